import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  gone,
  loginAs,
  openFromSidebar,
  seen,
  toasts,
  uniqueCompanyMobile,
  uniqueEmail,
} from '../support/journey.ts';

/** Where the screenshots of these screens go (looked at by hand; not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? join(tmpdir(), 'tenho-screenshots', 'seams');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** 'R$ 1.234,56' → 1234.56 */
const reais = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Every POST /api/users the page sends, in order. */
function recordUserPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') posts.push(request);
  });
  return posts;
}

async function storedRole(email: string): Promise<string | undefined> {
  const { body } = await apiCall<{ users: Array<{ email: string; role: string }> }>(
    'GET',
    `/users?search=${encodeURIComponent(email)}`,
    { token: await masterToken() },
  );
  return body.users.find((u) => u.email === email)?.role;
}

/** The five steps with real clicks; screenshots of each; nothing sent before 'Criar Usuário'. */
async function walkWizard(page: Page, who: string, email: string, size: string, role: string, unit?: string) {
  const posts = recordUserPosts(page);
  await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
  const create = page.getByRole('dialog', { name: 'Novo Usuário' });
  await create.waitFor();
  const next = create.getByRole('button', { name: 'Próximo', exact: true });
  const step = (n: number) => create.getByText(`Etapa ${n} de 5`, { exact: true });
  const tabs = create.getByRole('tablist', { name: 'Etapas do cadastro' });

  // Every tab label is whole: none is cut or scrolled out of the strip.
  const clipped = await tabs.getByRole('tab').evaluateAll((items) =>
    items
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        const strip = tab.parentElement!.getBoundingClientRect();
        return (
          tab.scrollWidth > tab.clientWidth || box.right > strip.right + 0.5 || box.left < strip.left - 0.5
        );
      })
      .map((tab) => tab.textContent),
  );
  expect(clipped, `${who} ${size}: tab labels fit`).toEqual([]);

  await create.getByLabel('E-mail *', { exact: true }).pressSequentially(email);
  await create.getByLabel('Senha *', { exact: true }).pressSequentially('Passo#2026a');
  await create.getByLabel('Nome *', { exact: true }).pressSequentially('Pessoa Passo a Passo');
  await shot(page, `wizard-${who}-${size}-1`);
  // Enter in a field of step 1 does not submit.
  await create.getByLabel('Nome *', { exact: true }).press('Enter');
  if (await step(1).isVisible()) await next.click();
  await step(2).waitFor();
  await create.getByLabel('Telefone 1', { exact: true }).pressSequentially(uniqueCompanyMobile().typed);
  await shot(page, `wizard-${who}-${size}-2`);
  await next.click();
  await step(3).waitFor();
  await shot(page, `wizard-${who}-${size}-3`);
  await next.click();
  await step(4).waitFor();
  await create.getByLabel('Data de nascimento', { exact: true }).pressSequentially('05111990');
  expect(await create.getByLabel('Data de nascimento', { exact: true }).inputValue()).toBe('05/11/1990');
  await shot(page, `wizard-${who}-${size}-4`);
  // The click that moves to step 5 lands where 'Criar Usuário' appears: it must not create.
  await next.click();
  await step(5).waitFor();
  expect(posts, `${who}: no POST /users on the way to step 5`).toHaveLength(0);
  expect(await create.getByText('Selecione a franquia do usuário', { exact: true }).count()).toBe(0);
  await create.getByLabel('Perfil de acesso *', { exact: true }).selectOption(role);
  if (unit) await create.getByLabel('Franquia', { exact: true }).selectOption({ label: unit });
  await shot(page, `wizard-${who}-${size}-5`);
  expect(posts).toHaveLength(0);
  await create.getByRole('button', { name: 'Criar Usuário' }).click();
  expect(await seen(toasts(page).getByText('Usuário criado com sucesso!', { exact: true }), 10_000)).toBe(
    true,
  );
  expect(await gone(create)).toBe(true);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toMatchObject({ role, email });
  expect(await storedRole(email), `${who}: the role chosen on step 5 is stored`).toBe(role);
}

describe('seams: wizard, money and dates whatever the browser language', () => {
  const browser = useBrowser();

  for (const size of SIZES) {
    it(`Novo Usuário as ADMIN and as MASTER at ${size.width} px: only 'Criar Usuário' on step 5 creates`, async () => {
      const admin = await browser.newPage(size);
      try {
        await loginAs(admin.page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
        await admin.page.goto('/admin/usuarios');
        await walkWizard(admin.page, 'admin', uniqueEmail('passo.admin'), String(size.width), 'CLIENT');
      } finally {
        await admin.context.close();
      }
      const master = await browser.newPage(size);
      try {
        await loginAs(master.page, E2E_MASTER.email, E2E_MASTER.password, '/master');
        await master.page.goto('/master/usuarios');
        await walkWizard(
          master.page,
          'master',
          uniqueEmail('passo.master'),
          String(size.width),
          'ADMIN',
          DEMO.admin.unit,
        );
      } finally {
        await master.context.close();
      }
    });
  }

  it("the ADMIN inserts R$ 10,00 typed as '10,00' in an en-US browser; the balance grows by exactly 10.00", async () => {
    const { context, page } = await browser.newPage({ locale: 'en-US' });
    try {
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await openFromSidebar(page, 'Franquias', '/admin/franquias');
      const company = page
        .getByRole('list', { name: 'Empresas' })
        .getByRole('listitem')
        .filter({ hasText: DEMO.client.name });
      await company.waitFor({ timeout: 10_000 });
      const balance = company.getByTestId(/^balance-/);
      const before = reais(await balance.innerText());
      await shot(page, 'admin-franquias-1440');

      await company
        .getByRole('button', { name: `Inserir Crédito para ${DEMO.client.name}`, exact: true })
        .click();
      const credit = page.getByRole('dialog', { name: 'Inserir Crédito' });
      await credit.waitFor();
      await credit.getByLabel('Valor (R$)', { exact: true }).pressSequentially('10,00');
      await shot(page, 'admin-credit-dialog-1440');
      await credit.getByRole('button', { name: 'Continuar', exact: true }).click();
      const review = credit.getByTestId('credit-review-amount');
      await review.waitFor();
      expect(await review.innerText()).toBe('R$ 10,00');
      await shot(page, 'admin-credit-confirm-1440');
      await credit.getByRole('button', { name: 'Confirmar', exact: true }).click();
      expect(
        await seen(toasts(page).getByText('Crédito inserido com sucesso!', { exact: true }), 10_000),
      ).toBe(true);
      expect(await gone(credit)).toBe(true);
      await expect
        .poll(async () => reais(await balance.innerText()), { timeout: 10_000 })
        .toBeCloseTo(before + 10, 2);
      // Stored, not only shown.
      await page.reload();
      await company.waitFor({ timeout: 10_000 });
      expect(reais(await balance.innerText())).toBeCloseTo(before + 10, 2);

      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'admin-franquias-390');
      await company
        .getByRole('button', { name: `Inserir Crédito para ${DEMO.client.name}`, exact: true })
        .click();
      await credit.getByLabel('Valor (R$)', { exact: true }).pressSequentially('1.234,5');
      await credit.getByRole('button', { name: 'Continuar', exact: true }).click();
      expect(await credit.getByTestId('credit-review-amount').innerText()).toBe('R$ 1.234,50');
      await shot(page, 'admin-credit-confirm-390');
      await credit.getByRole('button', { name: 'Voltar', exact: true }).click();
      await shot(page, 'admin-credit-dialog-390');
      await credit.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await gone(credit)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("a Mensagens date typed as '05/11/2026' in an en-US browser asks the API for 2026-11-05", async () => {
    const { context, page } = await browser.newPage({ locale: 'en-US' });
    try {
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await openFromSidebar(page, 'Mensagens', '/admin/mensagens');
      const from = page.getByLabel('De', { exact: true });
      await from.waitFor({ timeout: 10_000 });
      const asked = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === '/api/webhooks/messages' && url.searchParams.get('dateFrom') === '2026-11-05';
      });
      await from.pressSequentially('05/11/2026');
      expect(await from.inputValue()).toBe('05/11/2026');
      await asked;
      // The calendar agrees: 5 November, in pt-BR.
      await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
      const grid = page.getByRole('grid', { name: 'novembro de 2026' });
      expect(await seen(grid)).toBe(true);
      expect(await grid.getByRole('gridcell', { selected: true }).innerText()).toBe('5');
      await shot(page, 'messages-calendar-1440');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
      await grid.waitFor();
      await shot(page, 'messages-calendar-390');
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });

  for (const size of SIZES) {
    it(`the top-up dialog at ${size.width} px reads '10,5' as R$ 10,50 in an en-US browser`, async () => {
      const { context, page } = await browser.newPage({ ...size, locale: 'en-US' });
      try {
        await loginAs(page, DEMO.client.email, DEMO_PASSWORD, '/client');
        await page.goto('/client/financeiro');
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Carregar Créditos', exact: true })
          .first()
          .click();
        const dialog: Locator = page.getByRole('dialog', { name: 'Carregar Créditos' });
        await dialog.waitFor();
        const amount = dialog.getByLabel('Valor (R$)', { exact: true });
        await amount.pressSequentially('10,5');
        await amount.press('Tab');
        expect(await amount.inputValue()).toBe('10,50');
        await shot(page, `top-up-${size.width}`);
        await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
        expect(await gone(dialog)).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
