import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createAccount, masterToken } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';
import { animationsSettled, toastsGone } from '../support/settle.ts';
import { axeViolations } from '../support/axe.ts';

/** Spec §2/§8 and domain texts (packages/domain franchise, dashboards, audit schemas), by value. */
const MSG = {
  masterTitle: 'Dashboard Master - Controle Total do Sistema',
  required: 'Preencha todos os campos obrigatórios',
  created: 'Franquia criada!',
  removed: 'Franquia removida!',
  adminCreated: 'Admin criado com sucesso!',
  creditInserted: 'Crédito inserido com sucesso!',
  deleteHint: 'Digite "excluir" para confirmar a exclusão',
  defaultCreditDescription: 'Crédito inserido pelo administrador',
  logsTitle: 'Logs do sistema',
} as const;

const linkedMessage = (users: number, clients: number) =>
  `Esta franquia possui usuários (${users}) e/ou clientes (${clients}) vinculados. Você precisa desvincular todos antes de excluir.`;

const CONTENT = '#conteudo';
const DIALOG = '[role="dialog"]';

/** Serious and critical axe violations inside `scope` (the same check as a11y.e2e.ts). */
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

/** A name no other journey (or earlier run on the same server) uses. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

const franchisesTable = (page: Page): Locator => page.getByRole('table', { name: 'Franquias' });

/** Narrows the list to `name` and returns its row. */
async function findUnitRow(page: Page, name: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Buscar franquias' });
  await search.fill(name);
  const row = franchisesTable(page).getByRole('row').filter({ hasText: name });
  await row.first().waitFor({ timeout: 10_000 });
  return row.first();
}

async function rowAction(page: Page, name: string, item: string): Promise<void> {
  const row = await findUnitRow(page, name);
  await row.getByRole('button', { name: `Mais ações para ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Creates a unit through the 'Nova Franquia' modal; returns nothing, the toast says it worked. */
async function createUnit(page: Page, unit: { name: string; city: string; state: string; region?: string }) {
  await page.getByRole('button', { name: 'Nova Franquia', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova franquia' });
  await dialog.waitFor();
  await dialog.getByLabel('Nome *', { exact: true }).fill(unit.name);
  await dialog.getByLabel('Cidade *', { exact: true }).fill(unit.city);
  await dialog.getByLabel('UF *', { exact: true }).selectOption(unit.state);
  if (unit.region) await dialog.getByLabel('Região', { exact: true }).fill(unit.region);
  await dialog.getByRole('button', { name: 'Criar franquia', exact: true }).click();
  expect(await seen(toasts(page).getByText(MSG.created, { exact: true }), 10_000)).toBe(true);
  expect(await gone(dialog)).toBe(true);
}

/** The id of a unit by name, from the full list (MASTER). */
async function unitIdByName(name: string): Promise<number> {
  const { body } = await apiCall<{ units: Array<{ id: number; name: string }> }>(
    'GET',
    `/franchise-units?search=${encodeURIComponent(name)}`,
    { token: await masterToken() },
  );
  const unit = body.units.find((u) => u.name === name);
  if (!unit) throw new Error(`unit ${name} not found`);
  return unit.id;
}

/** The journeys share one server: take away what this one created (or at least switch it off). */
async function cleanUp(unitName: string, userIds: number[]): Promise<void> {
  const token = await masterToken();
  for (const id of userIds) await apiCall('DELETE', `/users/${id}`, { token }).catch(() => undefined);
  const id = await unitIdByName(unitName).catch(() => null);
  if (id === null) return;
  const removed = await apiCall('DELETE', `/franchise-units/${id}`, { token }).catch(() => null);
  if (removed?.status !== 204)
    await apiCall('PATCH', `/franchise-units/${id}`, { token, body: { is_active: false } }).catch(
      () => undefined,
    );
}

describe('Franquias: units, admins, credit, delete rules, the unit dashboard and the logs', () => {
  const browser = useBrowser();

  it('MASTER creates a unit, adds its ADMIN, sees its company, inserts credit, cannot delete it while linked, deletes an empty unit; the ADMIN sees its dashboard; the logs show it all', async () => {
    const id = stamp();
    const unitName = `Tenho E2E ${id}`;
    const emptyName = `Tenho Vazia ${id}`;
    const admin = { email: `admin.${id}@e2e.tenho.com.br`, password: 'Admin#E2e2026', name: `Admin ${id}` };
    const companyName = `Empresa E2E ${id}`;
    const userIds: number[] = [];

    const master = await browser.newPage();
    try {
      const { page } = master;
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      expect(await seen(page.getByRole('heading', { name: MSG.masterTitle, level: 1 }), 10_000)).toBe(true);
      await openFromSidebar(page, 'Franquias', '/master/franquias');
      await franchisesTable(page).getByRole('row').nth(1).waitFor({ timeout: 10_000 });

      // An empty save names the rule once; then the unit is created.
      await page.getByRole('button', { name: 'Nova Franquia', exact: true }).first().click();
      const form = page.getByRole('dialog', { name: 'Nova franquia' });
      await form.getByRole('button', { name: 'Criar franquia', exact: true }).click();
      expect(await seen(form.getByText(MSG.required, { exact: true }))).toBe(true);
      await form.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await gone(form)).toBe(true);
      await createUnit(page, { name: unitName, city: 'Campinas', state: 'SP' });
      const row = await findUnitRow(page, unitName);
      expect(await row.innerText()).toContain(`tenho-e2e-${id}`);
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['Campinas', 'SP', '-', 'Ativa']),
      );
      const unitId = await unitIdByName(unitName);

      // Its ADMIN, through the admins manager.
      await rowAction(page, unitName, 'Administradores');
      const admins = page.getByRole('dialog', { name: 'Administradores' });
      expect(await seen(admins.getByText('Nenhum administrador nesta franquia', { exact: true }))).toBe(true);
      await admins.getByLabel('E-mail *', { exact: true }).fill(admin.email);
      await admins.getByLabel('Nome *', { exact: true }).fill(admin.name);
      await admins.getByLabel('Senha *', { exact: true }).fill(admin.password);
      // The phone is optional for a franchise admin (spec §5): left empty here.
      await admins.getByRole('button', { name: 'Criar admin', exact: true }).click();
      expect(await seen(toasts(page).getByText(MSG.adminCreated, { exact: true }), 10_000)).toBe(true);
      const adminList = admins.getByRole('list', { name: 'Administradores' });
      expect(await seen(adminList.getByText(admin.name, { exact: true }), 10_000)).toBe(true);
      await admins.getByRole('button', { name: 'Fechar', exact: true }).first().click();
      expect(await gone(admins)).toBe(true);

      // A company of the unit (set up through the API: registering companies is the users journey's).
      userIds.push(
        await createAccount({
          email: `empresa.${id}@e2e.tenho.com.br`,
          password: 'Empresa#E2e2026',
          name: companyName,
          role: 'CLIENT',
          unit: unitName,
        }),
      );

      // Its companies with their balances, and 'Inserir Crédito'.
      await rowAction(page, unitName, 'Ver empresas');
      const companies = page.getByRole('dialog', { name: 'Empresas' });
      const companyRow = companies
        .getByRole('list', { name: 'Empresas da franquia' })
        .getByRole('listitem')
        .filter({ hasText: companyName });
      expect(await seen(companyRow, 10_000)).toBe(true);
      expect(await companyRow.innerText()).toContain('R$ 0,00');
      await companyRow
        .getByRole('button', { name: `Inserir Crédito para ${companyName}`, exact: true })
        .click();
      const credit = page.getByRole('dialog', { name: 'Inserir Crédito' });
      await credit.waitFor();
      const next = credit.getByRole('button', { name: 'Continuar', exact: true });
      expect(await next.isDisabled()).toBe(true);
      const amount = credit.getByLabel('Valor (R$)', { exact: true });
      expect(await amount.getAttribute('inputmode')).toBe('decimal');
      await amount.fill('25.50');
      expect(await next.isEnabled()).toBe(true);
      await next.click();
      // The confirmation shows the amount as a Brazilian reads it before anything is credited.
      expect(await seen(credit.getByTestId('credit-review-amount').filter({ hasText: 'R$ 25,50' }))).toBe(
        true,
      );
      await credit.getByRole('button', { name: 'Confirmar', exact: true }).click();
      expect(await seen(toasts(page).getByText(MSG.creditInserted, { exact: true }), 10_000)).toBe(true);
      expect(await gone(credit)).toBe(true);
      expect(await seen(companyRow.filter({ hasText: 'R$ 25,50' }), 10_000)).toBe(true);
      await companies.getByRole('button', { name: 'Fechar', exact: true }).first().click();
      expect(await gone(companies)).toBe(true);

      // Cannot delete it while its ADMIN and its company are linked.
      await rowAction(page, unitName, 'Excluir');
      const blocked = page.getByRole('dialog', { name: `Excluir ${unitName}` });
      expect(await seen(blocked.getByText(linkedMessage(1, 1), { exact: true }), 10_000)).toBe(true);
      expect(await blocked.getByRole('textbox').count()).toBe(0);
      await blocked.getByRole('button', { name: 'Entendi', exact: true }).click();
      expect(await gone(blocked)).toBe(true);

      // An empty unit is deleted once 'excluir' is typed (any case); the button waits for it.
      await createUnit(page, { name: emptyName, city: 'Niterói', state: 'RJ', region: 'Icaraí' });
      await rowAction(page, emptyName, 'Excluir');
      const removal = page.getByRole('dialog', { name: `Excluir ${emptyName}` });
      const word = removal.getByLabel('Digite excluir para confirmar', { exact: true });
      await word.waitFor({ timeout: 10_000 });
      expect(await seen(removal.getByText(MSG.deleteHint, { exact: true }))).toBe(true);
      const remove = removal.getByRole('button', { name: 'Excluir franquia', exact: true });
      await word.fill('excl');
      expect(await remove.isDisabled()).toBe(true);
      await word.fill('EXCLUIR');
      expect(await remove.isEnabled()).toBe(true);
      await remove.click();
      expect(await seen(toasts(page).getByText(MSG.removed, { exact: true }), 10_000)).toBe(true);
      expect(await gone(removal)).toBe(true);
      await page.getByRole('searchbox', { name: 'Buscar franquias' }).fill(emptyName);
      expect(await seen(page.getByText('Nenhuma franquia encontrada', { exact: true }), 10_000)).toBe(true);

      // The MASTER opens the unit's dashboard from the list.
      await rowAction(page, unitName, 'Ver dashboard');
      await page.waitForURL((url) => url.pathname === `/master/franquias/${unitId}/dashboard`);
      expect(
        await seen(page.getByRole('heading', { name: `Dashboard - ${unitName}`, level: 1 }), 10_000),
      ).toBe(true);

      // The new ADMIN signs in and lands on its unit's dashboard with the unit's figures.
      const adminSession = await browser.newPage();
      try {
        const adminPage = adminSession.page;
        await loginAs(adminPage, admin.email, admin.password, '/admin');
        expect(
          await seen(adminPage.getByRole('heading', { name: `Dashboard - ${unitName}`, level: 1 }), 10_000),
        ).toBe(true);
        const cards = adminPage.getByRole('list', { name: 'Indicadores da franquia' }).getByRole('listitem');
        await cards.first().waitFor({ timeout: 10_000 });
        // Empresas, Saldo Total, Leads Recentes, Transações: label, figure, hint.
        const [companiesCard, balanceCard, leadsCard, movementsCard] = (await cards.allInnerTexts()).map(
          (text) => text.replace(/\s+/g, ' '),
        );
        expect(companiesCard).toMatch(/^Empresas 1 /);
        expect(balanceCard).toMatch(/^Saldo Total R\$ 25,50 /);
        // Issue 29: the card counts the unit's registrations of the last 30 days, like the chart beside
        // it (the company the MASTER created above is one of them).
        expect(leadsCard).toMatch(/^Leads Recentes 1 /);
        expect(movementsCard).toMatch(/^Transações 1 /);
        const chart = adminPage.getByRole('figure', { name: 'Crescimento de Empresas' });
        expect(await chart.getByRole('img').count()).toBe(7);
        // This month's bar counts the company registered today.
        expect(await chart.getByRole('img').last().getAttribute('aria-label')).toMatch(
          /^\d{2}\/\d{2}: 1 empresa cadastrada$/,
        );
        const clientsPanel = adminPage.getByRole('list', { name: 'Empresas da Franquia' });
        expect(await clientsPanel.innerText()).toContain(companyName);
        const movement = adminPage
          .getByRole('list', { name: 'Transações Recentes' })
          .getByRole('listitem')
          .filter({ hasText: companyName });
        expect(await seen(movement, 10_000)).toBe(true);
        expect(await movement.innerText()).toContain(MSG.defaultCreditDescription);
        expect(await movement.getByText('+R$ 25,50', { exact: true }).getAttribute('class')).toContain(
          'text-emerald-700',
        );
        // Its Franquias page is its own unit, read-only but for crediting its companies.
        await openFromSidebar(adminPage, 'Franquias', '/admin/franquias');
        expect(await seen(adminPage.getByRole('heading', { name: unitName, exact: true }), 10_000)).toBe(
          true,
        );
        const creditButton = adminPage.getByRole('button', { name: `Inserir Crédito para ${companyName}` });
        expect(await seen(creditButton, 10_000)).toBe(true);
        expect(
          await adminPage
            .getByRole('main')
            .getByRole('button')
            .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
        ).toEqual([`Inserir Crédito para ${companyName}`]);
      } finally {
        await adminSession.context.close();
      }

      // The MASTER's logs show those actions.
      await page.goto('/master');
      await page
        .getByRole('region', { name: 'Ações Master' })
        .getByRole('link', { name: /Logs do Sistema/ })
        .click();
      await page.waitForURL((url) => url.pathname === '/master/logs');
      const log = page.getByRole('table', { name: MSG.logsTitle });
      await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Todas de Franquias' });
      await page.getByRole('searchbox', { name: 'Usuário' }).fill(E2E_MASTER.email);
      const entry = (action: string, target: string) =>
        log.getByRole('row').filter({ hasText: action }).filter({ hasText: target });
      expect(await seen(entry('Franquia criada', `Franquia #${unitId}`), 10_000)).toBe(true);
      expect(await seen(entry('Franquia excluída', 'Franquia #'), 10_000)).toBe(true);
      expect(await entry('Franquia criada', `Franquia #${unitId}`).first().innerText()).toContain(
        E2E_MASTER.email,
      );

      await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Usuário criado' });
      expect(await seen(log.getByRole('row').filter({ hasText: 'Usuário criado' }), 30_000)).toBe(true);
      await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Crédito na carteira' });
      expect(await seen(log.getByRole('row').filter({ hasText: 'Crédito na carteira' }), 30_000)).toBe(true);

      // The same rows as a spreadsheet, fetched with the session.
      await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Todas de Franquias' });
      await entry('Franquia excluída', 'Franquia #').first().waitFor({ timeout: 10_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv).toContain('Franquia excluída');
      expect(csv).toContain(`franchise_units.create`);
      expect(csv).not.toContain('Crédito na carteira');
    } finally {
      await master.context.close();
      await cleanUp(unitName, userIds);
    }
  });

  // One test per screen size: sixteen axe scans in one test outlived its time on a loaded machine.
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`accessibility: Franquias with its modals, the master dashboard and the logs (${size.width} px)`, async () => {
      const { context, page } = await browser.newPage(size);
      try {
        await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
        await page.getByRole('region', { name: 'Ações Master' }).waitFor({ timeout: 10_000 });
        // The login toast fades out first (it belongs to the landing page's flow).
        await toastsGone(page);
        expect(await seriousViolations(page), `master dashboard ${size.width}`).toEqual([]);

        await page.goto('/master/franquias');
        await franchisesTable(page).getByRole('row').nth(1).waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page), `franquias ${size.width}`).toEqual([]);

        await page.getByRole('button', { name: 'Nova Franquia', exact: true }).first().click();
        const form = page.getByRole('dialog', { name: 'Nova franquia' });
        await form.getByRole('button', { name: 'Criar franquia', exact: true }).click();
        await form.getByText(MSG.required, { exact: true }).waitFor();
        expect(await seriousViolations(page, DIALOG), `franchise form ${size.width}`).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await gone(form)).toBe(true);

        await rowAction(page, 'Tenho Centro', 'Ver empresas');
        const companies = page.getByRole('dialog', { name: 'Empresas' });
        await companies.getByRole('list', { name: 'Empresas da franquia' }).waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page, DIALOG), `companies ${size.width}`).toEqual([]);
        await companies
          .getByRole('button', { name: /^Inserir Crédito para / })
          .first()
          .click();
        const credit = page.getByRole('dialog', { name: 'Inserir Crédito' });
        await credit.waitFor();
        expect(await seriousViolations(page, DIALOG), `credit ${size.width}`).toEqual([]);
        await credit.getByRole('button', { name: 'Cancelar', exact: true }).click();
        await companies.getByRole('button', { name: 'Fechar', exact: true }).first().click();
        expect(await gone(companies)).toBe(true);

        await rowAction(page, 'Tenho Centro', 'Administradores');
        const admins = page.getByRole('dialog', { name: 'Administradores' });
        await admins.getByRole('list', { name: 'Administradores' }).waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page, DIALOG), `admins ${size.width}`).toEqual([]);
        await admins.getByRole('button', { name: 'Fechar', exact: true }).first().click();

        await rowAction(page, 'Tenho Centro', 'Excluir');
        const blocked = page.getByRole('dialog', { name: 'Excluir Tenho Centro' });
        await blocked.getByRole('button', { name: 'Entendi', exact: true }).waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page, DIALOG), `delete blocked ${size.width}`).toEqual([]);
        await blocked.getByRole('button', { name: 'Entendi', exact: true }).click();

        await page.goto('/master/logs');
        await page
          .getByRole('table', { name: MSG.logsTitle })
          .getByRole('row')
          .nth(1)
          .waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page), `logs ${size.width}`).toEqual([]);

        const centro = await unitIdByName('Tenho Centro');
        await page.goto(`/master/franquias/${centro}/dashboard`);
        await page.getByRole('figure', { name: 'Crescimento de Empresas' }).waitFor({ timeout: 10_000 });
        expect(await seriousViolations(page), `unit dashboard ${size.width}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
