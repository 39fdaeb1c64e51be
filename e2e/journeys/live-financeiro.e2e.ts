import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken, tokenFor } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD, loginAs, seen, toasts } from '../support/journey.ts';

/**
 * Issue 29 §4: a company's open Financeiro follows every ledger entry live — an ADMIN's credit and
 * a lead charged by TENHO appear in the balance and the statement without a reload (one 'wallet'
 * event each), as Pix top-ups and dispute decisions already did.
 */

const COMPANY = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  name: 'Materiais de Construção Copacabana',
} as const;
const ADMIN = { email: 'admin.zonasul@tenho.com.br' } as const;
const SCREENS = resolve(import.meta.dirname, '../output/screens');

/** 'R$ 1.234,56' → cents */
function cents(text: string): number {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, int, rest] = match as unknown as [string, string, string, string];
  return (sign ? -1 : 1) * (Number(int.replace(/\./g, '')) * 100 + Number(rest));
}

async function balanceCents(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await balance.waitFor({ timeout: 15_000 });
  return cents(await balance.innerText());
}

const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

describe('live Financeiro (issue 29 §4)', () => {
  const browser = useBrowser();

  it("an ADMIN's credit and a lead's debit appear in the company's open Financeiro without a reload; the contested lead reaches the ADMIN live", async () => {
    const company = await browser.newPage();
    const admin = await browser.newPage();
    try {
      await loginAs(company.page, COMPANY.email, DEMO_PASSWORD, '/client');
      await loginAs(admin.page, ADMIN.email, DEMO_PASSWORD, '/admin');
      const companyToken = await tokenFor(COMPANY.email, DEMO_PASSWORD);
      const { body: settings } = await apiCall<{ creditValue: number }>('GET', '/settings', {
        token: companyToken,
      });
      const { body: list } = await apiCall<{ users: Array<{ id: number; email: string }> }>(
        'GET',
        `/users?role=CLIENT&search=${encodeURIComponent(COMPANY.email)}`,
        { token: await masterToken() },
      );
      const companyId = list.users.find((u) => u.email === COMPANY.email)!.id;

      // Financeiro open in its own tab, never reloaded (a marker on its window would be lost).
      const financeiro = await company.context.newPage();
      await financeiro.goto('/client/financeiro');
      const before = await balanceCents(financeiro);
      await financeiro.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const statement = financeiro.getByRole('table', { name: 'Extrato de movimentações' });

      // 1. The unit's ADMIN credits the company.
      const description = `Bônus ao vivo ${Date.now().toString(36)}`;
      const credit = await apiCall('POST', '/wallet/transaction', {
        token: await tokenFor(ADMIN.email, DEMO_PASSWORD),
        body: { client_id: companyId, amount: 2.5, description },
      });
      expect(credit.status).toBe(201);
      await expect.poll(() => balanceCents(financeiro), { timeout: 15_000 }).toBe(before + 250);
      expect(await seen(statement.getByRole('row').filter({ hasText: description }), 10_000)).toBe(true);

      // 2. A consumer asks (the ADMIN plays the consumer in the Simulador) and the company taps TENHO.
      const request = `Preciso de um eletricista agora ${Date.now().toString(36)}`;
      await admin.page.goto('/admin/simulador');
      await phone(admin.page, COMPANY.name).waitFor({ timeout: 15_000 });
      const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
      await admin.page.getByLabel('Nome do cliente', { exact: true }).fill('Cliente Ao Vivo');
      await admin.page
        .getByLabel('WhatsApp do cliente', { exact: true })
        .fill(`(21) 99${digits.slice(0, 3)}-${digits.slice(3)}0`);
      await admin.page.getByLabel('Mensagem do cliente', { exact: true }).fill(request);
      await admin.page.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();

      const { page } = company;
      await page.goto('/client/mensagens');
      const row = page
        .getByRole('table', { name: 'Mensagens recebidas' })
        .getByRole('row')
        .filter({ hasText: request });
      expect(await seen(row, 20_000)).toBe(true);
      await row.getByRole('button', { name: 'TENHO', exact: true }).filter({ visible: true }).first().click();
      const confirm = page.getByRole('dialog', { name: 'Responder TENHO?' });
      await confirm.getByRole('button', { name: 'Confirmar TENHO', exact: true }).click();
      expect(await seen(toasts(page).getByText('Contato liberado!', { exact: false }), 10_000)).toBe(true);

      const charge = Math.round(settings.creditValue * 100);
      await expect.poll(() => balanceCents(financeiro), { timeout: 15_000 }).toBe(before + 250 - charge);
      expect(await seen(statement.getByRole('row').filter({ hasText: 'Lead' }).first(), 10_000)).toBe(true);
      // Same document all along: nothing reloaded the page.
      expect(
        await financeiro.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      mkdirSync(SCREENS, { recursive: true });
      // 3. The company contests that lead; its franchisee's open panel shows a toast and the count.
      await admin.page.goto('/admin');
      const badge = admin.page.getByTestId('open-disputes-count');
      // The unit's open disputes before this one, from the API (earlier journeys may have left some),
      // and the menu showing that count before the new one arrives.
      const { body: open } = await apiCall<{ total: number }>('GET', '/disputes?status=OPEN', {
        token: await tokenFor(ADMIN.email, DEMO_PASSWORD),
      });
      const openBefore = open.total;
      if (openBefore > 0)
        await expect
          .poll(async () => Number(await badge.first().innerText()), { timeout: 15_000 })
          .toBe(openBefore);
      await row
        .getByRole('button', { name: 'Contestar', exact: true })
        .filter({ visible: true })
        .first()
        .click();
      const contest = page.getByRole('dialog', { name: 'Contestar lead' });
      await contest.getByLabel('Pedido falso').check();
      await contest.getByRole('button', { name: 'Enviar contestação' }).click();
      expect(
        await seen(
          toasts(admin.page).getByText('Nova contestação de lead. Veja em Mensagens > Contestações.'),
          10_000,
        ),
      ).toBe(true);
      await expect
        .poll(async () => Number(await badge.first().innerText()), { timeout: 20_000 })
        .toBe(openBefore + 1);
      for (const width of [1440, 390]) {
        await admin.page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        if (width < 600) await admin.page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
        await admin.page.waitForTimeout(300);
        await admin.page.screenshot({ path: `${SCREENS}/contestacao-chegou-${width}.png` });
      }

      for (const width of [1440, 390]) {
        await financeiro.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await financeiro.waitForTimeout(300);
        await financeiro.screenshot({ path: `${SCREENS}/financeiro-ao-vivo-${width}.png` });
      }
    } finally {
      await company.context.close();
      await admin.context.close();
    }
  }, 120_000);
});
