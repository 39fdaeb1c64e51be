import { mkdirSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO, DEMO_PASSWORD, gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';
import { startServer, type E2eServer } from '../support/server.ts';
import { ownPort } from '../support/target.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * Issue 23: a Pix that confirms itself. This journey runs its own server with the PSP sandbox on
 * (PIX_SANDBOX=1, as in development), so the demo units are connected to it at start-up; the
 * shared server of the other journeys keeps the static code and manual confirmation.
 */
const PORT = ownPort(1);
/** The `npm start`-style servers of the trust-boundary checks (issue 28), one after the other. */
const START_PORT = PORT + 1;
const SANDBOX = '/pix-sandbox/api/v2';

/** An address of this machine that other machines reach (not loopback), if it has one. */
function externalAddress(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  return null;
}

/** Whether `url` answers at all (any status), within 3 s. */
async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
}
const SCREENS = resolve(import.meta.dirname, '../output/screens');

const MSG = {
  automatic:
    'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra sozinho assim que o pagamento for confirmado pelo banco.',
  paid: 'Pix pago no PSP de testes: o banco avisou a franquia e o crédito entra em instantes.',
  testOk: 'Conexão com o banco funcionando.',
} as const;

/** Serious and critical axe violations inside `scope`, one line each. */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** 'R$ 1.234,56' → 1234.56 */
function reais(text: string): number {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, int, cents] = match as unknown as [string, string, string, string];
  return (sign ? -1 : 1) * Number(`${int.replace(/\./g, '')}.${cents}`);
}

async function readBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await balance.waitFor();
  return reais(await balance.innerText());
}

describe('Pix that confirms itself (API Pix sandbox)', () => {
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

  async function signedIn(email: string, landsOn: string, width = 1440, password = DEMO_PASSWORD) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'pt-BR',
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    const page = await context.newPage();
    await loginAs(page, email, password, landsOn);
    return { context, page };
  }

  it("a company tops up R$ 25,50, 'Pagar com Pix' in the Simulador, and its open Financeiro shows R$ 25,50 more without a reload", async () => {
    const company = await signedIn(DEMO.client.email, '/client');
    const admin = await signedIn(DEMO.admin.email, '/admin');
    try {
      const { page } = company;
      await openFromSidebar(page, 'Financeiro', '/client/financeiro');
      const before = await readBalance(page);

      await page
        .getByRole('main')
        .getByRole('button', { name: 'Carregar Créditos', exact: true })
        .first()
        .click();
      const ask = page.getByRole('dialog', { name: 'Carregar Créditos' });
      await ask.getByLabel('Valor (R$)', { exact: true }).fill('25,50');
      await ask.getByRole('button', { name: 'Confirmar', exact: true }).click();
      const pix = page.getByRole('dialog', { name: 'Pague com Pix' });
      await pix.waitFor({ timeout: 15_000 });
      // The PSP's own dynamic code: it points at the charge's location instead of carrying the key.
      const code = await pix.getByLabel('Pix copia e cola', { exact: true }).inputValue();
      expect(code).toMatch(/^0002010102122/);
      expect(code).toContain('pix.sandbox.tenho.local/qr/v2/');
      expect(code).toContain('540525.50');
      expect(await seen(pix.getByRole('img', { name: 'QR Code do Pix de R$ 25,50' }))).toBe(true);
      expect(await seen(pix.getByText(MSG.automatic, { exact: true }))).toBe(true);
      await page.screenshot({ path: `${SCREENS}/pix-top-up-1440.png` });
      await pix.getByRole('button', { name: 'Concluir', exact: true }).click();
      expect(await gone(pix)).toBe(true);

      // The unit's ADMIN plays the company's bank in the Simulador.
      await openFromSidebar(admin.page, 'Simulador', '/admin/simulador');
      const pending = admin.page.getByRole('list', { name: 'Cargas Pix pendentes' });
      const pay = pending
        .getByRole('button', { name: `Pagar com Pix R$ 25,50 de ${DEMO.client.name}` })
        .first();
      await pay.waitFor({ timeout: 15_000 });
      await admin.page.screenshot({ path: `${SCREENS}/pix-simulador-1440.png` });
      expect(await seriousViolations(admin.page, 'section[aria-labelledby="simulador-pix"]')).toEqual([]);
      await pay.click();
      expect(await seen(toasts(admin.page).getByText(MSG.paid, { exact: true }), 10_000)).toBe(true);

      // The company's open Financeiro shows the money, with no reload.
      await expect.poll(() => readBalance(page), { timeout: 15_000 }).toBeCloseTo(before + 25.5, 2);
      const statement = page.getByRole('table', { name: 'Extrato de movimentações' });
      expect(
        await seen(
          statement
            .getByRole('row')
            .filter({ hasText: 'confirmada pelo banco' })
            .filter({ hasText: '+R$ 25,50' }),
          10_000,
        ),
      ).toBe(true);
      const mine = page
        .getByRole('list', { name: 'Pedidos de carga' })
        .getByRole('listitem')
        .filter({ hasText: 'R$ 25,50' })
        .first();
      expect(await seen(mine.getByText('Confirmado', { exact: true }), 10_000)).toBe(true);
    } finally {
      await company.context.close();
      await admin.context.close();
    }
  }, 120_000);

  it("the unit's screen shows 'Recebimento automático (API Pix)' connected, and 'Testar conexão' works (390 and 1440 px)", async () => {
    for (const width of [1440, 390]) {
      const admin = await signedIn(DEMO.admin.email, '/admin', width);
      try {
        const { page } = admin;
        if (width < 600) await page.goto('/admin/franquias');
        else await openFromSidebar(page, 'Franquias', '/admin/franquias');
        const section = page.getByRole('region', { name: 'Recebimento automático (API Pix)' });
        expect(await seen(section.getByText('Conectada', { exact: true }), 10_000)).toBe(true);
        expect(await seen(section.getByText('Registrado no banco'))).toBe(true);
        await section.getByRole('button', { name: 'Testar conexão', exact: true }).click();
        expect(await seen(toasts(page).getByText(MSG.testOk, { exact: true }), 10_000)).toBe(true);
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `${SCREENS}/pix-api-section-${width}.png` });
        expect(
          await seriousViolations(page, 'section[aria-labelledby^="pix-api-"]'),
          `section ${width}`,
        ).toEqual([]);
        await section.getByRole('button', { name: 'Trocar credenciais', exact: true }).click();
        await section.getByLabel('Client Secret', { exact: true }).waitFor();
        await section.screenshot({ path: `${SCREENS}/pix-api-form-${width}.png` });
        expect(
          await seriousViolations(page, 'section[aria-labelledby^="pix-api-"]'),
          `form ${width}`,
        ).toEqual([]);

        if (width < 600) {
          const company = await signedIn(DEMO.client.email, '/client', width);
          try {
            await company.page.goto('/client/financeiro');
            await company.page
              .getByRole('main')
              .getByRole('button', { name: 'Carregar Créditos', exact: true })
              .first()
              .click();
            const ask = company.page.getByRole('dialog', { name: 'Carregar Créditos' });
            await ask.getByLabel('Valor (R$)', { exact: true }).fill('10,00');
            await ask.getByRole('button', { name: 'Confirmar', exact: true }).click();
            const pix = company.page.getByRole('dialog', { name: 'Pague com Pix' });
            await pix.waitFor({ timeout: 15_000 });
            await pix.getByRole('img').first().waitFor();
            await company.page.screenshot({ path: `${SCREENS}/pix-top-up-390.png` });
          } finally {
            await company.context.close();
          }
        }
      } finally {
        await admin.context.close();
      }
    }
  }, 120_000);

  it("the MASTER's Financeiro lists the credit the bank confirmed through a connection saved < 24 h earlier (1440 and 390 px)", async () => {
    for (const width of [1440, 390]) {
      const master = await signedIn(E2E_MASTER.email, '/master', width, E2E_MASTER.password);
      try {
        const { page } = master;
        await page.goto('/master/financeiro');
        const list = page.getByRole('list', { name: 'Créditos a conferir' });
        await list.waitFor({ timeout: 15_000 });
        expect(
          await seen(
            list.getByRole('listitem').filter({ hasText: DEMO.client.name }).filter({ hasText: 'R$ 25,50' }),
          ),
        ).toBe(true);
        await list.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENS}/financeiro-new-connection-${width}.png` });
        expect(await seriousViolations(page, 'section[aria-labelledby="creditos-conexao-nova"]')).toEqual([]);
      } finally {
        await master.context.close();
      }
    }
  }, 60_000);

  it("the sandbox answers no anonymous call: 'pay' and a `?x=/sandbox/` query are refused", async () => {
    const pay = await fetch(`${server.baseUrl}${SANDBOX}/sandbox/pay/${'A'.repeat(30)}`, { method: 'POST' });
    expect(pay.status).toBe(401);
    const list = await fetch(
      `${server.baseUrl}${SANDBOX}/cob?inicio=2020-01-01T00:00:00Z&fim=2100-01-01T00:00:00Z&x=/sandbox/`,
    );
    expect(list.status).toBe(401);
  });

  it("Configurações: the MASTER adds a suggested bank to 'Bancos (PSP) permitidos' and saves (1440 and 390 px)", async () => {
    for (const width of [1440, 390]) {
      const master = await signedIn(E2E_MASTER.email, '/master', width, E2E_MASTER.password);
      try {
        const { page } = master;
        await page.goto('/master/configuracoes');
        const form = page.getByRole('form', { name: 'Bancos (PSP) permitidos para a API Pix' });
        await form.waitFor({ timeout: 15_000 });
        const host = width > 600 ? 'api-pix.bb.com.br' : 'api.sicoob.com.br';
        await form
          .getByRole('button', { name: new RegExp(`^Adicionar ${host.replace(/\./g, '\\.')}`) })
          .click();
        expect(await form.getByLabel('Bancos (PSP) permitidos para a API Pix').inputValue()).toContain(host);
        await form.getByRole('button', { name: 'Salvar lista', exact: true }).click();
        expect(
          await seen(
            form.getByText('Lista de bancos (PSP) permitidos salva com sucesso!', { exact: true }),
            10_000,
          ),
        ).toBe(true);
        await form.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENS}/psp-hosts-${width}.png`, fullPage: width < 600 });
        expect(
          await seriousViolations(page, 'form[aria-label="Bancos (PSP) permitidos para a API Pix"]'),
        ).toEqual([]);
        await page.reload();
        const reloaded = page.getByRole('form', { name: 'Bancos (PSP) permitidos para a API Pix' });
        await reloaded.waitFor({ timeout: 15_000 });
        expect(await reloaded.getByLabel('Bancos (PSP) permitidos para a API Pix').inputValue()).toContain(
          host,
        );
      } finally {
        await master.context.close();
      }
    }
  }, 90_000);

  it("the MASTER finds the section in the unit's edit dialog (1440 px)", async () => {
    const master = await signedIn(E2E_MASTER.email, '/master', 1440, E2E_MASTER.password);
    try {
      const { page } = master;
      await openFromSidebar(page, 'Franquias', '/master/franquias');
      await page
        .getByRole('button', { name: `Editar ${DEMO.admin.unit}`, exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Editar franquia' });
      const section = dialog.getByRole('region', { name: 'Recebimento automático (API Pix)' });
      expect(await seen(section.getByText('Conectada', { exact: true }), 10_000)).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/pix-api-master-dialog-1440.png` });
    } finally {
      await master.context.close();
    }
  }, 60_000);
});

describe('`npm start` outside production (issue 28): loopback by default; exposed means no sandbox', () => {
  it('listens on loopback only, and its sandbox answers no anonymous call', async () => {
    const started = await startServer(START_PORT, { NODE_ENV: 'development', HOST: '' });
    try {
      const token = await fetch(`${started.baseUrl}${SANDBOX}/oauth/token`, { method: 'POST' });
      expect(token.status).toBe(401); // served (loopback), but no credentials
      const pay = await fetch(`${started.baseUrl}${SANDBOX}/sandbox/pay/${'A'.repeat(30)}`, {
        method: 'POST',
      });
      expect(pay.status).toBe(401);
      const external = externalAddress();
      if (external) expect(await answers(`http://${external}:${START_PORT}/api/health`)).toBe(false);
    } finally {
      await started.stop();
    }
  }, 120_000);

  it('with HOST=0.0.0.0 serves no /pix-sandbox at all', async () => {
    const exposed = await startServer(START_PORT, { NODE_ENV: 'development', HOST: '0.0.0.0' });
    try {
      const token = await fetch(`${exposed.baseUrl}${SANDBOX}/oauth/token`, { method: 'POST' });
      expect(token.status).toBe(404);
      const pay = await fetch(`${exposed.baseUrl}${SANDBOX}/sandbox/pay/${'A'.repeat(30)}`, {
        method: 'POST',
      });
      expect(pay.status).toBe(404);
      const external = externalAddress();
      if (external) expect(await answers(`http://${external}:${START_PORT}/api/health`)).toBe(true);
    } finally {
      await exposed.stop();
    }
  }, 120_000);
});
