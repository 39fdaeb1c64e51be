import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  expectPath,
  loginAs,
  openAuthModal,
  pathname,
  seen,
  toasts,
} from '../support/journey.ts';
import { animationsSettled } from '../support/settle.ts';

const PHONE = { width: 390, height: 844 } as const;
const SCREENS = resolve(import.meta.dirname, '../output/screens');

/** How far the page scrolls sideways (0 when it fits the screen), with the widest culprit named. */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprit: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    let culprit = '';
    if (overflow > 0) {
      let widest = 0;
      for (const node of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const right = node.getBoundingClientRect().right;
        if (right > root.clientWidth && right > widest) {
          widest = right;
          const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
          culprit = `<${node.tagName.toLowerCase()} class="${node.className}"> ${label}`;
        }
      }
    }
    return { overflow, culprit };
  });
}

/** Waits until the page has drawn its data: a heading in the content and no loading placeholder. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page
    .waitForFunction(
      () => document.querySelectorAll('.animate-pulse, [role="status"][aria-busy="true"]').length === 0,
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}

/** The links of the panel menu (the app's own navigation), read from the phone's menu sheet. */
async function menuLinks(page: Page): Promise<{ label: string; href: string }[]> {
  await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link').first().waitFor();
  const links = await nav
    .getByRole('link')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ label: node.textContent?.trim() ?? '', href: node.getAttribute('href') ?? '' })),
    );
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return links;
}

/** Follows a menu entry on the phone (menu button, then the link) and checks the page it opens. */
async function visitFromMenu(page: Page, link: { label: string; href: string }): Promise<string | null> {
  await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Principal' })
    // By its address: a link's name may carry a live count ('Mensagens, 1 contestação aberta').
    .locator(`a[href="${link.href}"]`)
    .click();
  await expectPath(page, link.href);
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await settled(page);
  return describeOverflow(page, `${link.label} (${link.href})`);
}

async function describeOverflow(page: Page, name: string): Promise<string | null> {
  const { overflow, culprit } = await horizontalOverflow(page);
  return overflow > 0 ? `${name}: ${overflow}px wider than the screen — ${culprit}` : null;
}

const ROLES = [
  { role: 'MASTER', email: E2E_MASTER.email, password: E2E_MASTER.password, home: '/master' },
  { role: 'ADMIN', email: DEMO.admin.email, password: DEMO_PASSWORD, home: '/admin' },
  { role: 'CLIENT', email: DEMO.client.email, password: DEMO_PASSWORD, home: '/client' },
  { role: 'USER', email: DEMO.user.email, password: DEMO_PASSWORD, home: '/user' },
] as const;

describe('phones (390×844): no page scrolls sideways', () => {
  const browser = useBrowser();

  it('public pages: landing, login, register, about, contact, password reset', async () => {
    const { context, page } = await browser.newPage(PHONE);
    try {
      const failures: string[] = [];
      await page.goto('/');
      await settled(page);
      failures.push((await describeOverflow(page, 'landing (/)')) ?? '');
      await openAuthModal(page, 'login');
      failures.push((await describeOverflow(page, 'login (modal on /)')) ?? '');
      await page.keyboard.press('Escape');
      const register = await openAuthModal(page, 'register');
      await register
        .getByLabel('Franquia', { exact: true })
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' });
      failures.push((await describeOverflow(page, 'register (modal on /)')) ?? '');
      for (const path of [
        '/about',
        '/contact',
        '/redefinir-senha?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      ]) {
        await page.goto(path);
        await settled(page);
        failures.push((await describeOverflow(page, path)) ?? '');
      }
      expect(failures.filter(Boolean)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const account of ROLES) {
    it(`every page of the ${account.role} menu, and Perfil`, async () => {
      const { context, page } = await browser.newPage(PHONE);
      try {
        await loginAs(page, account.email, account.password, account.home);
        await settled(page);
        const links = await menuLinks(page);
        // The menu is the list of pages: an empty one would make this test pass by visiting nothing.
        expect(links.length).toBeGreaterThan(account.role === 'USER' ? 1 : 3);
        expect(links.every((link) => link.href.startsWith(account.home))).toBe(true);

        const failures: string[] = [];
        for (const link of links) {
          const failure = await visitFromMenu(page, link);
          if (failure) failures.push(failure);
        }

        // Perfil lives in the account menu rather than the side menu.
        await page.getByRole('button', { name: /^Menu da conta/ }).click();
        await page.getByRole('menuitem', { name: 'Perfil' }).click();
        await expectPath(page, `${account.home}/perfil`);
        expect(await seen(page.getByLabel('Nome completo', { exact: true }), 10_000)).toBe(true);
        const profile = await describeOverflow(page, `Perfil (${pathname(page)})`);
        if (profile) failures.push(profile);

        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  /**
   * Elements of `scope` that reach past its edges (1 px of rounding allowed), unless a scroller
   * inside it (overflow-x auto/scroll/hidden) holds them: that one scrolls, the box does not.
   */
  async function sticksOut(scope: Locator): Promise<string[]> {
    return scope.evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const clipped = (node: Element) => {
        for (let up = node.parentElement; up && up !== box; up = up.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      };
      const out: string[] = [];
      for (const node of Array.from(box.querySelectorAll('*'))) {
        const rect = node.getBoundingClientRect();
        if (rect.width === 0 || clipped(node)) continue;
        if (rect.right > edge.right + 1 || rect.left < edge.left - 1) {
          const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
          out.push(`<${node.tagName.toLowerCase()}> ${label}: ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(edge.left)}–${Math.round(edge.right)}`);
        }
      }
      return out.slice(0, 5);
    });
  }

  /** The table's columns as a reader sees them: each header's text, whether it is shown at all. */
  async function columnsShown(table: Locator): Promise<{ name: string; shown: boolean }[]> {
    return table.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => ({
        name: cell.textContent?.trim() ?? '',
        shown: getComputedStyle(cell).display !== 'none' && cell.getBoundingClientRect().width > 0,
      })),
    );
  }

  /** Every column of a report table is there; what does not fit scrolls inside the table's card. */
  async function everyColumnInItsCard(page: Page, name: string, headers: string[]): Promise<void> {
    const table = page.getByRole('table', { name });
    await table.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    expect(await columnsShown(table)).toEqual(headers.map((header) => ({ name: header, shown: true })));
    const scroller = table.locator('xpath=..');
    const fits = await scroller.evaluate((node) => ({
      overflowX: getComputedStyle(node).overflowX,
      scrolls: node.scrollWidth > node.clientWidth,
      right: node.getBoundingClientRect().right,
    }));
    // Wider than the phone: it scrolls sideways inside its own box, which stays on the screen.
    if (fits.scrolls) expect(fits.overflowX).toBe('auto');
    expect(fits.right).toBeLessThanOrEqual(page.viewportSize()?.width ?? PHONE.width);
    // The scroller is reachable with the keyboard (axe: scrollable-region-focusable).
    if (fits.scrolls) expect(await scroller.getAttribute('tabindex')).toBe('0');
    const { overflow, culprit } = await horizontalOverflow(page);
    expect(overflow, `${name}: ${culprit}`).toBe(0);
  }

  it("issue 29 §6 on a phone in en-US: report tables show every column, 'Ver empresas', the Extrato filters, Ações Master, the Simulador header, tab focus and 'Histórico da empresa' stay in their boxes", async () => {
    mkdirSync(SCREENS, { recursive: true });
    const shoot = async (page: Page, name: string) => {
      await animationsSettled(page);
      await page.screenshot({ path: `${SCREENS}/seams-${name}-${page.viewportSize()?.width ?? 0}.png` });
    };
    const FINANCIAL_HEADERS = (first: string, leadMoney: string) => [
      first,
      'Créditos carregados',
      leadMoney,
      'Leads cobrados',
      'Reembolsos',
      'Saldo',
    ];

    // A dispute for the MASTER's queue: the Zona Sul bakery contests its charged lead (no other
    // journey uses that company or unit).
    const bakery = await browser.newPage();
    try {
      await loginAs(bakery.page, 'contato@padariapaodourado.demo.tenho.com.br', DEMO_PASSWORD, '/client');
      await bakery.page.goto('/client/mensagens');
      const contest = bakery.page
        .getByRole('button', { name: 'Contestar', exact: true })
        .filter({ visible: true })
        .first();
      if (await seen(contest, 15_000)) {
        await contest.click();
        const dialog = bakery.page.getByRole('dialog', { name: 'Contestar lead' });
        await dialog.getByLabel('Pedido falso').check();
        await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
        expect(await seen(toasts(bakery.page).getByText('Contestação enviada', { exact: false }), 10_000)).toBe(
          true,
        );
      }
    } finally {
      await bakery.context.close();
    }

    for (const width of [PHONE.width, 1440]) {
      const phone = width === PHONE.width;
      const size = phone ? { ...PHONE, locale: 'en-US' } : { width, height: 900, locale: 'pt-BR' };

      const master = await browser.newPage(size);
      try {
        const { page } = master;
        await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
        await settled(page);

        // Ações Master: each card as tall as what it holds, not stretched to its neighbour's height.
        const actions = page.getByRole('region', { name: 'Ações Master' });
        await actions.getByRole('listitem').first().waitFor();
        const heights = await actions.getByRole('listitem').evaluateAll((items) =>
          items.map((item) => {
            const card = item.firstElementChild as HTMLElement;
            const style = getComputedStyle(card);
            const boxes = Array.from(card.children).map((child) => child.getBoundingClientRect());
            const content =
              Math.max(...boxes.map((b) => b.bottom)) -
              Math.min(...boxes.map((b) => b.top)) +
              parseFloat(style.paddingTop) +
              parseFloat(style.paddingBottom) +
              parseFloat(style.borderTopWidth) +
              parseFloat(style.borderBottomWidth);
            return { card: card.getBoundingClientRect().height, content };
          }),
        );
        await actions.scrollIntoViewIfNeeded();
        await shoot(page, 'acoes-master');
        // On a phone (one column) every card is exactly as tall as its content.
        if (phone) for (const { card, content } of heights) expect(Math.abs(card - content)).toBeLessThan(2);

        // Relatórios › Financeiro: 'Por franquia' with every column.
        await page.goto('/master/relatorios');
        await settled(page);
        await everyColumnInItsCard(page, 'Financeiro por franquia', FINANCIAL_HEADERS('Franquia', 'Receita de leads'));
        await page.getByRole('table', { name: 'Financeiro por franquia' }).scrollIntoViewIfNeeded();
        await shoot(page, 'relatorios-por-franquia');

        // Tabs: a click leaves no focus ring; the keyboard shows one.
        const tabs = page.getByRole('tablist').first();
        const second = tabs.getByRole('tab').nth(1);
        await second.click();
        const ring = (tab: Locator) => tab.evaluate((node) => getComputedStyle(node).outlineStyle);
        expect(await ring(second), 'no ring after a click').toBe('none');
        await page.keyboard.press('ArrowRight');
        const third = tabs.getByRole('tab').nth(2);
        await expect.poll(() => third.evaluate((node) => node === document.activeElement)).toBe(true);
        expect(await ring(third), 'a ring for the keyboard').not.toBe('none');
        await shoot(page, 'abas-foco-teclado');

        // Franquias › 'Ver empresas': the dialog holds its rows.
        await page.goto('/master/franquias');
        await page.getByRole('searchbox', { name: 'Buscar franquias' }).fill('Tenho Centro');
        const row = page.getByRole('table', { name: 'Franquias' }).getByRole('row').filter({ hasText: 'Tenho Centro' });
        await row.getByRole('button', { name: 'Mais ações para Tenho Centro', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Ver empresas', exact: true }).click();
        const companies = page.getByRole('dialog', { name: 'Empresas' });
        await companies.getByRole('list', { name: 'Empresas da franquia' }).getByRole('listitem').first().waitFor({ timeout: 10_000 });
        expect(await sticksOut(companies), "'Ver empresas'").toEqual([]);
        // Each company's row (its border) holds its figures and its 'Inserir Crédito'.
        expect(
          await sticksOut(companies.getByRole('list', { name: 'Empresas da franquia' })),
          "'Ver empresas' rows",
        ).toEqual([]);
        await shoot(page, 'ver-empresas');
        await page.keyboard.press('Escape');

        // Simulador: the inactive company's phone keeps its name beside 'Inativa'.
        await page.goto('/master/simulador');
        const inactive = page.getByRole('region', { name: 'Borracharia Rápida', exact: true });
        if (await seen(inactive, 15_000)) {
          const header = inactive.locator('header');
          expect(await sticksOut(header), 'the phone header').toEqual([]);
          const title = header.getByRole('heading', { name: 'Borracharia Rápida' });
          const badge = header.getByText('Inativa', { exact: true });
          const [titleBox, badgeBox, headerBox] = await Promise.all([
            title.boundingBox(),
            badge.boundingBox(),
            header.boundingBox(),
          ]);
          expect(titleBox!.width, 'the name keeps room').toBeGreaterThan(60);
          expect(badgeBox!.y).toBeGreaterThanOrEqual(headerBox!.y);
          expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height + 0.5);
          await inactive.scrollIntoViewIfNeeded();
          await shoot(page, 'simulador-inativa');
        }

        // The network's Financeiro: the Extrato filters (with Franquia and Empresa) inside their card.
        await page.goto('/master/financeiro');
        await settled(page);
        const networkStatement = page.getByRole('region', { name: 'Extrato', exact: true });
        await networkStatement.waitFor({ timeout: 10_000 });
        expect(await sticksOut(networkStatement), 'the network Extrato card').toEqual([]);
        await networkStatement.scrollIntoViewIfNeeded();
        await shoot(page, 'extrato-rede-filtros');

        // Mensagens › Contestações: 'Histórico da empresa' as tall as its two lines.
        await page.goto('/master/mensagens?aba=contestacoes');
        const card = page.getByRole('list', { name: 'Contestações' }).getByRole('article').first();
        if (await seen(card, 15_000)) {
          const history = card.getByText('Histórico da empresa', { exact: true }).locator('xpath=..');
          const fit = await history.evaluate((box) => {
            const style = getComputedStyle(box);
            const inner = Array.from(box.children).reduce((sum, c) => sum + c.getBoundingClientRect().height, 0);
            const chrome =
              parseFloat(style.paddingTop) +
              parseFloat(style.paddingBottom) +
              parseFloat(style.borderTopWidth) +
              parseFloat(style.borderBottomWidth);
            return { height: box.getBoundingClientRect().height, content: inner + chrome };
          });
          expect(Math.abs(fit.height - fit.content), "'Histórico da empresa' fits its text").toBeLessThan(2);
          await card.scrollIntoViewIfNeeded();
          await shoot(page, 'contestacoes-historico');
        }
      } finally {
        await master.context.close();
      }

      // The ADMIN's Relatórios: 'Por empresa' with every column.
      const admin = await browser.newPage(size);
      try {
        const { page } = admin;
        await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
        await page.goto('/admin/relatorios');
        await settled(page);
        await everyColumnInItsCard(page, 'Financeiro por empresa', FINANCIAL_HEADERS('Empresa', 'Receita de leads'));
        await page.getByRole('table', { name: 'Financeiro por empresa' }).scrollIntoViewIfNeeded();
        await shoot(page, 'relatorios-por-empresa');
      } finally {
        await admin.context.close();
      }

      // The company's Financeiro: the Extrato filters inside their card.
      const company = await browser.newPage(size);
      try {
        const { page } = company;
        await loginAs(page, DEMO.client.email, DEMO_PASSWORD, '/client');
        await page.goto('/client/financeiro');
        await settled(page);
        const statement = page.getByRole('region', { name: 'Extrato', exact: true });
        await statement.waitFor({ timeout: 10_000 });
        expect(await sticksOut(statement), 'the Extrato card').toEqual([]);
        await page.getByLabel('Período', { exact: true }).selectOption('custom');
        expect(await sticksOut(statement), 'the Extrato card with dates').toEqual([]);
        await statement.scrollIntoViewIfNeeded();
        await shoot(page, 'extrato-filtros');
      } finally {
        await company.context.close();
      }
    }
  }, 180_000);
});
