import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  exactly,
  gone,
  loginAs,
  openFromSidebar,
  seen,
  toasts,
} from '../support/journey.ts';
import { animationsSettled } from '../support/settle.ts';
import { axeViolations } from '../support/axe.ts';

/** Spec §8 and domain texts (packages/domain wallet and settings schemas), by value. */
const MSG = {
  creditInserted: 'Crédito inserido com sucesso!',
  settingsSaved: 'Configurações de Crédito salvas com sucesso!',
  pixReady:
    'Pague o Pix com o QR Code ou o código copia e cola. O crédito entra após a confirmação da franquia.',
} as const;

/** The screens of this journey: the panel's content, or the open dialog (the shell is a11y.e2e.ts's). */
const CONTENT = '#conteudo';
const DIALOG = '[role="dialog"]';

/**
 * Serious and critical axe violations inside `scope` as it is now, one readable line each (the
 * same check as a11y.e2e.ts; a shared helper in e2e/support would serve both).
 */
async function seriousViolations(page: Page, scope: string = CONTENT): Promise<string[]> {
  // Let transitions (dialog fade-in, skeletons) settle: axe reads computed colours.
  await animationsSettled(page);
  return (await axeViolations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** 'R$ 1.234,56' → 1234.56 */
function reais(text: string): number {
  const match = /(-?)R\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, int, cents] = match as unknown as [string, string, string, string];
  return (sign ? -1 : 1) * Number(`${int.replace(/\./g, '')}.${cents}`);
}

const balance = (page: Page): Locator => page.getByTestId('wallet-balance');

async function readBalance(page: Page): Promise<number> {
  await balance(page).waitFor();
  return reais(await balance(page).innerText());
}

/** The company's 'Pedidos de carga' list. */
const requests = (page: Page): Locator => page.getByRole('list', { name: 'Pedidos de carga' });

/** Opens 'Carregar Créditos', asks for `amount` (as typed) and waits for the Pix step. */
async function askForCredits(page: Page, amount: string): Promise<Locator> {
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Carregar Créditos', exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Carregar Créditos' });
  await dialog.waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirmar', exact: true });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Valor (R$)', { exact: true }).fill(amount);
  expect(await confirm.isEnabled()).toBe(true);
  await confirm.click();
  const pix = page.getByRole('dialog', { name: 'Pague com Pix' });
  await pix.waitFor({ timeout: 10_000 });
  return pix;
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

describe('Financeiro: Carregar Créditos with Pix, confirmation, statement and the credit value', () => {
  const browser = useBrowser();

  it('a company asks for R$ 50,00, its ADMIN confirms, the balance and statement show it; the MASTER sets the credit value and the ADMIN reads it', async () => {
    const company = await signedIn(browser, DEMO.client.email, DEMO_PASSWORD, '/client');
    const admin = await signedIn(browser, DEMO.admin.email, DEMO_PASSWORD, '/admin');
    const master = await signedIn(browser, E2E_MASTER.email, E2E_MASTER.password, '/master');
    try {
      // The company asks for R$ 50,00 and sees the QR and the code.
      const { page } = company;
      await company.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openFromSidebar(page, 'Financeiro', '/client/financeiro');
      const before = await readBalance(page);
      const pix = await askForCredits(page, '50,00');
      expect(await seen(pix.getByRole('img', { name: 'QR Code do Pix de R$ 50,00' }))).toBe(true);
      const qrSize = await pix.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(qrSize).toBeGreaterThan(100);
      const code = await pix.getByLabel('Pix copia e cola', { exact: true }).inputValue();
      // A BR Code for the unit's Pix key asking for exactly 50.00, with a txid naming the request.
      expect(code).toMatch(/^000201/);
      expect(code).toContain('br.gov.bcb.pix');
      expect(code).toContain('540550.00');
      expect(code).toMatch(/TENHO\d{10}/);
      expect(code).toMatch(/6304[0-9A-F]{4}$/);
      expect(await seen(pix.getByText(MSG.pixReady, { exact: true }))).toBe(true);
      await pix.getByRole('button', { name: 'Copiar código', exact: true }).click();
      expect(await seen(pix.getByRole('button', { name: 'Código copiado!', exact: true }))).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await pix.getByRole('button', { name: 'Concluir', exact: true }).click();
      expect(await gone(pix)).toBe(true);
      const mine = requests(page).getByRole('listitem').filter({ hasText: 'R$ 50,00' }).first();
      expect(await seen(mine.getByText('Aguardando pagamento', { exact: true }))).toBe(true);

      // Its ADMIN confirms the payment.
      await openFromSidebar(admin.page, 'Financeiro', '/admin/financeiro');
      const pending = admin.page.getByRole('table', { name: 'Pedidos de carga pendentes' });
      const row = pending
        .getByRole('row')
        .filter({ hasText: DEMO.client.name })
        .filter({ hasText: 'R$ 50,00' })
        .first();
      await row.waitFor({ timeout: 10_000 });
      await row
        .getByRole('button', { name: `Confirmar pagamento de ${DEMO.client.name}`, exact: true })
        .click();
      const confirm = admin.page.getByRole('dialog', { name: 'Confirmar pagamento' });
      expect(
        await seen(confirm.getByText(/Confirme que o Pix de R\$ 50,00 de Auto Peças Paulista foi recebido/)),
      ).toBe(true);
      await confirm.getByRole('button', { name: 'Confirmar pagamento', exact: true }).click();
      expect(await seen(toasts(admin.page).getByText(MSG.creditInserted, { exact: true }), 10_000)).toBe(
        true,
      );
      expect(await gone(confirm)).toBe(true);
      // The network statement of the unit shows the credit too.
      const network = admin.page.getByRole('table', { name: 'Extrato de movimentações' });
      expect(
        await seen(
          network
            .getByRole('row')
            .filter({ hasText: 'Carga de créditos via Pix' })
            .filter({ hasText: '+R$ 50,00' }),
          10_000,
        ),
      ).toBe(true);

      // The company sees the status change and the credit without reloading (it polls while pending).
      expect(await seen(mine.getByText('Confirmado', { exact: true }), 20_000)).toBe(true);
      await expect.poll(() => readBalance(page), { timeout: 10_000 }).toBeCloseTo(before + 50, 2);
      const statement = page.getByRole('table', { name: 'Extrato de movimentações' });
      const newest = statement.getByRole('row').nth(1);
      expect(await seen(newest.filter({ hasText: '+R$ 50,00' }), 10_000)).toBe(true);
      expect(await newest.innerText()).toContain('Carga de créditos via Pix');
      // After a reload too: it is stored, not only shown.
      await page.reload();
      expect(await readBalance(page)).toBeCloseTo(before + 50, 2);

      // The MASTER changes the credit value to 0,50.
      await openFromSidebar(master.page, 'Configurações', '/master/configuracoes');
      const credit = master.page.getByLabel('Valor do crédito (R$)', { exact: true });
      await expect.poll(() => credit.inputValue()).toBe('0,30');
      await credit.fill('0,50');
      await master.page.getByRole('button', { name: 'Salvar', exact: true }).click();
      const saved = master.page.getByText(MSG.settingsSaved, { exact: true });
      expect(await seen(saved, 10_000)).toBe(true);
      // Spec §8: the message clears after 3 s.
      expect(await gone(saved, 6_000)).toBe(true);
      expect(await credit.inputValue()).toBe('0,50');

      // The ADMIN sees it, read-only.
      await openFromSidebar(admin.page, 'Configurações', '/admin/configuracoes');
      const value = admin.page.locator('dd[data-field="creditValue"]');
      expect(await seen(value.filter({ hasText: exactly('R$ 0,50') }), 10_000)).toBe(true);
      expect(await seen(admin.page.getByText(/Somente leitura/))).toBe(true);
      expect(await admin.page.getByRole('main').locator('input, select, textarea').count()).toBe(0);
      expect(await admin.page.getByRole('button', { name: 'Salvar', exact: true }).count()).toBe(0);

      // And the company's Financeiro prices its leads with it.
      await page.reload();
      expect(await seen(page.getByText(/Cada lead aceito custa R\$ 0,50\./), 10_000)).toBe(true);
    } finally {
      // The journeys share one server: put the default credit value back for the ones after this.
      await master.page
        .evaluate(async () => {
          const token = (
            JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { token?: string } }
          ).state?.token;
          await fetch('/api/settings', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ creditValue: 0.3 }),
          });
        })
        .catch(() => undefined);
      await Promise.all([company.context.close(), admin.context.close(), master.context.close()]);
    }
  });

  it("a company's USER sees the company's balance, read-only", async () => {
    const user = await signedIn(browser, DEMO.user.email, DEMO_PASSWORD, '/user');
    const company = await signedIn(browser, DEMO.client.email, DEMO_PASSWORD, '/client');
    try {
      await company.page.goto('/client/financeiro');
      const companyBalance = await readBalance(company.page);
      expect(await seen(user.page.getByRole('heading', { name: 'Saldo de créditos da empresa' }))).toBe(true);
      expect(await readBalance(user.page)).toBeCloseTo(companyBalance, 2);
      expect(await seen(user.page.getByText(/Somente leitura/))).toBe(true);
      expect(await user.page.getByRole('button', { name: 'Carregar Créditos' }).count()).toBe(0);
    } finally {
      await Promise.all([user.context.close(), company.context.close()]);
    }
  });

  it('the statement filters by type and exports the same rows as CSV', async () => {
    const { context, page } = await signedIn(browser, DEMO.admin.email, DEMO_PASSWORD, '/admin');
    try {
      await page.goto('/admin/financeiro');
      const statement = page.getByRole('table', { name: 'Extrato de movimentações' });
      await statement.getByRole('row').nth(1).waitFor({ timeout: 10_000 });
      await page.getByLabel('Período', { exact: true }).selectOption({ label: 'Todo o período' });
      await page
        .getByRole('group', { name: 'Tipo de movimentação' })
        .getByText('Créditos', { exact: true })
        .click();
      await expect
        .poll(
          async () =>
            (await statement.getByRole('row').allInnerTexts()).slice(1).every((t) => t.includes('+R$')),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}-\d{2}\.csv$/);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(path, 'utf8');
      const lines = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split(/\r?\n/);
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(lines[0]).toBe('Data;Empresa;Tipo;Descrição;Valor (R$);Saldo após (R$)');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.includes(';Crédito;'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('accessibility: Financeiro of the company, the top-up modal at both steps, Financeiro of the ADMIN and Configurações', async () => {
    const company = await signedIn(browser, DEMO.client.email, DEMO_PASSWORD, '/client');
    const admin = await signedIn(browser, DEMO.admin.email, DEMO_PASSWORD, '/admin');
    const master = await signedIn(browser, E2E_MASTER.email, E2E_MASTER.password, '/master');
    try {
      const { page } = company;
      await page.goto('/client/financeiro');
      await readBalance(page);
      await page.getByRole('table', { name: 'Extrato de movimentações' }).getByRole('row').nth(1).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .getByRole('main')
        .getByRole('button', { name: 'Carregar Créditos', exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Carregar Créditos' });
      await dialog.waitFor();
      expect(await seriousViolations(page, DIALOG)).toEqual([]);
      // A refused amount, with its message.
      await dialog.getByLabel('Valor (R$)', { exact: true }).fill('10,5555');
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      expect(await seen(dialog.getByText('Use no máximo 2 casas decimais', { exact: true }))).toBe(true);
      expect(await seriousViolations(page, DIALOG)).toEqual([]);
      await dialog.getByLabel('Valor (R$)', { exact: true }).fill('20');
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await page.getByRole('dialog', { name: 'Pague com Pix' }).getByRole('img').waitFor();
      expect(await seriousViolations(page, DIALOG)).toEqual([]);

      await admin.page.goto('/admin/financeiro');
      await admin.page
        .getByRole('table', { name: 'Pedidos de carga pendentes' })
        .getByRole('row')
        .nth(1)
        .waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      await admin.page
        .getByRole('table', { name: 'Pedidos de carga pendentes' })
        .getByRole('button', { name: /^Confirmar pagamento de / })
        .first()
        .click();
      const confirm = admin.page.getByRole('dialog', { name: 'Confirmar pagamento' });
      await confirm.waitFor();
      expect(await seriousViolations(admin.page, DIALOG)).toEqual([]);
      await confirm.getByRole('button', { name: 'Voltar', exact: true }).click();
      expect(await gone(confirm)).toBe(true);
      await admin.page.goto('/admin/configuracoes');
      await admin.page.locator('dd[data-field="creditValue"]').waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);

      await master.page.goto('/master/configuracoes');
      await master.page.getByLabel('Valor do crédito (R$)', { exact: true }).waitFor();
      expect(await seriousViolations(master.page)).toEqual([]);
    } finally {
      await Promise.all([company.context.close(), admin.context.close(), master.context.close()]);
    }
  });
});
