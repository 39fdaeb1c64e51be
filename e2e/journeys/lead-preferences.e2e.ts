import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createAccount, masterToken, tokenFor } from '../support/api.ts';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO_PASSWORD, gone, loginAs, openFromSidebar, seen, uniqueEmail } from '../support/journey.ts';

/**
 * Issue 32: a company decides how it receives leads. In its panel it sets a spend cap, business
 * hours and a pause with real clicks and typing, and finds them after a reload. Then a company that
 * made itself closed now is not offered a request in the Simulador, and the consumer reads when the
 * first company opens.
 */

const UNIT = 'Tenho Zona Sul';
/** Where the journey leaves pictures of its screens to look at (not compared). */
const SCREENS = resolve(import.meta.dirname, '../output/screens');
/** The unit's only plumber (demo data): closing it closes the category for the consumer. */
const PLUMBER = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  name: 'Materiais de Construção Copacabana',
} as const;

/** Brasília keeps UTC−3 all year: its wall clock now. */
function brasiliaNow(): Date {
  return new Date(Date.now() - 3 * 3600 * 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/mm/aaaa' of the Brasília day `days` from today. */
function brasiliaDate(days: number): string {
  const d = new Date(brasiliaNow().getTime() + days * 24 * 3600 * 1000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** A consumer number no other run used: '(21) 99xxx-xxxx'. */
function consumerNumber(): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const national = `2199${digits}0`.slice(0, 11);
  return `(${national.slice(0, 2)}) ${national.slice(2, 7)}-${national.slice(7)}`;
}

async function signedIn(
  browser: ReturnType<typeof useBrowser>,
  email: string,
  password: string,
  landsOn: string,
  options?: { width?: number; height?: number; locale?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await browser.newPage(options);
  await loginAs(session.page, email, password, landsOn);
  return session;
}

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** Types into a field the way a person does: select what is there, then type. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** The company's preferences back to the defaults (always open, no cap, not paused). */
async function resetPreferences(companyId: number, token: string): Promise<void> {
  const { status } = await apiCall('PUT', `/users/${companyId}/lead-preferences`, {
    token,
    body: { paused_until: null, spend_cap: null, business_hours: null },
  });
  if (status !== 200) throw new Error(`resetting the preferences answered ${status}`);
}

describe('how a company receives leads (issue 32)', () => {
  const browser = useBrowser();

  it('a company sets a cap, hours and a pause in its panel (phone size, English browser) and finds them after a reload', async () => {
    const email = uniqueEmail('recebimento');
    const name = `Serralheria Jornada ${Date.now().toString(36)}`;
    await createAccount({ email, password: DEMO_PASSWORD, name, role: 'CLIENT', unit: UNIT });
    const company = await signedIn(browser, email, DEMO_PASSWORD, '/client', {
      width: 390,
      height: 844,
      locale: 'en-US',
    });
    const { page } = company;
    try {
      // The dashboard card: receiving now, no cap; 'Alterar' opens the edit screen.
      const card = region(page, 'Como você recebe pedidos');
      expect(await seen(card.getByText('Recebendo', { exact: true }), 15_000)).toBe(true);
      expect(await card.getByText('Sem limite', { exact: true }).isVisible()).toBe(true);
      await card.getByRole('link', { name: 'Alterar como você recebe pedidos' }).click();
      await page.waitForURL((url) => url.pathname === '/client/recebimento');

      // Limite de gastos: R$ 150,00 per week.
      const cap = region(page, 'Limite de gastos');
      await cap.getByText('Por semana', { exact: true }).click();
      await typeInto(cap.getByLabel('Valor por semana', { exact: true }), '150,00');
      await cap.getByRole('button', { name: 'Salvar limite' }).click();
      expect(await seen(cap.getByText('Limite de gastos salvo.'), 10_000)).toBe(true);

      // Horário de atendimento: a usual week, Monday 07:30–17:00, Friday also 19:00–02:00 (past midnight).
      const hours = region(page, 'Horário de atendimento');
      await hours.getByText('Horário definido', { exact: true }).click();
      await typeInto(hours.getByRole('textbox', { name: 'Segunda: abre às' }), '0730');
      await typeInto(hours.getByRole('textbox', { name: 'Segunda: fecha às' }), '1700');
      await hours.getByRole('button', { name: 'Adicionar um segundo horário a sexta' }).click();
      await typeInto(hours.getByRole('textbox', { name: 'Sexta: abre às (2º horário)' }), '1900');
      await typeInto(hours.getByRole('textbox', { name: 'Sexta: fecha às (2º horário)' }), '0200');
      expect(await hours.getByText('até o dia seguinte', { exact: true }).isVisible()).toBe(true);
      await hours.getByRole('button', { name: 'Salvar horário' }).click();
      expect(await seen(hours.getByText('Horário de atendimento salvo.'), 10_000)).toBe(true);

      // Pausar pedidos: until tomorrow at 09:00 (Brasília), typed as dd/mm/aaaa whatever the browser.
      const tomorrow = brasiliaDate(1);
      const pause = region(page, 'Pausar pedidos');
      await typeInto(pause.getByLabel('Data', { exact: true }), tomorrow.replaceAll('/', ''));
      await typeInto(pause.getByLabel('Hora', { exact: true }), '0900');
      await pause.getByRole('button', { name: 'Pausar pedidos' }).click();
      expect(await seen(pause.getByText(`Pausado até ${tomorrow} 09:00`), 10_000)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // After a reload everything is still there.
      await page.reload();
      expect(
        await seen(region(page, 'Pausar pedidos').getByText(`Pausado até ${tomorrow} 09:00`), 15_000),
      ).toBe(true);
      expect(
        await region(page, 'Limite de gastos').getByLabel('Valor por semana', { exact: true }).inputValue(),
      ).toBe('150,00');
      const reloaded = region(page, 'Horário de atendimento');
      expect(await reloaded.getByRole('textbox', { name: 'Segunda: abre às' }).inputValue()).toBe('07:30');
      expect(await reloaded.getByRole('textbox', { name: 'Segunda: fecha às' }).inputValue()).toBe('17:00');
      expect(await reloaded.getByRole('textbox', { name: 'Sexta: fecha às (2º horário)' }).inputValue()).toBe(
        '02:00',
      );
      expect(
        await reloaded.getByRole('switch', { name: 'Domingo: aberto' }).getAttribute('aria-checked'),
      ).toBe('false');

      // The dashboard says it too: paused, R$ 0,00 of R$ 150,00 a week.
      await page.goto('/client');
      const dashboardCard = region(page, 'Como você recebe pedidos');
      expect(await seen(dashboardCard.getByText('Pausada', { exact: true }), 15_000)).toBe(true);
      expect(await dashboardCard.innerText()).toContain('R$ 0,00 de R$ 150,00 por semana');

      // 'Retomar' ends the pause.
      await page.goto('/client/recebimento');
      const paused = region(page, 'Pausar pedidos');
      await paused.getByRole('button', { name: 'Retomar' }).click();
      expect(await seen(paused.getByText(/Pedidos retomados/), 10_000)).toBe(true);
      expect(await gone(paused.getByText(`Pausado até ${tomorrow} 09:00`))).toBe(true);
    } finally {
      await company.context.close();
    }
  });

  it('in the Simulador a request at an hour when the company is closed is not offered to it, and the consumer reads when it opens', async () => {
    const master = await masterToken();
    const { body: list } = await apiCall<{ users: Array<{ id: number; email: string }> }>(
      'GET',
      `/users?role=CLIENT&search=${encodeURIComponent(PLUMBER.email)}`,
      { token: master },
    );
    const plumberId = list.users.find((u) => u.email === PLUMBER.email)?.id;
    if (!plumberId) throw new Error(`${PLUMBER.email} is not in the demo data`);
    // Balance is not what keeps it out: give it a few leads' worth.
    await apiCall('POST', '/wallet/transaction', {
      token: master,
      body: { client_id: plumberId, amount: 5, description: 'Crédito para a jornada do horário' },
    });

    // Its only opening: one hour, two hours from now (Brasília), on that day.
    const now = brasiliaNow();
    const openHour = (now.getUTCHours() + 2) % 24;
    const nextDay = now.getUTCHours() + 2 >= 24;
    const weekday = (now.getUTCDay() + (nextDay ? 1 : 0)) % 7;
    const open = `${pad(openHour)}:00`;
    const close = `${pad((openHour + 1) % 24)}:00`;
    const opening = `${nextDay ? 'amanhã' : 'hoje'} às ${open}`;

    const company = await signedIn(browser, PLUMBER.email, DEMO_PASSWORD, '/client');
    const network = await signedIn(browser, E2E_MASTER.email, E2E_MASTER.password, '/master');
    try {
      // The company closes itself for now: only WEEKDAY open, from OPEN to CLOSE.
      const { page } = company;
      await openFromSidebar(page, 'Recebimento', '/client/recebimento');
      const hours = region(page, 'Horário de atendimento');
      await hours.getByText('Horário definido', { exact: true }).click();
      for (const [day, label] of WEEKDAYS.entries()) {
        const toggle = hours.getByRole('switch', { name: `${label}: aberto` });
        const on = (await toggle.getAttribute('aria-checked')) === 'true';
        if (on !== (day === weekday)) await toggle.click();
      }
      const label = WEEKDAYS[weekday]!;
      await typeInto(hours.getByRole('textbox', { name: `${label}: abre às` }), open.replace(':', ''));
      await typeInto(hours.getByRole('textbox', { name: `${label}: fecha às` }), close.replace(':', ''));
      await hours.getByRole('button', { name: 'Salvar horário' }).click();
      expect(await seen(hours.getByText('Horário de atendimento salvo.'), 10_000)).toBe(true);
      expect(await seen(hours.getByText(`Fechada agora. Abre ${opening}.`), 10_000)).toBe(true);

      // Its dashboard: closed now, and when it opens.
      await openFromSidebar(page, 'Dashboard', '/client');
      const card = region(page, 'Como você recebe pedidos');
      expect(await seen(card.getByText('Fechada agora', { exact: true }), 15_000)).toBe(true);
      expect(await card.innerText()).toContain(`Próxima abertura: ${opening}`);
      expect(await seriousViolations(page)).toEqual([]);

      // A consumer of the unit asks for a plumber in the Simulador.
      const sim = network.page;
      await openFromSidebar(sim, 'Simulador', '/master/simulador');
      await sim.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
      await region(sim, PLUMBER.name).waitFor({ timeout: 15_000 });
      const consumer = 'Helena Horário';
      const request = `Preciso de um encanador para consertar um vazamento na pia ${Date.now().toString(36)}`;
      await sim.getByLabel('Nome do cliente', { exact: true }).fill(consumer);
      await sim.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumerNumber());
      await sim.getByLabel('Mensagem do cliente', { exact: true }).fill(request);
      await sim.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();

      // The consumer reads that the plumbers are closed and when the first one opens.
      const consumerPhone = region(sim, consumer);
      const closedReply = consumerPhone.getByRole('listitem').filter({ hasText: 'fora do horário agora' });
      expect(await seen(closedReply, 20_000)).toBe(true);
      expect(await closedReply.first().innerText()).toContain(`A primeira abre ${opening}.`);
      // ...and the closed company got no alert for it.
      expect(await region(sim, PLUMBER.name).getByRole('listitem').filter({ hasText: request }).count()).toBe(
        0,
      );
      expect(await seriousViolations(sim)).toEqual([]);

      // Central de Mensagens says why it was not offered.
      await openFromSidebar(sim, 'Mensagens', '/master/mensagens');
      await sim.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(request);
      const row = sim
        .getByRole('table', { name: 'Mensagens recebidas' })
        .getByRole('row')
        .filter({ hasText: request });
      expect(await seen(row, 15_000)).toBe(true);
      await row.getByRole('button', { name: /^Ver detalhes da mensagem de Helena Horário/ }).click();
      const dialog = sim.getByRole('dialog', { name: 'Detalhes da mensagem' });
      await dialog.waitFor();
      const notOffered = dialog.getByRole('list', {
        name: 'Empresas da categoria não consultadas e o motivo',
      });
      expect(await seen(notOffered, 15_000)).toBe(true);
      const plumberRow = notOffered.getByRole('listitem').filter({ hasText: PLUMBER.name });
      expect(await plumberRow.getByText('Fora do horário').isVisible()).toBe(true);
      expect(await seriousViolations(sim, OPEN_DIALOG)).toEqual([]);
      mkdirSync(SCREENS, { recursive: true });
      await notOffered.scrollIntoViewIfNeeded();
      await sim.screenshot({ path: `${SCREENS}/mensagem-nao-consultadas-1440.png` });
      await sim.setViewportSize({ width: 390, height: 844 });
      await notOffered.scrollIntoViewIfNeeded();
      await sim.screenshot({ path: `${SCREENS}/mensagem-nao-consultadas-390.png` });
    } finally {
      await company.context.close();
      await network.context.close();
      await resetPreferences(plumberId, await tokenFor(PLUMBER.email, DEMO_PASSWORD));
    }
  });
});
