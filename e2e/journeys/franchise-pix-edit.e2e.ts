import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';
import { startServer, type E2eServer } from '../support/server.ts';
import { ownPort } from '../support/target.ts';
import { animationsSettled } from '../support/settle.ts';

/**
 * Issue 29 point 3: MASTER › Editar franquia never drops typed API Pix credentials. The dialog warns
 * before closing with them unsaved, stays open after 'Salvar alterações' while they are, and
 * 'Salvar e conectar' stores them (the bank's OAuth and webhook calls included).
 *
 * Why its own server: the shared journey server has neither SECRETS_KEY nor a PSP, so the section
 * says the API Pix is unavailable ('available: false') and shows no form at all. This one has a
 * test SECRETS_KEY and trusts a PSP double on this machine: the standalone PSP sandbox
 * (`npm run pix-sandbox`, speaking the Banco Central's API Pix with its published test credentials),
 * reached through PIX_PSP_TEST_ORIGINS. Its in-process sandbox stays off, so the demo units start
 * unconnected, as a unit that never saw a PSP.
 */
const PORT = ownPort(3);
const PSP_PORT = ownPort(4);
const PSP_ORIGIN = `http://127.0.0.1:${PSP_PORT}`;
const PSP = { baseUrl: `${PSP_ORIGIN}/api/v2`, clientId: 'tenho-sandbox', clientSecret: 'segredo-do-sandbox' };
const SECRETS_KEY = 'e2e0'.repeat(16);
const ROOT = resolve(import.meta.dirname, '../..');
const SCREENS = resolve(import.meta.dirname, '../output/screens');

/** Domain texts (franchise and pix-api schemas, the Editar franquia dialog), by value. */
const MSG = {
  section: 'Recebimento automático (API Pix)',
  updated: 'Franquia atualizada!',
  saved: 'API Pix conectada: as próximas cargas serão creditadas automaticamente.',
  unsavedTitle: 'Dados da API Pix não salvos',
  confirmTitle: 'Descartar os dados da API Pix?',
} as const;

/** The standalone PSP sandbox on PSP_PORT; resolves once it listens. */
function startPsp(): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/pix-sandbox/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PIX_SANDBOX_PORT: String(PSP_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`PSP sandbox did not start:\n${output}`)), 60_000);
    const onData = (data: Buffer) => {
      output += String(data);
      if (output.includes('client_secret')) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`PSP sandbox exited ${code}:\n${output}`)));
  });
}

describe('Editar franquia keeps typed API Pix credentials (issue 29 point 3)', () => {
  let psp: ChildProcess | undefined;
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    psp = await startPsp();
    server = await startServer(PORT, {
      SECRETS_KEY,
      PIX_SANDBOX: '0',
      PIX_PSP_TEST_ORIGINS: PSP_ORIGIN,
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    psp?.kill('SIGTERM');
  });

  async function signedInMaster(width: number) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: width < 600 ? 'en-US' : 'pt-BR',
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    const page = await context.newPage();
    await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
    // The phone's sidebar is a menu behind a button: the page is opened by its address there.
    if (width < 600) await page.goto('/master/franquias');
    else await openFromSidebar(page, 'Franquias', '/master/franquias');
    return { context, page };
  }

  /** Opens 'Editar franquia' for `unit`: the row's button from sm up, the row's menu on a phone. */
  async function openEdit(page: Page, unit: string, phone: boolean): Promise<Locator> {
    await page.getByRole('searchbox', { name: 'Buscar franquias' }).fill(unit);
    const row = page.getByRole('table', { name: 'Franquias' }).getByRole('row').filter({ hasText: unit });
    await row.first().waitFor({ timeout: 10_000 });
    if (phone) {
      await row.getByRole('button', { name: `Mais ações para ${unit}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Editar', exact: true }).click();
    } else {
      await row.getByRole('button', { name: `Editar ${unit}`, exact: true }).click();
    }
    const dialog = page.getByRole('dialog', { name: 'Editar franquia' });
    await dialog.waitFor();
    return dialog;
  }

  for (const { width, unit } of [
    { width: 1440, unit: 'Tenho Centro' },
    { width: 390, unit: 'Tenho Zona Sul' },
  ]) {
    it(`${width} px: fills the API Pix fields, is warned on close, saves the unit and then the credentials, and finds them saved (${unit})`, async () => {
      const phone = width < 600;
      const { context, page } = await signedInMaster(width);
      try {
        const dialog = await openEdit(page, unit, phone);
        const section = dialog.getByRole('region', { name: MSG.section });
        const connect = section.getByRole('button', { name: 'Salvar e conectar', exact: true });
        expect(await seen(connect, 10_000), 'the API Pix form is offered').toBe(true);
        expect(await seen(section.getByText('Desconectada', { exact: true }))).toBe(true);

        await section.getByLabel('URL base da API Pix', { exact: true }).fill(PSP.baseUrl);
        await section.getByLabel('Client ID', { exact: true }).fill(PSP.clientId);
        await section.getByLabel('Client Secret', { exact: true }).fill(PSP.clientSecret);

        // Closing (Escape, then 'Cancelar') asks first; 'Continuar editando' keeps everything typed.
        await page.keyboard.press('Escape');
        const confirm = page.getByRole('dialog', { name: MSG.confirmTitle });
        expect(await seen(confirm), 'the unsaved-credentials warning on Escape').toBe(true);
        await confirm.getByRole('button', { name: 'Continuar editando', exact: true }).click();
        expect(await gone(confirm)).toBe(true);
        await dialog.getByRole('button', { name: 'Cancelar', exact: true }).first().click();
        expect(await seen(confirm), "the warning on 'Cancelar'").toBe(true);
        await animationsSettled(page);
        await page.screenshot({ path: `${SCREENS}/franquia-pix-descartar-${width}.png` });
        await confirm.getByRole('button', { name: 'Continuar editando', exact: true }).click();
        expect(await gone(confirm)).toBe(true);
        expect(await section.getByLabel('Client ID', { exact: true }).inputValue()).toBe(PSP.clientId);

        // 'Salvar alterações' saves the unit and keeps the dialog open on the unsaved credentials.
        await dialog.getByLabel('Região', { exact: true }).fill(`Região ${width}`);
        await dialog.getByRole('button', { name: 'Salvar alterações', exact: true }).click();
        expect(await seen(toasts(page).getByText(MSG.updated, { exact: true }), 10_000)).toBe(true);
        const pending = dialog.getByText(MSG.unsavedTitle, { exact: true });
        expect(await seen(pending), 'the dialog says the credentials are not saved yet').toBe(true);
        expect(await pending.isVisible()).toBe(true);
        expect(await pending.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }), 'the warning is brought into view').toBe(true);
        expect(await dialog.isVisible(), 'the dialog stays open').toBe(true);
        // The section's own save button is brought into view and focused.
        expect(await connect.evaluate((button) => button === document.activeElement)).toBe(true);
        expect(await section.getByLabel('Client Secret', { exact: true }).inputValue()).toBe(
          PSP.clientSecret,
        );
        await animationsSettled(page);
        await page.screenshot({ path: `${SCREENS}/franquia-pix-pendente-${width}.png` });

        // 'Salvar e conectar' stores them: the bank answers, the section shows the connection.
        await connect.click();
        expect(await seen(toasts(page).getByText(MSG.saved, { exact: true }), 15_000)).toBe(true);
        expect(await seen(section.getByText('Conectada', { exact: true }), 10_000)).toBe(true);
        expect(await seen(section.getByText(PSP.clientId, { exact: true }))).toBe(true);
        expect(await seen(section.getByText('Registrado no banco', { exact: true }))).toBe(true);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENS}/franquia-pix-salva-${width}.png` });

        // Nothing is pending any more: the dialog closes without asking.
        await page.keyboard.press('Escape');
        expect(await gone(dialog)).toBe(true);
        expect(await page.getByRole('dialog', { name: MSG.confirmTitle }).count()).toBe(0);

        // Opened again (and after a reload), the unit keeps its region and its connection.
        await page.reload();
        const again = await openEdit(page, unit, phone);
        expect(await again.getByLabel('Região', { exact: true }).inputValue()).toBe(`Região ${width}`);
        const saved = again.getByRole('region', { name: MSG.section });
        expect(await seen(saved.getByText('Conectada', { exact: true }), 10_000)).toBe(true);
        expect(await seen(saved.getByText(PSP.baseUrl, { exact: true }))).toBe(true);
        expect(await seen(saved.getByText(PSP.clientId, { exact: true }))).toBe(true);
        // The secret is never shown again.
        expect(await again.getByText(PSP.clientSecret).count()).toBe(0);
        await saved.getByRole('button', { name: 'Testar conexão', exact: true }).click();
        expect(
          await seen(toasts(page).getByText('Conexão com o banco funcionando.', { exact: true }), 15_000),
        ).toBe(true);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
