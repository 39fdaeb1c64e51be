import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken, tokenFor } from '../support/api.ts';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO_PASSWORD, exactly, gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';

/**
 * The WhatsApp loop end to end (issue 9): in the simulator a consumer of Tenho Zona Sul asks for
 * an electrician, the unit's electrician (a demo company) gets the alert and taps TENHO, both sides
 * receive the other's contact; Central de Mensagens shows the request as 'Respondido'; the company
 * paid the credit value once and its dashboard shows the accepted interaction.
 */

const UNIT = 'Tenho Zona Sul';
const COMPANY = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  name: 'Materiais de Construção Copacabana',
  /** Its registration phone as WhatsApp shows it. */
  whatsapp: '+55 (21) 98765-1234',
} as const;
const ADMIN = { email: 'admin.zonasul@tenho.com.br' } as const;

/** Domain texts (packages/domain messages and whatsapp), by value. */
const TEXT = {
  accepted: 'Contato liberado! Os dados do cliente também foram enviados pelo WhatsApp.',
} as const;

/** 'R$ 1.234,56' → 1234.56 */
function reais(text: string): number {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, int, cents] = match as unknown as [string, string, string, string];
  return (sign ? -1 : 1) * Number(`${int.replace(/\./g, '')}.${cents}`);
}

/** A consumer number no other run used: '(21) 99xxx-xxxx' and its WhatsApp form. */
function consumerNumber(): { typed: string; shown: string } {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const national = `2199${digits.slice(0, 3)}${digits.slice(3)}00`.slice(0, 11);
  return {
    typed: `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`,
    shown: `+55 (${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`,
  };
}

/** The company id, its credit value, and at least a few leads' worth of balance (the journey's own setup). */
async function prepareCompany(): Promise<{ id: number; creditValue: number }> {
  const master = await masterToken();
  const { body: list } = await apiCall<{ users: Array<{ id: number; email: string }> }>(
    'GET',
    `/users?role=CLIENT&search=${encodeURIComponent(COMPANY.email)}`,
    { token: master },
  );
  const company = list.users.find((u) => u.email === COMPANY.email);
  if (!company) throw new Error(`${COMPANY.email} is not in the demo data`);
  const companyToken = await tokenFor(COMPANY.email, DEMO_PASSWORD);
  const { body: settings } = await apiCall<{ creditValue: number }>('GET', '/settings', {
    token: companyToken,
  });
  const { body: wallet } = await apiCall<{ balance: number }>('GET', `/wallet/${company.id}`, {
    token: companyToken,
  });
  if (wallet.balance < settings.creditValue * 5) {
    const { status } = await apiCall('POST', '/wallet/transaction', {
      token: master,
      body: { client_id: company.id, amount: 5, description: 'Crédito para a jornada do WhatsApp' },
    });
    if (status !== 200 && status !== 201) throw new Error(`credit insertion answered ${status}`);
  }
  return { id: company.id, creditValue: settings.creditValue };
}

async function signedIn(
  browser: ReturnType<typeof useBrowser>,
  email: string,
  password: string,
  landsOn: string,
  size?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await browser.newPage(size);
  await loginAs(session.page, email, password, landsOn);
  return session;
}

const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The consumer writes `text` from the simulator's consumer phone. */
async function sendAsConsumer(page: Page, consumer: { name: string; typed: string }, text: string) {
  await page.getByLabel('Nome do cliente', { exact: true }).fill(consumer.name);
  await page.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumer.typed);
  await page.getByLabel('Mensagem do cliente', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();
}

/** The dashboard's balance, fresh from the server. */
async function dashboardBalance(page: Page): Promise<number> {
  await page.goto('/client');
  const balance = page.getByTestId('dashboard-balance');
  await balance.waitFor({ timeout: 15_000 });
  return reais(await balance.innerText());
}

describe('WhatsApp loop: simulator, Central de Mensagens, charge and client dashboard', () => {
  const browser = useBrowser();

  it('a consumer asks for an electrician, the company taps TENHO, both get the contacts, it is Respondido and charged once', async () => {
    const { creditValue } = await prepareCompany();
    const consumer = { name: 'Rafael Jornada', ...consumerNumber() };
    const request = `Preciso de um eletricista para instalar um chuveiro ${Date.now().toString(36)}`;
    const master = await signedIn(browser, E2E_MASTER.email, E2E_MASTER.password, '/master');
    const company = await signedIn(browser, COMPANY.email, DEMO_PASSWORD, '/client');
    try {
      const before = await dashboardBalance(company.page);

      // The MASTER opens the simulator from the sidebar and plays a consumer of Tenho Zona Sul.
      const { page } = master;
      await openFromSidebar(page, 'Simulador', '/master/simulador');
      await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
      await phone(page, COMPANY.name).waitFor({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await sendAsConsumer(page, consumer, request);

      // The consumer is told the request was understood and offered.
      const consumerPhone = phone(page, consumer.name);
      expect(await seen(consumerPhone.getByText(/^Recebemos seu pedido de Eletricista!/), 20_000)).toBe(true);

      // The company's phone shows the alert with its buttons; it taps TENHO.
      const companyPhone = phone(page, COMPANY.name);
      const alert = companyPhone.getByRole('listitem').filter({ hasText: request });
      expect(await seen(alert, 20_000)).toBe(true);
      await alert.getByRole('button', { name: 'TENHO', exact: true }).click();

      // Both get the other's contact.
      const toCompany = companyPhone
        .getByRole('listitem')
        .filter({ hasText: `Contato do cliente: ${consumer.name}` });
      expect(await seen(toCompany, 20_000)).toBe(true);
      expect(await toCompany.innerText()).toContain(`WhatsApp: ${consumer.shown}`);
      const toConsumer = consumerPhone
        .getByRole('listitem')
        .filter({ hasText: `Boa notícia! A empresa ${COMPANY.name} tem o que você pediu` });
      expect(await seen(toConsumer, 20_000)).toBe(true);
      expect(await toConsumer.innerText()).toContain(`WhatsApp: ${COMPANY.whatsapp}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Central de Mensagens shows it as 'Respondido' with the company's TENHO.
      await openFromSidebar(page, 'Mensagens', '/master/mensagens');
      await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(request);
      const table = page.getByRole('table', { name: 'Mensagens recebidas' });
      const row = table.getByRole('row').filter({ hasText: request });
      expect(await seen(row, 15_000)).toBe(true);
      // The search has answered once the other messages are gone (until then the newest request is
      // on the unfiltered page too, and the list dims while the search loads).
      expect(await gone(table.locator('tbody tr').filter({ hasNotText: request }), 15_000)).toBe(true);
      expect(await row.getByText(exactly('Respondido')).filter({ visible: true }).first().isVisible()).toBe(
        true,
      );
      const responses = row.getByRole('list', { name: 'Respostas' }).filter({ visible: true }).first();
      expect(await responses.innerText()).toMatch(/TENHO\s*Materiais de Construção Copacabana/);
      expect(await row.getByText(consumer.name).first().isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Its details: the notified company, the response, the contacts exchanged.
      await row.getByRole('button', { name: /^Ver detalhes da mensagem de Rafael Jornada/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Detalhes da mensagem' });
      await dialog.waitFor();
      expect(await dialog.getByText(request, { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByRole('heading', { name: 'Respostas (1)' }).isVisible()).toBe(true);
      expect(await dialog.getByText('Contatos trocados', { exact: true }).first().isVisible()).toBe(true);
      const notified = dialog
        .getByRole('listitem')
        .filter({ hasText: 'Notificada em' })
        .filter({ hasText: COMPANY.name });
      expect(await notified.getByText('Aprovado', { exact: true }).isVisible()).toBe(true);
      expect(await seen(dialog.getByText(/^Contato do cliente para /), 10_000)).toBe(true);
      expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
      await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

      // The company paid the credit value, once; its dashboard shows the accepted interaction.
      const after = await dashboardBalance(company.page);
      expect(Math.round((before - after) * 100)).toBe(Math.round(creditValue * 100));
      const interactions = company.page.getByRole('list', { name: 'Interações recentes' });
      const accepted = interactions
        .getByRole('listitem')
        .filter({ hasText: 'Eletricista' })
        .filter({ hasText: 'Aprovado' });
      expect(await seen(accepted)).toBe(true);
      const cards = company.page.getByRole('region', { name: 'Interações' });
      expect(
        Number(
          await cards
            .getByText('Aceitas', { exact: true })
            .locator('xpath=following-sibling::p[1]')
            .innerText(),
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(await seriousViolations(company.page)).toEqual([]);

      // The company's own Central de Mensagens now reveals the consumer.
      await openFromSidebar(company.page, 'Mensagens', '/client/mensagens');
      const own = company.page
        .getByRole('table', { name: 'Mensagens recebidas' })
        .getByRole('row')
        .filter({ hasText: request });
      expect(await seen(own, 15_000)).toBe(true);
      expect(await own.getByText(consumer.name).first().isVisible()).toBe(true);
      expect(
        await own.getByText('Aprovado', { exact: true }).filter({ visible: true }).first().isVisible(),
      ).toBe(true);
    } finally {
      await master.context.close();
      await company.context.close();
    }
  });

  it('a company answers TENHO from the panel (same service as WhatsApp) and its balance pays for it', async () => {
    const { creditValue } = await prepareCompany();
    const consumer = { name: 'Paula Painel', ...consumerNumber() };
    const request = `Preciso de um eletricista para trocar o disjuntor ${Date.now().toString(36)}`;
    const admin = await signedIn(browser, ADMIN.email, DEMO_PASSWORD, '/admin');
    const company = await signedIn(browser, COMPANY.email, DEMO_PASSWORD, '/client', {
      width: 390,
      height: 844,
    });
    try {
      const before = await dashboardBalance(company.page);

      // The unit's ADMIN plays the consumer (its own unit, no picker).
      await admin.page.goto('/admin/simulador');
      await phone(admin.page, COMPANY.name).waitFor({ timeout: 15_000 });
      expect(await admin.page.getByLabel('Franquia', { exact: true }).count()).toBe(0);
      await sendAsConsumer(admin.page, consumer, request);
      expect(
        await seen(
          phone(admin.page, COMPANY.name).getByRole('listitem').filter({ hasText: request }),
          20_000,
        ),
      ).toBe(true);

      // The company, on its phone-sized panel, sees the open request without the consumer's contact.
      const { page } = company;
      await page.goto('/client/mensagens');
      const row = page
        .getByRole('table', { name: 'Mensagens recebidas' })
        .getByRole('row')
        .filter({ hasText: request });
      expect(await seen(row, 15_000)).toBe(true);
      expect(await row.getByText(consumer.name).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await row.getByRole('button', { name: 'TENHO', exact: true }).filter({ visible: true }).first().click();
      const confirm = page.getByRole('dialog', { name: 'Responder TENHO?' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain(
        `R$ ${creditValue.toFixed(2).replace('.', ',')} saem do seu saldo`,
      );
      expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
      await confirm.getByRole('button', { name: 'Confirmar TENHO', exact: true }).click();
      expect(await seen(toasts(page).getByText(TEXT.accepted, { exact: true }), 10_000)).toBe(true);
      expect(await seen(row.getByText(consumer.name).first(), 15_000)).toBe(true);

      // The consumer got the company's contact on WhatsApp, like after a button.
      const consumerPhone = phone(admin.page, consumer.name);
      expect(
        await seen(
          consumerPhone
            .getByRole('listitem')
            .filter({ hasText: `A empresa ${COMPANY.name} tem o que você pediu` }),
          20_000,
        ),
      ).toBe(true);

      const after = await dashboardBalance(page);
      expect(Math.round((before - after) * 100)).toBe(Math.round(creditValue * 100));
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await admin.context.close();
      await company.context.close();
    }
  });
});
