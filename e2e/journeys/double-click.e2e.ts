import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, DEMO_PASSWORD, gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';
import { startServer, type E2eServer } from '../support/server.ts';
import { ownPort } from '../support/target.ts';

/**
 * Issue 29, one click, one action: a real double-click on 'Confirmar' in Carregar Créditos makes one
 * Pix charge, and one on 'Pagar com Pix' in the Simulador pays without an error. Its own server with
 * the PSP sandbox (like pix.e2e.ts, one port further).
 */
const PORT = ownPort(2);
const SCREENS = resolve(import.meta.dirname, '../output/screens');
const PAID = 'Pix pago no PSP de testes: o banco avisou a franquia e o crédito entra em instantes.';
const PAY_FAILED = 'Não foi possível pagar com o PSP de testes';

describe('one click, one action (double-clicks)', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    server = await startServer(PORT, { PIX_SANDBOX: '1', PIX_RECONCILE_SECONDS: '5' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(email: string, landsOn: string, width = 1440) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'pt-BR',
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    const page = await context.newPage();
    await loginAs(page, email, DEMO_PASSWORD, landsOn);
    return { context, page };
  }

  /** From the sidebar at 1440 px; at 390 px (menu closed) by its address. */
  async function openPage(page: Page, label: string, path: string, width: number) {
    if (width >= 1024) return openFromSidebar(page, label, path);
    await page.goto(path);
  }

  /** The POSTs the page sends to `path`, with their Idempotency-Key. */
  function posts(page: Page, path: string): { key: string | undefined }[] {
    const sent: { key: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
        sent.push({ key: request.headers()['idempotency-key'] });
      }
    });
    return sent;
  }

  it.each([1440, 390])(
    "a double-click on 'Confirmar' in Carregar Créditos makes one charge, and on 'Pagar com Pix' pays once without an error (%i px)",
    async (width) => {
      const amount = width === 1440 ? '31,70' : '32,90';
      const company = await signedIn(DEMO.client.email, '/client', width);
      const admin = await signedIn(DEMO.admin.email, '/admin', width);
      try {
        const { page } = company;
        await openPage(page, 'Financeiro', '/client/financeiro', width);
        const topUps = posts(page, '/api/wallet/top-ups');
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Carregar Créditos', exact: true })
          .first()
          .click();
        const ask = page.getByRole('dialog', { name: 'Carregar Créditos' });
        await ask.getByLabel('Valor (R$)', { exact: true }).fill(amount);
        await ask.getByRole('button', { name: 'Confirmar', exact: true }).dblclick();
        const pix = page.getByRole('dialog', { name: 'Pague com Pix' });
        await pix.waitFor({ timeout: 15_000 });
        await page.screenshot({ path: `${SCREENS}/double-click-top-up-${width}.png` });
        await pix.getByRole('button', { name: 'Concluir', exact: true }).click();
        expect(await gone(pix)).toBe(true);

        // One request went out, with a key; the company's list shows exactly one charge.
        expect(topUps).toHaveLength(1);
        expect(topUps[0]?.key).toMatch(/^[0-9a-f]{32}$/);
        const mine = page
          .getByRole('list', { name: 'Pedidos de carga' })
          .getByRole('listitem')
          .filter({ hasText: `R$ ${amount}` });
        await mine.first().waitFor({ timeout: 10_000 });
        expect(await mine.count()).toBe(1);

        // The unit's ADMIN double-clicks 'Pagar com Pix' in the Simulador.
        await openPage(admin.page, 'Simulador', '/admin/simulador', width);
        const pending = admin.page.getByRole('list', { name: 'Cargas Pix pendentes' });
        const pay = pending.getByRole('button', {
          name: `Pagar com Pix R$ ${amount} de ${DEMO.client.name}`,
        });
        await pay.waitFor({ timeout: 15_000 });
        expect(await pay.count()).toBe(1);
        await pay.dblclick();
        expect(await seen(toasts(admin.page).getByText(PAID, { exact: true }), 10_000)).toBe(true);
        await admin.page.screenshot({ path: `${SCREENS}/double-click-simulador-${width}.png` });
        expect(await toasts(admin.page).getByText(PAY_FAILED).count()).toBe(0);
        // Paid once: the company's charge is confirmed, still one.
        expect(await seen(mine.first().getByText('Confirmado', { exact: true }), 15_000)).toBe(true);
        expect(await mine.count()).toBe(1);
      } finally {
        await company.context.close();
        await admin.context.close();
      }
    },
    120_000,
  );
});
