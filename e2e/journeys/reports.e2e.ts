import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken, tokenFor, unitId } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { centsOf, parseCsv } from '../support/csv.ts';
import { DEMO_PASSWORD, loginAs, openFromSidebar } from '../support/journey.ts';

/**
 * Relatórios (issue 11) from real data: the journey first creates activity through the API — a
 * credit inserted for a company and a WhatsApp request that company answers TENHO in the
 * simulator — then each tab shows the figures the API computes, the period switch changes them,
 * and each exported CSV holds the rows of the table.
 */

const UNIT = 'Tenho Zona Sul';
const COMPANY = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  /** Its registration phone (what the simulator plays). */
  phone: '(21) 98765-1234',
} as const;
const CREDIT = 12.34;

type Financial = {
  period: number;
  from: string;
  to: string;
  granularity: 'day' | 'week';
  cards: { creditsLoaded: number; leadRevenue: number; balancesHeld: number; leadsCharged: number };
  series: unknown[];
  breakdown: { kind: string; rows: Array<{ name: string }> };
};
type Paged<Row, Cards> = { cards: Cards; rows: Row[]; total: number; page: number; pageSize: number };
type ActivityRow = { userName: string; role: string; totalLogins: number; status: string };
type MessageRow = { content: string; response: string | null; status: string };
type Activity = Paged<
  ActivityRow,
  { totalUsers: number; activeUsers: number; totalLogins: number; documentsCreated: number }
>;
type Messages = Paged<MessageRow, { total: number; read: number; withResponse: number; failed: number }>;

/** 'R$ 1.234,56' as the screen writes it (domain formatBRL, by value). */
function brl(reais: number): string {
  const cents = Math.round(Math.abs(reais) * 100);
  const int = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${reais < 0 ? '-' : ''}R$ ${int},${String(cents % 100).padStart(2, '0')}`;
}

/** The value of the stat card labelled `label`. */
async function card(scope: Page | Locator, label: string): Promise<string> {
  return (
    await scope
      .getByText(label, { exact: true })
      .filter({ visible: true })
      .first()
      .locator('xpath=following-sibling::p[1]')
      .innerText()
  ).trim();
}

/** The visible cells of each body row of `table`. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .filter((td) => (td as HTMLElement).offsetParent !== null)
        .map((td) => (td as HTMLElement).innerText.trim()),
    ),
  );
}

async function download(
  page: Page,
  button: Locator,
): Promise<{ name: string; rows: string[][]; raw: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const raw = await readFile(await file.path(), 'utf8');
  return { name: file.suggestedFilename(), rows: parseCsv(raw), raw };
}

async function poll<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The journey's own activity: a credit for the company and a request it answers TENHO. */
async function createActivity(master: string): Promise<{ request: string }> {
  const { body: list } = await apiCall<{ users: Array<{ id: number; email: string }> }>(
    'GET',
    `/users?role=CLIENT&search=${encodeURIComponent(COMPANY.email)}`,
    { token: master },
  );
  const company = list.users.find((u) => u.email === COMPANY.email);
  if (!company) throw new Error(`${COMPANY.email} is not in the demo data`);
  const credit = await apiCall('POST', '/wallet/transaction', {
    token: master,
    body: { client_id: company.id, amount: CREDIT, description: 'Crédito da jornada de relatórios' },
  });
  if (credit.status !== 200 && credit.status !== 201) throw new Error(`credit answered ${credit.status}`);

  const unit = await unitId(UNIT);
  const request = `Preciso de um eletricista para trocar a fiação ${Date.now().toString(36)}`;
  const suffix = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const consumer = await apiCall('POST', '/simulator/messages', {
    token: master,
    body: { unit_id: unit, from: `(21) 99876-${suffix}`, name: 'Cliente Relatórios', text: request },
  });
  if (consumer.status !== 200) throw new Error(`simulator answered ${consumer.status}`);
  // The alert reaches the company (the report lists it) …
  await poll('the lead alert', async () => {
    const { body } = await apiCall<Messages>('GET', '/reports/messages?pageSize=100', { token: master });
    return body.rows.some((row) => row.content.includes(request));
  });
  // … and the company taps TENHO on its phone.
  const answer = await apiCall('POST', '/simulator/messages', {
    token: master,
    body: { unit_id: unit, from: COMPANY.phone, text: 'TENHO' },
  });
  if (answer.status !== 200) throw new Error(`simulator (TENHO) answered ${answer.status}`);
  await poll('the TENHO answer', async () => {
    const { body } = await apiCall<Messages>('GET', '/reports/messages?pageSize=100', { token: master });
    return body.rows.some((row) => row.content.includes(request) && row.response === 'TENHO');
  });
  return { request };
}

describe('Relatórios: Financeiro, Atividades dos Usuários and Mensagens from real data', () => {
  const browser = useBrowser();

  it('MASTER: every tab shows the real figures, the period switch changes them, and each CSV matches its table', async () => {
    const master = await masterToken();
    const get = async <T>(path: string) => (await apiCall<T>('GET', path, { token: master })).body;
    const before = await get<Financial>('/reports/financial?period=30');
    const { request } = await createActivity(master);
    const after = await get<Financial>('/reports/financial?period=30');
    // The credit of the journey is in the figures, to the cent.
    expect(Math.round((after.cards.creditsLoaded - before.cards.creditsLoaded) * 100)).toBe(
      Math.round(CREDIT * 100),
    );
    expect(after.cards.leadsCharged).toBeGreaterThan(before.cards.leadsCharged);

    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Relatórios', '/master/relatorios');
      await page.getByRole('heading', { name: 'Relatórios', level: 1 }).waitFor();
      expect(await page.getByRole('tab', { name: 'Financeiro' }).getAttribute('aria-selected')).toBe('true');

      // Financeiro, 30 days (the default): the cards are the API's.
      const expectFinancial = async (report: Financial) => {
        await expect
          .poll(() => card(page, 'Créditos carregados'), { timeout: 10_000 })
          .toBe(brl(report.cards.creditsLoaded));
        expect(await card(page, 'Receita de leads')).toBe(brl(report.cards.leadRevenue));
        expect(await card(page, 'Saldos em carteira')).toBe(brl(report.cards.balancesHeld));
        expect(await card(page, 'Leads cobrados')).toBe(String(report.cards.leadsCharged));
        const chart = page.getByRole('figure');
        await expect
          .poll(() => chart.getByRole('img').count(), { timeout: 10_000 })
          .toBe(report.series.length);
      };
      await expectFinancial(after);
      expect(await seriousViolations(page)).toEqual([]);

      // The period switch: 7 days, then a year (weekly bars), each the API's figures.
      const periods = page.getByRole('group', { name: 'Período' });
      await periods.getByText('7 dias', { exact: true }).click();
      const week = await get<Financial>('/reports/financial?period=7');
      await expectFinancial(week);
      expect(week.series).toHaveLength(7);
      await periods.getByText('1 ano', { exact: true }).click();
      const year = await get<Financial>('/reports/financial?period=365');
      await expectFinancial(year);
      expect(year.granularity).toBe('week');
      expect(await page.getByText('Por semana, nos últimos 12 meses.').isVisible()).toBe(true);
      expect(await page.getByTestId('financial-range').innerText()).not.toBe(
        `De ${week.from.split('-').reverse().join('/')} a ${week.to.split('-').reverse().join('/')}`,
      );
      await periods.getByText('30 dias', { exact: true }).click();
      await expectFinancial(after);

      // The breakdown by unit and its CSV: the same rows, the same figures.
      const breakdown = page.getByRole('table', { name: 'Financeiro por franquia' });
      await breakdown.locator('tbody tr').first().waitFor();
      const shown = await tableRows(breakdown);
      expect(shown.map((row) => row[0])).toEqual(after.breakdown.rows.map((row) => row.name));
      const financialCsv = await download(
        page,
        page.getByRole('button', { name: 'Exportar CSV', exact: true }).filter({ visible: true }),
      );
      expect(financialCsv.raw.startsWith('\uFEFF')).toBe(true);
      expect(financialCsv.name).toMatch(/\.csv$/);
      expect(financialCsv.rows[0]).toEqual([
        'Franquia',
        'Créditos carregados (R$)',
        'Receita de leads (R$)',
        'Leads cobrados',
        'Reembolsos (R$)',
        'Saldo (R$)',
      ]);
      expect(
        financialCsv.rows
          .slice(1)
          .map(([name, credits, revenue, leads, refunds, balance]) => [
            name,
            centsOf(credits!),
            centsOf(revenue!),
            Number(leads),
            centsOf(refunds!),
            centsOf(balance!),
          ]),
      ).toEqual(
        shown.map(([name, credits, revenue, leads, refunds, balance]) => [
          name,
          centsOf(credits!),
          centsOf(revenue!),
          Number(leads),
          centsOf(refunds!),
          centsOf(balance!),
        ]),
      );

      // Atividades dos Usuários: the cards and the rows are the API's; a filter narrows them.
      await page.getByRole('tab', { name: 'Atividades dos Usuários' }).click();
      const activity = await get<Activity>('/reports/user-activity');
      const panel = page.getByRole('tabpanel', { name: 'Atividades dos Usuários' });
      await expect
        .poll(() => card(panel, 'Total de usuários'), { timeout: 10_000 })
        .toBe(String(activity.cards.totalUsers));
      expect(await card(panel, 'Usuários ativos')).toBe(String(activity.cards.activeUsers));
      expect(await card(panel, 'Total de logins')).toBe(String(activity.cards.totalLogins));
      expect(await card(panel, 'Documentos criados')).toBe(String(activity.cards.documentsCreated));
      const activityTable = panel.getByRole('table', { name: 'Atividades dos usuários' });
      await activityTable.locator('tbody tr').first().waitFor();
      const activityShown = await tableRows(activityTable);
      expect(activityShown.map((row) => row[0])).toEqual(activity.rows.map((row) => row.userName));
      // The MASTER signed in just now: its row has a last login today and at least one login.
      const self = activityShown.find((row) => row.includes(E2E_MASTER.email) || row[1] === 'Master');
      expect(self?.[2]).not.toBe('Nunca');
      expect(await seriousViolations(page)).toEqual([]);

      const activityCsv = await download(
        page,
        panel.getByRole('button', { name: 'Exportar CSV', exact: true }),
      );
      expect(activityCsv.rows[0]).toEqual([
        'Usuário',
        'Perfil',
        'Último login',
        'Logins',
        'Documentos',
        'Mensagens',
        'Status',
      ]);
      // Every row of the filter (not only the page); the first page is the table, cell for cell.
      expect(activityCsv.rows.length - 1).toBe(activity.total);
      const roleLabels: Record<string, string> = {
        MASTER: 'Master',
        ADMIN: 'Administrador',
        CLIENT: 'Cliente',
        USER: 'Usuário',
      };
      expect(
        activityCsv.rows
          .slice(1, 1 + activityShown.length)
          .map(([name, role, last, logins, docs, messages, status]) => [
            name,
            roleLabels[role!] ?? role,
            last || 'Nunca',
            logins,
            docs,
            messages,
            status,
          ]),
      ).toEqual(activityShown);

      await panel.getByLabel('Filtrar usuários').selectOption({ label: 'Inativos' });
      const inactive = await get<Activity>('/reports/user-activity?filter=inactive');
      await expect
        .poll(() => card(panel, 'Total de usuários'), { timeout: 10_000 })
        .toBe(String(inactive.cards.totalUsers));
      expect(inactive.cards.totalUsers).toBeLessThan(activity.cards.totalUsers);

      // Mensagens: the cards, the journey's own alert with the company's TENHO, the CSV.
      await page.getByRole('tab', { name: 'Mensagens' }).click();
      const messages = await get<Messages>('/reports/messages');
      const messagesPanel = page.getByRole('tabpanel', { name: 'Mensagens' });
      await expect
        .poll(() => card(messagesPanel, 'Total'), { timeout: 10_000 })
        .toBe(String(messages.cards.total));
      expect(await card(messagesPanel, 'Lidas')).toBe(String(messages.cards.read));
      expect(await card(messagesPanel, 'Com resposta')).toBe(String(messages.cards.withResponse));
      expect(await card(messagesPanel, 'Falhas')).toBe(String(messages.cards.failed));
      const messagesTable = messagesPanel.getByRole('table', { name: 'Mensagens enviadas' });
      // Only the lead alert (the message the company answered) carries the answer (issue 29): the
      // contact sent afterwards quotes the same request and shows 'Sem resposta'.
      const ours = messagesTable.locator('tbody tr').filter({ hasText: request });
      await ours.first().waitFor();
      // The response cell between tabs (hasText would also match the unit's name 'Tenho …').
      const texts = await ours.allInnerTexts();
      expect(texts.filter((text) => /\tTENHO(\t|$)/.test(text))).toHaveLength(1);
      expect(await ours.filter({ hasText: 'Contato do cliente' }).first().innerText()).toContain(
        'Sem resposta',
      );
      const messagesShown = await tableRows(messagesTable);
      expect(await seriousViolations(page)).toEqual([]);

      const messagesCsv = await download(
        page,
        messagesPanel.getByRole('button', { name: 'Exportar CSV', exact: true }),
      );
      expect(messagesCsv.rows[0]).toEqual([
        'Remetente',
        'Destinatário',
        'Categoria',
        'Mensagem',
        'Status',
        'Resposta',
        'Data',
        // Issue 30: what the consumer's request was (texto, áudio, foto…) and its transcript or caption.
        'Tipo do pedido',
        'Transcrição ou legenda',
      ]);
      expect(messagesCsv.rows.length - 1).toBe(messages.total);
      expect(
        messagesCsv.rows
          .slice(1, 1 + messagesShown.length)
          .map(([sender, recipient, category, content, status, response, date]) => [
            sender,
            recipient,
            category || '-',
            content!.replace(/\s+/g, ' ').trim(),
            status,
            response,
            date,
          ]),
      ).toEqual(
        // A request heard from an audio or read from a caption adds a line under the message (issue 30);
        // the CSV has it in its own columns.
        messagesShown.map((row) =>
          row.map((cell, i) =>
            i === 3 ? cell.replace(/\n+Pedido em [^\n]*$/, '').replace(/\s+/g, ' ') : cell,
          ),
        ),
      );

      // The status filter narrows the rows to that status.
      await messagesPanel.getByLabel('Status').selectOption({ label: 'Falhou' });
      const failed = await get<Messages>('/reports/messages?status=failed');
      await expect
        .poll(() => card(messagesPanel, 'Total'), { timeout: 10_000 })
        .toBe(String(failed.cards.total));
    } finally {
      await context.close();
    }
  });

  it('ADMIN: the breakdown is by company of its own unit; a phone (390 px) shows the three tabs', async () => {
    const admin = await tokenFor('admin.zonasul@tenho.com.br', DEMO_PASSWORD);
    const { body: report } = await apiCall<Financial>('GET', '/reports/financial', { token: admin });
    expect(report.breakdown.kind).toBe('company');
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(page, 'admin.zonasul@tenho.com.br', DEMO_PASSWORD, '/admin');
      await page.goto('/admin/relatorios');
      const table = page.getByRole('table', { name: 'Financeiro por empresa' });
      await table.locator('tbody tr').first().waitFor();
      expect((await tableRows(table)).map((row) => row[0])).toEqual(report.breakdown.rows.map((r) => r.name));
      expect(await card(page, 'Saldos em carteira')).toBe(brl(report.cards.balancesHeld));
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('tab', { name: 'Mensagens' }).click();
      // Loaded (DataTable's skeleton rows have fixed widths of their own).
      await page
        .getByRole('table', { name: 'Mensagens enviadas' })
        .locator('tbody tr:not([data-testid="skeleton-row"])')
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
