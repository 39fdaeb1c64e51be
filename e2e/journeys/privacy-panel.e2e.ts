import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { apiCall, masterToken, tokenFor, unitId } from '../support/api.ts';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO_PASSWORD, gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';

/**
 * Issue 31 in the panel: a consumer in the Simulador sends APAGAR MEUS DADOS and taps 'Apagar';
 * the MASTER's Privacidade shows the request answered and the company that had the lead sees the
 * erasure notice on its dashboard. Then Privacidade's own flows with real clicks: register a
 * request received by e-mail, export one number as JSON, execute the erasure after the
 * confirmation, and keep the incident register (create, edit, deadline tones); Configurações >
 * Privacidade shows the retention and its last run.
 */

const UNIT = 'Tenho Zona Sul';
const COMPANY = {
  email: 'contato@construcopacabana.demo.tenho.com.br',
  name: 'Materiais de Construção Copacabana',
} as const;
const SCREENS = resolve(import.meta.dirname, '../output/screens');

/** Domain texts (packages/domain/src/privacy), by value. */
const TEXT = {
  confirm: 'Você pediu para apagar seus dados.',
  done: 'Pronto: seus dados foram apagados e as empresas que receberam seu contato foram avisadas.',
  erased: 'Dados eliminados e empresas avisadas.',
  registered: 'Pedido registrado.',
  exported: 'Arquivo com os dados baixado.',
  incidentCreated: 'Incidente registrado.',
  incidentSaved: 'Incidente atualizado.',
} as const;

/** A consumer number no other run used: '(21) 97xxx-xxxx'. */
function consumerNumber(): { typed: string; digits: string } {
  const tail = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const digits = `2197${tail}`;
  return { digits, typed: `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` };
}

const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

async function sendAsConsumer(page: Page, consumer: { name: string; typed: string }, text: string) {
  await page.getByLabel('Nome do cliente', { exact: true }).fill(consumer.name);
  await page.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumer.typed);
  await page.getByLabel('Mensagem do cliente', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();
}

/** The page (or an open dialog) at 390 and 1440 px, back to 1440 after. */
async function shoot(page: Page, name: string, scope?: Locator): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await (scope ?? page.locator('#conteudo')).first().waitFor();
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${name} at ${width} px: no horizontal scroll`).toBe(false);
    await page.screenshot({ path: `${SCREENS}/privacidade-${name}-${width}.png`, fullPage: !scope });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The first row of a table whose text matches all of `texts`. */
const rowWith = (table: Locator, ...texts: (string | RegExp)[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), table.getByRole('row'));

vi.setConfig({ testTimeout: 180_000 });

describe('Privacidade (issue 31)', () => {
  const browser = useBrowser();

  it("APAGAR MEUS DADOS + 'Apagar' in the Simulador: Privacidade shows it answered, the company sees the notice", async () => {
    const master = await browser.newPage();
    const company = await browser.newPage();
    try {
      const consumer = { name: 'Titular Jornada', ...consumerNumber() };
      const { page } = master;
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Simulador', '/master/simulador');
      await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
      await phone(page, COMPANY.name).waitFor({ timeout: 15_000 });

      // The consumer asks; the company taps TENHO and so receives the contact.
      const request = `Preciso de um eletricista para a tomada ${Date.now().toString(36)}`;
      await sendAsConsumer(page, consumer, request);
      const companyPhone = phone(page, COMPANY.name);
      const alert = companyPhone.getByRole('listitem').filter({ hasText: request });
      expect(await seen(alert, 20_000)).toBe(true);
      await alert.getByRole('button', { name: 'TENHO', exact: true }).click();
      expect(
        await seen(
          companyPhone.getByRole('listitem').filter({ hasText: `Contato do cliente: ${consumer.name}` }),
          20_000,
        ),
      ).toBe(true);

      // The consumer asks to be erased and confirms with 'Apagar'.
      await sendAsConsumer(page, consumer, 'APAGAR MEUS DADOS');
      const consumerPhone = phone(page, consumer.name);
      const confirm = consumerPhone.getByRole('listitem').filter({ hasText: TEXT.confirm });
      expect(await seen(confirm, 20_000)).toBe(true);
      await confirm.getByRole('button', { name: 'Apagar', exact: true }).click();
      expect(await seen(consumerPhone.getByText(TEXT.done), 20_000)).toBe(true);
      // The company's WhatsApp gets the §6 notice naming the lead, never the number.
      const whatsappNotice = companyPhone
        .getByRole('listitem')
        .filter({ hasText: 'Aviso LGPD (Art. 18 §6)' })
        .last();
      expect(await seen(whatsappNotice, 20_000)).toBe(true);
      const noticeText = await whatsappNotice.innerText();
      expect(noticeText).not.toContain(consumer.digits.slice(2));
      const lead = /lead #(\d+)/.exec(noticeText)?.[1];
      expect(lead).toBeTruthy();
      const companyNotices = await apiCall<{ items: { leadId: number }[] }>('GET', '/privacy/notices', {
        token: await tokenFor(COMPANY.email, DEMO_PASSWORD),
      });
      expect(companyNotices.body.items.map((n) => n.leadId)).toContain(Number(lead));

      // Privacidade: the newest request is that erasure, by WhatsApp, answered.
      await openFromSidebar(page, 'Privacidade', '/master/privacidade');
      const table = page.getByRole('table', { name: 'Pedidos de titulares' });
      const newest = table.locator('tbody tr').first();
      expect(await seen(newest.getByText('Eliminação'), 15_000)).toBe(true);
      expect(await newest.innerText()).toMatch(/WhatsApp/);
      expect(await newest.innerText()).toMatch(
        /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}[\s\S]*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
      );
      expect(await newest.getByText('Atrasado').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'solicitacoes');

      // The company's dashboard lists the notice (date and lead, not the number) until it is read.
      await loginAs(company.page, COMPANY.email, DEMO_PASSWORD, '/client');
      const notices = company.page.getByRole('list', { name: 'Avisos de eliminação de dados (LGPD)' });
      const item = notices.getByRole('listitem').filter({ hasText: `lead #${lead}` });
      expect(await seen(item, 15_000)).toBe(true);
      expect(await item.innerText()).toMatch(/pediu em \d{2}\/\d{2}\/\d{4} a eliminação dos seus dados/);
      expect(await item.innerText()).not.toContain(consumer.digits.slice(2));
      expect(await seriousViolations(company.page)).toEqual([]);
      await shoot(company.page, 'aviso-empresa');
      // The sidebar counts the unread notices until the company marks them read.
      const badge = company.page.getByTestId('unread-erasure-notices');
      expect(await seen(badge)).toBe(true);
      await item.getByRole('button', { name: /^Marcar como lida/ }).click();
      expect(await seen(item.getByText('Lida', { exact: true }), 10_000)).toBe(true);
      expect(await gone(badge, 10_000)).toBe(true);
    } finally {
      await master.context.close();
      await company.context.close();
    }
  });

  it('registers a request by e-mail, exports the number as JSON, erases it after the confirmation, and keeps the incident register', async () => {
    const { context, page } = await browser.newPage();
    try {
      // Setup: a consumer of the unit wrote once (through the simulator's API).
      const consumer = { name: 'Exportada Jornada', ...consumerNumber() };
      const token = await masterToken();
      const sent = await apiCall('POST', '/simulator/messages', {
        token,
        body: {
          unit_id: await unitId(UNIT),
          from: `55${consumer.digits}`,
          name: consumer.name,
          text: 'Oi, preciso de um chaveiro',
        },
      });
      expect(sent.status).toBe(200);

      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Privacidade', '/master/privacidade');
      expect(await seen(page.getByRole('heading', { level: 1, name: 'Privacidade' }))).toBe(true);

      // Exportar dados: the file is downloaded with the session (no token in a link).
      await page.getByRole('button', { name: 'Exportar dados' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Exportar dados de um titular' });
      await exportDialog.getByLabel('WhatsApp do titular').fill(consumer.typed);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: 'Baixar JSON' }).click(),
      ]);
      expect(download.url()).not.toMatch(/token/i);
      expect(download.suggestedFilename()).toMatch(/^dados-titular-[0-9a-f]+\.json$/);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
        name: string;
        messages: { content: string }[];
      };
      expect(exported.name).toBe(consumer.name);
      expect(exported.messages.map((m) => m.content)).toContain('Oi, preciso de um chaveiro');
      expect(await seen(toasts(page).getByText(TEXT.exported))).toBe(true);

      // Registrar pedido: the form says what is missing, then registers the erasure received by e-mail.
      await page.getByRole('button', { name: 'Registrar pedido' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Registrar pedido de titular' });
      await dialog.getByRole('button', { name: 'Registrar pedido' }).click();
      expect(await seen(dialog.getByText('Tipo de pedido inválido'))).toBe(true);
      await dialog.getByLabel('Tipo de pedido').selectOption({ label: 'Eliminação' });
      await dialog.getByLabel('WhatsApp do titular').fill(consumer.typed);
      await dialog.getByLabel('Recebido por').selectOption({ label: 'E-mail' });
      await dialog.getByLabel('Observação (opcional)').fill('Pedido recebido no e-mail do encarregado');
      expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
      await shoot(page, 'registrar-pedido', dialog);
      await dialog.getByRole('button', { name: 'Registrar pedido' }).click();
      expect(await seen(toasts(page).getByText(TEXT.registered))).toBe(true);

      // Executar: a confirmation first; then the row is answered.
      const table = page.getByRole('table', { name: 'Pedidos de titulares' });
      const pending = rowWith(table, 'Eliminação', 'E-mail', 'Pendente');
      expect(await seen(pending, 10_000)).toBe(true);
      await pending
        .first()
        .getByRole('button', { name: /^Executar/ })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Apagar os dados deste titular?' });
      await confirm.waitFor();
      await shoot(page, 'confirmar-eliminacao', confirm);
      await confirm.getByRole('button', { name: 'Apagar dados' }).click();
      expect(await seen(toasts(page).getByText(TEXT.erased), 10_000)).toBe(true);
      expect(await table.locator('tbody tr').first().getByText('Pendente').count()).toBe(0);
      // The number is gone: a second export finds nothing about it.
      await page.getByRole('button', { name: 'Exportar dados' }).click();
      await exportDialog.getByLabel('WhatsApp do titular').fill(consumer.typed);
      const [afterErasure] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: 'Baixar JSON' }).click(),
      ]);
      const again = readFileSync(await afterErasure.path(), 'utf8');
      expect(JSON.parse(again)).toMatchObject({ name: null, messages: [] });

      // Incidentes: register one known now (no time lost), then one known in March (overdue).
      await page.getByRole('tab', { name: 'Incidentes' }).click();
      await page.getByRole('button', { name: 'Registrar incidente' }).first().click();
      const incident = page.getByRole('dialog', { name: 'Registrar incidente' });
      await incident.getByRole('button', { name: 'Registrar incidente' }).click();
      expect(await seen(incident.getByText('Descreva a natureza do incidente'))).toBe(true);
      expect(
        await seen(
          incident.getByText(/^Prazo para comunicar à ANPD e aos titulares: \d{2}\/\d{2}\/\d{4} 23:59/),
        ),
      ).toBe(true);
      const nature = `Planilha de leads enviada ao e-mail errado ${Date.now().toString(36)}`;
      await incident.getByLabel('Natureza do incidente').fill(nature);
      await incident.getByLabel('Dados afetados').fill('Nome e WhatsApp de consumidores');
      await incident.getByLabel('Pessoas afetadas').fill('12 consumidores da Zona Sul');
      await incident.getByLabel('Franquia').selectOption({ label: UNIT });
      expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);
      await shoot(page, 'registrar-incidente', incident);
      await incident.getByRole('button', { name: 'Registrar incidente' }).click();
      expect(await seen(toasts(page).getByText(TEXT.incidentCreated))).toBe(true);
      const register = page.getByRole('table', { name: 'Registro de incidentes' });
      const row = rowWith(register, nature);
      expect(await seen(row, 10_000)).toBe(true);
      expect(await row.first().innerText()).toMatch(/No prazo|Prazo próximo/);

      // Told the ANPD and the people: the deadline is met.
      await row
        .first()
        .getByRole('button', { name: /^Editar/ })
        .click();
      const edit = page.getByRole('dialog', { name: 'Editar incidente' });
      // Told now (the fields take dd/mm/aaaa and hh:mm in Brasília time whatever the browser's language).
      const now = new Date();
      const zone = { timeZone: 'America/Sao_Paulo' } as const;
      const today = new Intl.DateTimeFormat('pt-BR', zone).format(now).replace(/\D/g, '');
      const clock = new Intl.DateTimeFormat('pt-BR', {
        ...zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(now)
        .replace(/\D/g, '');
      for (const legend of ['Comunicado à ANPD em', 'Comunicado aos titulares em']) {
        const group = edit.getByRole('group', { name: legend });
        await group.getByLabel(`${legend}: data`).fill(today);
        await group.getByLabel(`${legend}: hora`).fill(clock);
      }
      await edit.getByLabel('Medidas tomadas').fill('Destinatário apagou o e-mail; senha do painel trocada');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      expect(await seen(toasts(page).getByText(TEXT.incidentSaved), 10_000)).toBe(true);
      expect(await seen(row.first().getByText('Comunicado', { exact: true }), 10_000)).toBe(true);

      const old = `Acesso indevido ao painel em março ${Date.now().toString(36)}`;
      await page.getByRole('button', { name: 'Registrar incidente' }).first().click();
      const second = page.getByRole('dialog', { name: 'Registrar incidente' });
      const known = second.getByRole('group', { name: 'Quando se soube' });
      await known.getByLabel('Quando se soube: data').fill('');
      await known.getByLabel('Quando se soube: data').fill('13032026');
      await known.getByLabel('Quando se soube: hora').fill('1000');
      expect(
        await seen(
          second.getByText('Prazo para comunicar à ANPD e aos titulares: 18/03/2026 23:59 (3 dias úteis).'),
        ),
      ).toBe(true);
      await second.getByLabel('Natureza do incidente').fill(old);
      await second.getByLabel('Dados afetados').fill('Nomes de consumidores');
      await second.getByLabel('Pessoas afetadas').fill('3 consumidores');
      await second.getByRole('button', { name: 'Registrar incidente' }).click();
      const overdue = rowWith(register, old);
      expect(await seen(overdue.getByText('Prazo vencido'), 10_000)).toBe(true);
      expect(await overdue.first().locator('.text-red-700').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'incidentes');

      // Configurações > Privacidade: the retention, the last run and the encarregado's contacts.
      await openFromSidebar(page, 'Configurações', '/master/configuracoes');
      await page.getByRole('tab', { name: 'Privacidade' }).click();
      const days = page.getByLabel('Guardar dados de consumidores por (dias)');
      expect(await days.inputValue()).toMatch(/^\d+$/);
      const before = await days.inputValue();
      expect(await seen(page.getByText('Última execução da limpeza automática'))).toBe(true);
      await days.fill('20');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect(
        await seen(
          page.getByText('Informe a guarda de dados de consumidores em dias inteiros, de 30 a 3650'),
        ),
      ).toBe(true);
      await days.fill(before);
      await page.getByLabel('Encarregado: e-mail').fill('dpo@tenho.com.br');
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      expect(await seen(page.getByText('Configurações de Privacidade salvas com sucesso!'))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'configuracoes');
    } finally {
      await context.close();
    }
  });
});
