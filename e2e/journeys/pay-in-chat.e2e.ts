import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';
import { startServer, type E2eServer } from '../support/server.ts';
import { ownPort } from '../support/target.ts';

/**
 * Issue 32 point 1 (pay in the chat): a company without balance answers TENHO, gets a Pix copia e
 * cola in its own WhatsApp message, pays it with 'Pagar com Pix' in the Simulador and receives the
 * consumer's contact in the same chat — nobody touches the panel's Financeiro. Its own server with
 * the PSP sandbox on (PIX_SANDBOX=1), so the demo units receive through the API Pix.
 */
const PORT = ownPort(2);
const SCREENS = resolve(import.meta.dirname, '../output/screens');

const UNIT = 'Tenho Zona Sul';
const COMPANY = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  name: 'Materiais de Construção Copacabana',
} as const;

/** Domain texts (packages/domain whatsapp and wallet/pay-in-chat), by value. */
const TEXT = {
  short: 'Seu saldo não é suficiente para receber este contato',
  instructions: 'Não perca este cliente: pague agora pelo Pix e receba o contato aqui mesmo.',
  paid: 'Pix pago no PSP de testes: assim que o banco confirmar, o contato do cliente chega nesta conversa.',
} as const;

/** A consumer number no other run used: '(21) 99xxx-xxxx'. */
function consumerNumber(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const national = `2199${digits}0`.slice(0, 11);
  return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
}

describe('pay in the chat (issue 32)', () => {
  let server: E2eServer;
  let browser: Browser;

  async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  const login = async (email: string, password: string) =>
    (await api<{ token: string }>('POST', '/auth/login', undefined, { email, password })).token;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    server = await startServer(PORT, { PIX_SANDBOX: '1', PIX_RECONCILE_SECONDS: '5' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * The journey's own setup: the credit value becomes exactly the company's balance, so it is
   * offered two requests but can pay only the first TENHO (the second finds no balance).
   */
  async function oneCreditLeft(): Promise<number> {
    const master = await login(E2E_MASTER.email, E2E_MASTER.password);
    const { users } = await api<{ users: Array<{ id: number; email: string }> }>(
      'GET',
      `/users?role=CLIENT&search=${encodeURIComponent(COMPANY.email)}`,
      master,
    );
    const company = users.find((u) => u.email === COMPANY.email)!;
    const { balance } = await api<{ balance: number }>('GET', `/wallet/${company.id}`, master);
    expect(balance).toBeGreaterThan(0);
    await api('POST', '/settings', master, { creditValue: balance });
    return balance;
  }

  async function simulatorAs(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'pt-BR',
      viewport: { width, height: width < 600 ? 844 : 900 },
    });
    const page = await context.newPage();
    await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
    if (width < 600) await page.goto('/master/simulador');
    else await openFromSidebar(page, 'Simulador', '/master/simulador');
    await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
    return { context, page };
  }

  const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

  async function sendAsConsumer(page: Page, name: string, text: string) {
    await page.getByLabel('Nome do cliente', { exact: true }).fill(name);
    await page.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumerNumber());
    await page.getByLabel('Mensagem do cliente', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();
    expect(await seen(phone(page, name).getByText(/^Recebemos seu pedido de Eletricista!/), 20_000)).toBe(
      true,
    );
  }

  it("a company without balance answers TENHO, pays with 'Pagar com Pix' in the Simulador and receives the consumer's contact without touching the panel", async () => {
    await oneCreditLeft();
    const stamp = Date.now().toString(36);
    const first = { name: 'Joana Primeira', text: `Preciso de um eletricista para a tomada ${stamp}` };
    const second = { name: 'Bruno Segundo', text: `Preciso de um eletricista para o chuveiro ${stamp}` };
    const desktop = await simulatorAs(1440);
    const mobile = await simulatorAs(390);
    try {
      const { page } = desktop;
      const company = phone(page, COMPANY.name);
      await company.waitFor({ timeout: 15_000 });
      await sendAsConsumer(page, first.name, first.text);
      await sendAsConsumer(page, second.name, second.text);
      const alertOf = (text: string) => company.getByRole('listitem').filter({ hasText: text });
      expect(await seen(alertOf(first.text), 20_000)).toBe(true);
      expect(await seen(alertOf(second.text), 20_000)).toBe(true);

      // The first TENHO takes its only credit.
      await alertOf(first.text).getByRole('button', { name: 'TENHO', exact: true }).click();
      const contact = (name: string) =>
        company.getByRole('listitem').filter({ hasText: `Contato do cliente: ${name}` });
      expect(await seen(contact(first.name), 20_000)).toBe(true);

      // The second finds no balance: the usual answer, then the Pix in a message of its own.
      await alertOf(second.text).getByRole('button', { name: 'TENHO', exact: true }).click();
      expect(await seen(company.getByRole('listitem').filter({ hasText: TEXT.short }), 20_000)).toBe(true);
      expect(await seen(company.getByRole('listitem').filter({ hasText: TEXT.instructions }), 20_000)).toBe(
        true,
      );
      const pixBubble = company
        .getByRole('listitem')
        .filter({ hasText: /000201/ })
        .last();
      expect(await seen(pixBubble, 20_000)).toBe(true);
      expect(await pixBubble.innerText()).toContain('pix.sandbox.tenho.local/qr/v2/');
      const pay = pixBubble.getByRole('button', { name: 'Pagar com Pix', exact: true });
      expect(await seen(pay, 10_000)).toBe(true);
      expect(await pixBubble.getByRole('button', { name: 'Copiar código Pix' }).isVisible()).toBe(true);
      await pixBubble.scrollIntoViewIfNeeded();
      await company.screenshot({ path: `${SCREENS}/pay-in-chat-pix-1440.png` });
      expect(await seriousViolations(page)).toEqual([]);

      // The same chat on a phone-sized screen.
      const small = phone(mobile.page, COMPANY.name);
      const smallPix = small
        .getByRole('listitem')
        .filter({ hasText: /000201/ })
        .last();
      expect(await seen(smallPix.getByRole('button', { name: 'Pagar com Pix', exact: true }), 20_000)).toBe(
        true,
      );
      await smallPix.scrollIntoViewIfNeeded();
      await small.screenshot({ path: `${SCREENS}/pay-in-chat-pix-390.png` });

      // 'Pagar com Pix': the sandbox PSP pays and calls the unit's webhook, like a bank.
      await pay.click();
      expect(await seen(toasts(page).getByText(TEXT.paid, { exact: true }), 10_000)).toBe(true);

      // The consumer's contact arrives in the same chat, once; the Pix shows as paid.
      expect(await seen(contact(second.name), 30_000)).toBe(true);
      expect(await contact(second.name).count()).toBe(1);
      expect(await seen(pixBubble.getByText('Pix pago', { exact: true }), 15_000)).toBe(true);
      expect(await pixBubble.getByRole('button', { name: 'Pagar com Pix' }).count()).toBe(0);
      await company.screenshot({ path: `${SCREENS}/pay-in-chat-paid-1440.png` });
      // The consumer (the form still holds its number) got the company's contact too.
      expect(
        await seen(
          phone(page, second.name)
            .getByRole('listitem')
            .filter({ hasText: `Boa notícia! A empresa ${COMPANY.name} tem o que você pediu` }),
          20_000,
        ),
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      const smallContact = small
        .getByRole('listitem')
        .filter({ hasText: `Contato do cliente: ${second.name}` });
      expect(await seen(smallContact, 30_000)).toBe(true);
      await smallContact.scrollIntoViewIfNeeded();
      await mobile.page.screenshot({ path: `${SCREENS}/pay-in-chat-paid-390.png` });
    } finally {
      await desktop.context.close();
      await mobile.context.close();
    }
  }, 180_000);
});
