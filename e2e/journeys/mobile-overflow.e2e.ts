import type { Page } from 'playwright-core';
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
} from '../support/journey.ts';

const PHONE = { width: 390, height: 844 } as const;

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
});
