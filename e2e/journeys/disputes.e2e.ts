import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO, DEMO_PASSWORD, loginAs, seen, toasts } from '../support/journey.ts';

/** Texts of the domain (disputes.schemas.ts) and the web (live-events-session.ts), by value. */
const MSG = {
  created: 'Contestação enviada! A franquia vai analisar.',
  refunded: 'Reembolso feito. A empresa foi avisada.',
  decided: 'Sua contestação foi aceita: o valor do lead voltou ao seu saldo.',
} as const;

const screens = resolve(import.meta.dirname, '../output/screens');

/** The page at 390 px and at 1440 px (restored to 1440 x 900 after). */
async function shoot(page: Page, name: string, scope?: Locator): Promise<void> {
  mkdirSync(screens, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // A resize re-lays the page out; let the dialog or list settle before the picture.
    await (scope ?? page.locator('#conteudo')).first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${screens}/disputas-${name}-${width}.png`, fullPage: !scope });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** 'R$ 1.234,56' → cents. */
function cents(text: string): number {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

async function balanceCents(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await balance.waitFor();
  return cents(await balance.innerText());
}

describe('disputes (issue 24)', () => {
  const browser = useBrowser();

  it('a company contests a lead, the ADMIN refunds it, the open Financeiro shows the refund without a reload', async () => {
    const company = await browser.newPage();
    const admin = await browser.newPage();
    try {
      // The company: Mensagens, its charged lead, 'Contestar'.
      await loginAs(company.page, DEMO.client.email, DEMO_PASSWORD, '/client');
      await company.page.goto('/client/mensagens');
      const contest = company.page
        .getByRole('button', { name: 'Contestar', exact: true })
        .filter({ visible: true })
        .first();
      expect(await seen(contest, 15_000)).toBe(true);
      // Financeiro stays open in a second tab of the same session, never reloaded.
      const financeiro = await company.context.newPage();
      await financeiro.goto('/client/financeiro');
      const before = await balanceCents(financeiro);

      await contest.click();
      const dialog = company.page.getByRole('dialog', { name: 'Contestar lead' });
      await dialog.waitFor();
      // Outro motivo without a note is refused in the dialog, in Portuguese.
      await dialog.getByLabel('Outro motivo').check();
      await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
      expect(await seen(dialog.getByText('Descreva o motivo da contestação'))).toBe(true);
      await dialog.getByLabel('Pedido falso').check();
      await dialog.getByLabel('Observação (opcional)').fill('O número do cliente não existe no WhatsApp.');
      expect(await seriousViolations(company.page, OPEN_DIALOG)).toEqual([]);
      await shoot(company.page, 'dialogo-contestar', dialog);
      await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
      expect(await seen(toasts(company.page).getByText(MSG.created))).toBe(true);
      await dialog.waitFor({ state: 'hidden' });
      // The table (and, on a phone, the cards) shows the lead's dispute instead of 'Contestar'.
      const badge = company.page.getByText('Contestação: Em análise').filter({ visible: true });
      expect(await seen(badge)).toBe(true);

      // The company's own disputes.
      await company.page.getByRole('tab', { name: 'Contestações' }).click();
      const own = company.page.getByRole('list', { name: 'Contestações' });
      expect(await seen(own.getByText('Pedido falso').first())).toBe(true);
      await shoot(company.page, 'empresa');

      // The ADMIN: the queue in Mensagens > Contestações, the company's record, 'Reembolsar'.
      await loginAs(admin.page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await admin.page.goto('/admin/mensagens?aba=contestacoes');
      const card = admin.page
        .getByRole('list', { name: 'Contestações' })
        .getByRole('article')
        .filter({ hasText: DEMO.client.name })
        .filter({ hasText: 'O número do cliente não existe no WhatsApp.' });
      expect(await seen(card, 10_000)).toBe(true);
      await expect(card.getByText('Histórico da empresa').isVisible()).resolves.toBe(true);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await shoot(admin.page, 'fila-admin');
      const amount = cents(await card.locator('header').innerText());

      await card.getByRole('button', { name: 'Reembolsar' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Reembolsar o lead?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Confirmar reembolso' }).click();
      expect(await seen(confirm.getByText('Escreva uma observação para a empresa'))).toBe(true);
      await confirm.getByLabel('Observação para a empresa').fill('Confirmamos: número inexistente.');
      await shoot(admin.page, 'dialogo-reembolsar', confirm);
      await confirm.getByRole('button', { name: 'Confirmar reembolso' }).click();
      expect(await seen(toasts(admin.page).getByText(MSG.refunded))).toBe(true);

      // The company's Financeiro, open all along: the refund arrives live.
      const refundRow = financeiro
        .getByRole('row')
        .filter({ hasText: 'Reembolso' })
        .filter({ visible: true })
        .first();
      expect(await seen(refundRow, 10_000)).toBe(true);
      // Named by its dispute and request (issue 29 §4), linked to the dispute; no internal lead number.
      expect(await refundRow.innerText()).toMatch(
        /Reembolso da contestação #\d+: .+, pedido de \d{2}\/\d{2}\/\d{4}/,
      );
      expect(await refundRow.getByRole('link', { name: 'Ver contestação' }).count()).toBe(1);
      expect(await refundRow.innerText()).not.toContain('Lead #');
      await expect.poll(() => balanceCents(financeiro), { timeout: 10_000 }).toBe(before + amount);
      expect(await seen(toasts(financeiro).getByText(MSG.decided))).toBe(true);
      await shoot(financeiro, 'financeiro-reembolso');

      // The ADMIN sees its decision under 'Reembolsadas'.
      await admin.page
        .getByRole('group', { name: 'Situação das contestações' })
        .getByText('Reembolsadas', { exact: true })
        .click();
      expect(
        await seen(admin.page.getByRole('article').filter({ hasText: 'Confirmamos: número inexistente.' })),
      ).toBe(true);
    } finally {
      await company.context.close();
      await admin.context.close();
    }
    // Two browsers, ten screenshots and a live round trip: longer than the default minute on a busy machine.
  }, 150_000);

  it("shows the company's dispute rate to its ADMIN and the dispute window in Configurações", async () => {
    const admin = await browser.newPage();
    const master = await browser.newPage();
    try {
      await loginAs(admin.page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await admin.page.goto('/admin/franquias');
      const row = admin.page
        .getByRole('list', { name: 'Empresas' })
        .getByRole('listitem')
        .filter({ hasText: DEMO.client.name });
      const rate = row.getByTestId('dispute-rate');
      expect(await seen(rate, 10_000)).toBe(true);
      // The first test contested one of its few charged leads: well above 30 %.
      expect(await rate.innerText()).toMatch(/^\d+ %/);
      expect(await rate.getAttribute('class')).toMatch(/bg-(amber|red)-50/);
      await shoot(admin.page, 'franquias-admin');

      await loginAs(master.page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await master.page.goto('/master/configuracoes');
      const days = master.page.getByLabel('Prazo para contestar um lead (dias)');
      await days.waitFor();
      expect(await days.inputValue()).toBe('7');
      await shoot(master.page, 'configuracoes-master');
    } finally {
      await admin.context.close();
      await master.context.close();
    }
  }, 120_000);
});
