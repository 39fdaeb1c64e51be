import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createAccount, masterToken } from '../support/api.ts';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  expectPath,
  gone,
  loginAs,
  pathname,
  seen,
  storedSession,
  toasts,
  uniqueEmail,
} from '../support/journey.ts';

const PASSWORD = 'Sessao#Viva2026';

/** Texts of the web app (lib/live-events-session.ts, features/security), by value. */
const MSG = {
  deactivated: 'Sua conta foi desativada. Entre em contato com a franquia.',
  sessionEnded: 'Esta sessão foi encerrada. Entre novamente para continuar.',
  permissionsUpdated: 'Suas permissões foram atualizadas.',
} as const;

/** A fresh active company (CLIENT) of the demo unit, so no journey changes a shared account. */
async function freshCompany(prefix: string): Promise<{ id: number; email: string; name: string }> {
  const email = uniqueEmail(prefix);
  const name = `Empresa ${prefix} E2E`;
  const id = await createAccount({ email, password: PASSWORD, name, role: 'CLIENT', unit: DEMO.client.unit });
  return { id, email, name };
}

/** Waits until the panel's live stream (GET /api/events) is open. */
async function liveStreamOpen(page: Page): Promise<void> {
  await page.locator('[data-live="open"]').waitFor({ timeout: 10_000 });
}

function sidebarLink(page: Page, label: string) {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: label, exact: true });
}

/** The session token the page holds now. */
async function tokenOf(page: Page): Promise<string> {
  const session = await storedSession(page);
  if (!session?.token) throw new Error('no session stored');
  return session.token;
}

describe('live session (GET /api/events)', () => {
  const browser = useBrowser();

  it("the MASTER deactivates a company on Usuários; the company's open panel returns to the landing page", async () => {
    const company = await freshCompany('desativada');
    const master = await browser.newPage();
    const client = await browser.newPage();
    try {
      await loginAs(client.page, company.email, PASSWORD, '/client');
      await liveStreamOpen(client.page);
      const clientToken = await tokenOf(client.page);

      await loginAs(master.page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      // Configurações › Segurança: policy, own sessions and the login throttle figures (system.view).
      await master.page.goto('/master/configuracoes');
      await master.page.getByRole('tab', { name: 'Segurança' }).click();
      await master.page.getByRole('list', { name: 'Sessões ativas' }).getByText('Sessão atual').waitFor();
      await master.page
        .getByRole('region', { name: 'Proteção do login' })
        .getByText('Falhas de login', { exact: true })
        .waitFor();
      expect(await seriousViolations(master.page), 'Segurança').toEqual([]);

      await master.page.goto('/master/usuarios');
      await master.page
        .getByRole('searchbox', { name: 'Buscar por nome, e-mail ou telefone' })
        .fill(company.email);
      const row = master.page.getByRole('table').getByRole('row').filter({ hasText: company.email });
      await row.getByRole('button', { name: 'Desativar', exact: true }).click();
      const started = Date.now();

      await expectPath(client.page, '/');
      const elapsed = Date.now() - started;
      console.info(`deactivation → landing page: ${elapsed} ms`);
      expect(elapsed, `signed out after ${elapsed} ms`).toBeLessThan(5_000);
      expect(await seen(toasts(client.page).getByText(MSG.deactivated))).toBe(true);
      expect(await storedSession(client.page)).toBeNull();
      expect((await apiCall('GET', '/auth/me', { token: clientToken })).status).toBe(401);
    } finally {
      await master.context.close();
      await client.context.close();
      await apiCall('PATCH', `/users/${company.id}`, {
        token: await masterToken(),
        body: { is_active: true },
      });
    }
  });

  it("a company with two sessions ends the other one from Perfil; that session's next request is 401 and its panel signs out", async () => {
    const company = await freshCompany('duas-sessoes');
    const here = await browser.newPage();
    const there = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(there.page, company.email, PASSWORD, '/client');
      await liveStreamOpen(there.page);
      const thereToken = await tokenOf(there.page);

      await loginAs(here.page, company.email, PASSWORD, '/client');
      await here.page.goto('/client/perfil');
      const list = here.page.getByRole('list', { name: 'Sessões ativas' });
      await list.getByRole('listitem').nth(1).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(2);
      const current = list.getByRole('listitem').filter({ hasText: 'Sessão atual' });
      expect(await current.count()).toBe(1);
      expect(await current.getByRole('button').count(), 'no Encerrar on the current session').toBe(0);

      // The sessions section (the profile card above it has its own checks in a11y.e2e.ts).
      expect(
        await seriousViolations(here.page, 'section[aria-labelledby="sessoes-ativas-titulo"]'),
        'Sessões ativas',
      ).toEqual([]);

      // From the keyboard: Tab to 'Encerrar', Enter; the confirmation opens before anything ends.
      const endButton = list.getByRole('button', { name: /^Encerrar a sessão / });
      await endButton.focus();
      await here.page.keyboard.press('Enter');
      const dialog = here.page.getByRole('dialog', { name: 'Encerrar sessão' });
      await dialog.waitFor();
      expect(await seriousViolations(here.page, OPEN_DIALOG), 'the confirmation').toEqual([]);
      expect(
        (await apiCall('GET', '/auth/me', { token: thereToken })).status,
        'not ended before confirming',
      ).toBe(200);
      await dialog.getByRole('button', { name: 'Encerrar sessão' }).click();
      const started = Date.now();
      expect(await seen(toasts(here.page).getByText('Sessão encerrada.'))).toBe(true);

      await expectPath(there.page, '/');
      const elapsed = Date.now() - started;
      console.info(`ended session → landing page: ${elapsed} ms`);
      expect(elapsed, `signed out after ${elapsed} ms`).toBeLessThan(5_000);
      expect(await seen(toasts(there.page).getByText(MSG.sessionEnded))).toBe(true);
      expect((await apiCall('GET', '/auth/me', { token: thereToken })).status).toBe(401);
      // This session goes on.
      expect(pathname(here.page)).toBe('/client/perfil');
      expect((await apiCall('GET', '/auth/me', { token: await tokenOf(here.page) })).status).toBe(200);
      expect(await gone(list.getByRole('button', { name: /^Encerrar a sessão / }))).toBe(true);

      // 'Encerrar todas as outras' for a session opened elsewhere (here: straight through the API).
      const login = await apiCall<{ token: string }>('POST', '/auth/login', {
        body: { email: company.email, password: PASSWORD },
      });
      await here.page.reload();
      await list.getByRole('listitem').nth(1).waitFor();
      await here.page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
      await here.page
        .getByRole('dialog', { name: 'Encerrar todas as outras sessões' })
        .getByRole('button', { name: 'Encerrar todas as outras' })
        .click();
      expect(await seen(toasts(here.page).getByText('1 sessão encerrada.'))).toBe(true);
      expect((await apiCall('GET', '/auth/me', { token: login.body.token })).status).toBe(401);
      expect(await seen(here.page.getByText('Só esta sessão está ativa.'))).toBe(true);
    } finally {
      await here.context.close();
      await there.context.close();
    }
  });

  it("a permission change made by the MASTER reaches the company's open panel within 2 s, without a reload", async () => {
    const company = await freshCompany('permissao');
    const master = await masterToken();
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, company.email, PASSWORD, '/client');
      await page.goto('/client/categorias');
      await liveStreamOpen(page);
      expect(await seen(sidebarLink(page, 'Categorias'))).toBe(true);
      // Nothing below may reload the page: a marker on window would be lost.
      await page.evaluate(() => {
        (window as unknown as { __semReload: boolean }).__semReload = true;
      });

      // Off for this company (an override), through the API.
      const off = await apiCall('PATCH', `/users/${company.id}`, {
        token: master,
        body: { permission_override: { 'category.access': false } },
      });
      expect(off.status).toBe(200);
      const started = Date.now();
      expect(
        await gone(sidebarLink(page, 'Categorias'), 2_000),
        "'Categorias' leaves the menu within 2 s",
      ).toBe(true);
      await expectPath(page, '/client');
      const elapsed = Date.now() - started;
      console.info(`permission off → menu and page: ${elapsed} ms`);
      expect(elapsed, `menu and page followed after ${elapsed} ms`).toBeLessThan(2_000);
      expect(await seen(toasts(page).getByText(MSG.permissionsUpdated))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __semReload?: boolean }).__semReload)).toBe(
        true,
      );
      // The page cannot be opened by hand either.
      await page.goto('/client/categorias');
      await expectPath(page, '/client');
      await liveStreamOpen(page);

      // Restored: the role default applies again.
      const back = await apiCall('PATCH', `/users/${company.id}`, {
        token: master,
        body: { permission_override: {} },
      });
      expect(back.status).toBe(200);
      expect(await seen(sidebarLink(page, 'Categorias'), 2_000)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the MASTER turns category.access off for the CLIENT role (POST /api/role-permissions): the open panel follows within 2 s; then restored', async () => {
    const company = await freshCompany('perfil-cliente');
    const master = await masterToken();
    const all = await apiCall<Array<{ id: number; name: string }>>('GET', '/permissions/all', {
      token: master,
    });
    expect(all.status).toBe(200);
    const categoryAccess = all.body.find((p) => p.name === 'category.access');
    if (!categoryAccess) throw new Error('category.access is not in the catalogue');
    const link = (enabled: boolean) =>
      apiCall('POST', '/role-permissions', {
        token: master,
        body: { role: 'CLIENT', permission_id: categoryAccess.id, enabled },
      });
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, company.email, PASSWORD, '/client');
      await page.goto('/client/categorias');
      await liveStreamOpen(page);
      expect(await seen(sidebarLink(page, 'Categorias'))).toBe(true);

      expect((await link(false)).status).toBeLessThan(300);
      const started = Date.now();
      expect(
        await gone(sidebarLink(page, 'Categorias'), 2_000),
        "'Categorias' leaves the menu within 2 s",
      ).toBe(true);
      await expectPath(page, '/client');
      const elapsed = Date.now() - started;
      console.info(`role link off → menu and page: ${elapsed} ms`);
      expect(elapsed).toBeLessThan(2_000);

      expect((await link(true)).status).toBeLessThan(300);
      expect(await seen(sidebarLink(page, 'Categorias'), 2_000), "'Categorias' is back within 2 s").toBe(
        true,
      );
    } finally {
      await link(true);
      await context.close();
    }
  });
});
