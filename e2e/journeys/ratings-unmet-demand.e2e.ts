import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO, DEMO_PASSWORD, expectPath, loginAs, openFromSidebar, seen } from '../support/journey.ts';

/**
 * Issue 24, points 4 and 5 end to end. A consumer of Tenho Centro asks the Simulador for a glazier
 * (no company of the network covers Vidraçaria): Relatórios > 'Demanda não atendida' lists it, and
 * the franchise dashboard's card leads to the companies. Then a consumer rates the company that
 * answered TENHO with the buttons of the rating question, and the company's dashboard shows it.
 */

const UNIT = DEMO.admin.unit; // Tenho Centro
const COMPANY = DEMO.client; // Auto Peças Paulista (autopeças, Tenho Centro)
const shots = resolve(import.meta.dirname, '../output/screens');

/** A consumer number no other run used: '(21) 9xxxx-xxxx'. */
function consumerPhone(): string {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `(21) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
}

const phone = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The consumer writes `text` from the simulator's consumer phone, with real typing and a click. */
async function sendAsConsumer(page: Page, consumer: { name: string; phone: string }, text: string) {
  await page.getByLabel('Nome do cliente', { exact: true }).fill(consumer.name);
  await page.getByLabel('WhatsApp do cliente', { exact: true }).fill(consumer.phone);
  await page.getByLabel('Mensagem do cliente', { exact: true }).pressSequentially(text);
  await page.getByRole('button', { name: 'Enviar mensagem do cliente' }).click();
}

/** The page at 390 px and at 1440 px, whole, to look at. */
async function screenshots(page: Page, name: string, ready: Locator) {
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await ready.first().waitFor({ state: 'visible' });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('Demanda não atendida and consumer ratings', () => {
  const browser = useBrowser();

  it('a Simulador request for a category nobody covers shows in Relatórios and on the franchise dashboard card', async () => {
    const consumer = { name: 'Paula Vidros', phone: consumerPhone() };
    const request = `Preciso de um vidraceiro para trocar o vidro quebrado da janela ${Date.now().toString(36)}`;
    const { page } = await browser.newPage();
    await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');

    await openFromSidebar(page, 'Simulador', '/master/simulador');
    await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
    await phone(page, COMPANY.name).waitFor({ timeout: 15_000 });
    await sendAsConsumer(page, consumer, request);
    const consumerPhoneRegion = phone(page, consumer.name);
    expect(
      await seen(
        consumerPhoneRegion.getByText(/^Recebemos seu pedido de Vidraçaria, mas no momento nenhuma empresa/),
        20_000,
      ),
    ).toBe(true);

    // Relatórios > Demanda não atendida: the unit's Vidraçaria row, for want of any company.
    await openFromSidebar(page, 'Relatórios', '/master/relatorios');
    await page.getByRole('tab', { name: 'Demanda não atendida' }).click();
    const table = page.getByRole('table', { name: 'Demanda não atendida' });
    const row = table.getByRole('row').filter({ hasText: 'Vidraçaria' }).filter({ hasText: UNIT });
    expect(await seen(row, 15_000)).toBe(true);
    expect(await row.innerText()).toContain('Nenhuma empresa na categoria');
    expect(
      Number(/\b(\d+)\b/.exec(await row.getByRole('cell').nth(2).innerText())?.[1]),
    ).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'relatorios-demanda-nao-atendida', row);

    // The MASTER dashboard's card names it too.
    await page.goto('/master');
    const masterCard = page.getByRole('region', { name: 'Pedidos sem empresa nos últimos 30 dias' });
    expect(
      await seen(
        masterCard.getByRole('link', { name: /^Vidraçaria\W+Tenho Centro\W+Nenhuma empresa na categoria/ }),
        15_000,
      ),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'master-dashboard-pedidos-sem-empresa', masterCard);

    // The franchisee's dashboard: the card lists Vidraçaria and leads to the unit's companies.
    const admin = await browser.newPage();
    await loginAs(admin.page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
    const card = admin.page.getByRole('region', { name: 'Pedidos sem empresa nos últimos 30 dias' });
    const link = card.getByRole('link', {
      name: /^Vidraçaria\W+Nenhuma empresa na categoria\W+\d+ pedidos?\W+Ver empresas$/,
    });
    expect(await seen(link, 15_000)).toBe(true);
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshots(admin.page, 'admin-dashboard-pedidos-sem-empresa', link);
    await link.click();
    await expectPath(admin.page, '/admin/usuarios');
    expect(new URL(admin.page.url()).searchParams.get('role')).toBe('CLIENT');
    await admin.context.close();
  });

  it(
    'a consumer rates the company that said TENHO with the buttons; the rating shows on its dashboard',
    { timeout: 180_000 },
    async () => {
      // Ask at once after a TENHO (the schedule runs every minute).
      const master = await masterToken();
      const { status } = await apiCall('POST', '/settings', {
        token: master,
        body: { ratingDelayMinutes: 0 },
      });
      expect(status).toBe(200);

      const consumer = { name: 'Roberto Avalia', phone: consumerPhone() };
      const request = `Alguém tem filtro de óleo para Gol 2012? ${Date.now().toString(36)}`;
      const { page } = await browser.newPage();
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      try {
        await openFromSidebar(page, 'Simulador', '/master/simulador');
        await page.getByLabel('Franquia', { exact: true }).selectOption({ label: UNIT });
        const companyPhone = phone(page, COMPANY.name);
        await companyPhone.waitFor({ timeout: 15_000 });
        await sendAsConsumer(page, consumer, request);

        const alert = companyPhone.getByRole('listitem').filter({ hasText: request });
        expect(await seen(alert, 20_000)).toBe(true);
        await alert.getByRole('button', { name: 'TENHO', exact: true }).click();

        // The rating question arrives on the consumer's phone with its three buttons.
        const consumerRegion = phone(page, consumer.name);
        const question = consumerRegion
          .getByRole('listitem')
          .filter({ hasText: `Como foi o atendimento de ${COMPANY.name}` });
        expect(await seen(question, 100_000)).toBe(true);
        for (const title of ['Ótimo', 'Regular', 'Ruim'])
          expect(await question.getByRole('button', { name: title, exact: true }).isVisible()).toBe(true);
        await question.getByRole('button', { name: 'Ótimo', exact: true }).click();
        expect(await seen(consumerRegion.getByText(/^Obrigado pela avaliação \(Ótimo\)!/), 20_000)).toBe(
          true,
        );
      } finally {
        await apiCall('POST', '/settings', { token: master, body: { ratingDelayMinutes: 1440 } });
      }

      // Configurações shows the setting (back at its default).
      await page.goto('/master/configuracoes');
      const delay = page.getByLabel('Pedir a avaliação do cliente após (minutos)', { exact: true });
      await delay.waitFor({ timeout: 15_000 });
      expect(await delay.inputValue()).toBe('1440');
      await screenshots(page, 'configuracoes-avaliacao', delay);

      // The company's dashboard shows its average and count.
      const company = await browser.newPage();
      await loginAs(company.page, COMPANY.email, DEMO_PASSWORD, '/client');
      const rating = company.page.getByTestId('client-rating');
      expect(await seen(rating.getByText(/de 3$/), 15_000)).toBe(true);
      expect(await rating.innerText()).toMatch(/\d+ avaliaç(ão|ões) de clientes/);
      expect(await seriousViolations(company.page)).toEqual([]);
      await screenshots(company.page, 'client-dashboard-avaliacao', rating);
      await company.context.close();
    },
  );
});
