import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO, DEMO_PASSWORD, expectPath, gone, landingHeader, loginAs, seen } from '../support/journey.ts';

/** The sidebar entries the user sees, in order. */
async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/** Visiting `path` ends silently on the landing page: no 404, no error, just '/'. */
async function expectBouncedHome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectPath(page, '/');
  expect(
    await seen(landingHeader(page).getByRole('button', { name: 'Começar Agora', exact: true })),
    path,
  ).toBe(true);
  expect(await page.getByText('Page not found.').count(), path).toBe(0);
  expect(await page.getByRole('alert').count(), path).toBe(0);
}

describe('route guards and the panel shell', () => {
  const browser = useBrowser();

  it('an anonymous visitor is sent home from every panel', async () => {
    const { context, page } = await browser.newPage();
    try {
      for (const path of ['/admin', '/master', '/client', '/user', '/master/franquias', '/admin/perfil']) {
        await expectBouncedHome(page, path);
      }
    } finally {
      await context.close();
    }
  });

  it('a USER lands on /user, sees no Franquias or Configurações, and is sent home from the other panels', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, DEMO.user.email, DEMO_PASSWORD, '/user');
      const topBar = page.getByRole('banner');
      expect(await seen(topBar.getByText('Painel Administrativo', { exact: true }))).toBe(true);
      expect(await seen(topBar.getByText(`Olá, ${DEMO.user.name}`, { exact: true }))).toBe(true);
      expect(await seen(topBar.getByText(DEMO.user.email, { exact: true }))).toBe(true);

      const entries = await sidebarEntries(page);
      expect(entries).toContain('Dashboard');
      expect(entries).not.toContain('Franquias');
      expect(entries).not.toContain('Configurações');
      expect(entries).not.toContain('Usuários');

      for (const path of ['/master', '/admin', '/client', '/master/configuracoes']) {
        await expectBouncedHome(page, path);
      }
      // Still signed in: the own panel opens again.
      await page.goto('/user');
      expect(await seen(page.getByRole('banner').getByText('Painel Administrativo', { exact: true }))).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('an ADMIN lands on /admin with the unit name; a CLIENT on /client', async () => {
    const admin = await browser.newPage();
    try {
      const { page } = admin;
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      const topBar = page.getByRole('banner');
      expect(await seen(topBar.getByText('Painel Administrativo', { exact: true }))).toBe(true);
      expect(await seen(topBar.getByText(DEMO.admin.unit, { exact: true })), 'unit name').toBe(true);
      expect(await seen(topBar.getByText(`Olá, ${DEMO.admin.name}`, { exact: true }))).toBe(true);
      expect(await seen(page.getByRole('heading', { name: `Dashboard - ${DEMO.admin.unit}` }))).toBe(true);
      await expectBouncedHome(page, '/master');
    } finally {
      await admin.context.close();
    }

    const client = await browser.newPage();
    try {
      const { page } = client;
      await loginAs(page, DEMO.client.email, DEMO_PASSWORD, '/client');
      const topBar = page.getByRole('banner');
      expect(await seen(topBar.getByText('Painel do Cliente', { exact: true }))).toBe(true);
      expect(await seen(topBar.getByText(`Olá, ${DEMO.client.name}`, { exact: true }))).toBe(true);
      const entries = await sidebarEntries(page);
      expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Categorias', 'Mensagens', 'Financeiro']));
      expect(entries).not.toContain('Franquias');
      expect(entries).not.toContain('Configurações');
      await expectBouncedHome(page, '/admin');
    } finally {
      await client.context.close();
    }
  });

  it('the MASTER sees Franquias and Configurações and may open the admin panel too', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      const entries = await sidebarEntries(page);
      expect(entries[0]).toBe('Dashboard');
      expect(entries).toEqual(expect.arrayContaining(['Franquias', 'Configurações', 'Usuários']));

      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Franquias' })
        .click();
      await expectPath(page, '/master/franquias');

      await page.goto('/admin');
      expect(await seen(page.getByRole('banner').getByText('Painel Master', { exact: true }))).toBe(true);
      await expectPath(page, '/admin');
      await expectBouncedHome(page, '/client');
    } finally {
      await context.close();
    }
  });

  it('on a 390 px phone the panel menu opens and closes (button, link and Esc)', async () => {
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      expect(await seen(page.getByRole('banner').getByText('Painel Master', { exact: true }))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The fixed sidebar is folded away on a phone.
      expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);

      const toggle = page.getByRole('button', { name: 'Abrir ou fechar o menu' });
      const menu = page.getByRole('dialog', { name: 'Menu do painel' });

      await toggle.click();
      expect(await seen(menu), 'menu opens').toBe(true);
      expect(await seen(menu.getByRole('link', { name: 'Configurações' }))).toBe(true);
      await menu.getByRole('button', { name: 'Fechar menu' }).click();
      expect(await gone(menu), 'close button').toBe(true);

      await toggle.click();
      expect(await seen(menu)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await gone(menu), 'Esc').toBe(true);

      await toggle.click();
      await menu.getByRole('link', { name: 'Franquias' }).click();
      await expectPath(page, '/master/franquias');
      expect(await gone(menu), 'following a link closes the menu').toBe(true);
    } finally {
      await context.close();
    }
  });
});
