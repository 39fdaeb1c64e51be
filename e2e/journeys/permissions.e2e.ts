import type { Locator, Page } from 'playwright-core';
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
  seen,
  storedSession,
  toasts,
  uniqueEmail,
} from '../support/journey.ts';

const PASSWORD = 'Permissao#E2e2026';

/** Texts of the permission screens (packages/domain/src/permissions), by value. */
const MSG = {
  roleSaved: 'Permissões do perfil salvas com sucesso!',
  userSaved: 'Permissões do usuário salvas com sucesso!',
  created: 'Permissão criada com sucesso!',
  updated: 'Permissão atualizada com sucesso!',
  deleted: 'Permissão deletada com sucesso!',
  inUse: /Esta permissão está em uso \(1 perfil\) e não pode ser excluída/,
} as const;

type Link = { role: string; permission_id: number; enabled: boolean; permission?: { name: string } };
type Me = { user: { permissions: string[]; permission_override: Record<string, boolean> } };

/** A fresh active company (CLIENT) of the demo unit, so no journey changes a shared account. */
async function freshCompany(prefix: string): Promise<{ id: number; email: string; name: string }> {
  const email = uniqueEmail(prefix);
  const name = `Empresa ${prefix} E2E`;
  const id = await createAccount({ email, password: PASSWORD, name, role: 'CLIENT', unit: DEMO.client.unit });
  return { id, email, name };
}

async function permissionIdByName(token: string, name: string): Promise<number> {
  const { body } = await apiCall<Array<{ id: number; name: string }>>('GET', '/permissions/all', { token });
  const found = body.find((p) => p.name === name);
  if (!found) throw new Error(`permission ${name} not found`);
  return found.id;
}

function sidebarLink(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: label, exact: true });
}

/** Waits until the panel's live stream (GET /api/events) is open. */
async function liveStreamOpen(page: Page): Promise<void> {
  await page.locator('[data-live="open"]').waitFor({ timeout: 10_000 });
}

/** Configurações › Usuários › the sub-tab `tab`, as the MASTER. */
async function openPermissions(page: Page, tab: string): Promise<void> {
  await page.goto('/master/configuracoes');
  await page.getByRole('tab', { name: 'Usuários', exact: true }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

async function tokenOf(page: Page): Promise<string> {
  const session = await storedSession(page);
  if (!session?.token) throw new Error('no session stored');
  return session.token;
}

/**
 * How soon a change reaches an open panel: 2 s, the product's promise, held on a machine doing
 * nothing else. CI runs the journeys beside every other suite on 2 cores, where a stopwatch measures
 * the load more than the product, and allows more (E2E_LIVE_MS).
 */
const LIVE_MS = Number(process.env.E2E_LIVE_MS ?? 2_000);

describe('permissions (Configurações › Usuários)', () => {
  const browser = useBrowser();

  it("a role change reaches a company's open panel within 2 s; an override brings it back for that company only; Resetar restores the default", async () => {
    const companyA = await freshCompany('perm-a');
    const companyB = await freshCompany('perm-b');
    const master = await masterToken();
    const categoryAccess = await permissionIdByName(master, 'category.access');
    const admin = await browser.newPage();
    const client = await browser.newPage();
    try {
      await loginAs(client.page, companyA.email, PASSWORD, '/client');
      await client.page.goto('/client/categorias');
      await liveStreamOpen(client.page);
      expect(await seen(sidebarLink(client.page, 'Categorias'))).toBe(true);
      const tokenB = (
        await apiCall<{ token: string }>('POST', '/auth/login', {
          body: { email: companyB.email, password: PASSWORD },
        })
      ).body.token;

      // Permissão por Perfil: CLIENT loses category.access.
      await loginAs(admin.page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openPermissions(admin.page, 'Permissão por Perfil');
      await admin.page.getByText('Empresa cadastrada', { exact: true }).click();
      await expect.poll(() => admin.page.getByRole('radio', { name: /^CLIENT/ }).isChecked()).toBe(true);
      const save = admin.page.getByRole('button', { name: 'Salvar alterações' });
      expect(await save.isDisabled()).toBe(true);
      await admin.page.getByRole('button', { name: /^Categorias category/ }).click();
      const toggle = admin.page.getByRole('switch', { name: 'category.access para CLIENT' });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click();
      expect(await seen(admin.page.getByText('Modificado', { exact: true }))).toBe(true);
      expect(await save.isEnabled()).toBe(true);
      expect(await seriousViolations(admin.page)).toEqual([]);
      await save.click();
      const started = Date.now();

      expect(
        await gone(sidebarLink(client.page, 'Categorias'), LIVE_MS),
        "'Categorias' leaves the company's menu within 2 s",
      ).toBe(true);
      await expectPath(client.page, '/client');
      const elapsed = Date.now() - started;
      expect(elapsed, `menu and page followed after ${elapsed} ms`).toBeLessThan(LIVE_MS);
      expect(await seen(toasts(admin.page).getByText(MSG.roleSaved))).toBe(true);
      expect(await save.isDisabled()).toBe(true);
      expect(await toggle.isChecked()).toBe(false);

      // Permissão por Usuário: an override turns it back on for company A only.
      await admin.page.getByRole('tab', { name: 'Permissão por Usuário', exact: true }).click();
      await admin.page.getByRole('searchbox', { name: 'Buscar por e-mail ou nome' }).fill(companyA.email);
      await expect.poll(() => admin.page.getByText(/^Mostrando 1 de 1 usuário$/).count()).toBe(1);
      await admin.page.getByRole('button', { name: `Editar Permissões de ${companyA.name}` }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Editar Permissões' });
      await dialog.getByRole('searchbox', { name: 'Buscar permissão' }).fill('category.access');
      const userToggle = dialog.getByRole('switch', { name: `category.access para ${companyA.name}` });
      expect(await userToggle.isChecked()).toBe(false);
      await userToggle.click();
      expect(await seen(dialog.getByText('Sobrescrito', { exact: true }))).toBe(true);
      expect(await seriousViolations(admin.page, OPEN_DIALOG)).toEqual([]);
      await dialog.getByRole('button', { name: 'Salvar permissões' }).click();
      expect(await seen(toasts(admin.page).getByText(MSG.userSaved))).toBe(true);
      expect(await seen(sidebarLink(client.page, 'Categorias'), LIVE_MS), "'Categorias' is back for A").toBe(
        true,
      );
      expect(await seen(admin.page.getByText('Permissões customizadas', { exact: true }))).toBe(true);

      const meA = await apiCall<Me>('GET', '/auth/me', { token: await tokenOf(client.page) });
      expect(meA.body.user.permission_override).toEqual({ 'category.access': true });
      const meB = await apiCall<Me>('GET', '/auth/me', { token: tokenB });
      expect(meB.body.user.permission_override).toEqual({});
      expect(meB.body.user.permissions).not.toContain('category.access');
      const testB = await apiCall('POST', '/webhooks/test-categorize', {
        token: tokenB,
        body: { message: 'preciso de um eletricista' },
      });
      expect(testB.status, 'company B still lacks category.access').toBe(403);

      // Resetar: the role default (off) applies again.
      await admin.page.getByRole('button', { name: `Editar Permissões de ${companyA.name}` }).click();
      await dialog.getByRole('button', { name: 'Resetar category.access' }).click();
      expect(await gone(dialog.getByText('Sobrescrito', { exact: true }))).toBe(true);
      await dialog.getByRole('button', { name: 'Salvar permissões' }).click();
      expect(await gone(sidebarLink(client.page, 'Categorias'), LIVE_MS), "'Categorias' leaves A again").toBe(
        true,
      );
      expect(await gone(admin.page.getByText('Permissões customizadas', { exact: true }))).toBe(true);
    } finally {
      await apiCall('POST', '/role-permissions', {
        token: master,
        body: { role: 'CLIENT', permission_id: categoryAccess, enabled: true },
      });
      await apiCall('PATCH', `/users/${companyA.id}`, { token: master, body: { permission_override: {} } });
      await admin.context.close();
      await client.context.close();
    }
  });

  it('Gerenciar Permissões creates, edits and deletes; a permission in use stays with the amber message', async () => {
    const master = await masterToken();
    const name = `e2e_${Date.now().toString(36)}`;
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    let createdId: number | null = null;
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openPermissions(page, 'Gerenciar Permissões');
      await page.getByRole('button', { name: 'Nova Permissão' }).click();
      const form = page.getByRole('dialog', { name: 'Nova Permissão' });
      // The form's rules: both fields required, the name snake_case or area.acao.
      await form.getByRole('button', { name: 'Criar Permissão' }).click();
      expect(await seen(form.getByText('Nome é obrigatório'))).toBe(true);
      await form.getByLabel('Nome *').fill('Nome Ruim');
      await form.getByLabel('Descrição *').fill('Permissão criada pelo teste');
      await form.getByRole('button', { name: 'Criar Permissão' }).click();
      expect(await seen(form.getByText(/Use letras minúsculas/))).toBe(true);
      await form.getByLabel('Nome *').fill(name);
      await form.getByRole('button', { name: 'Criar Permissão' }).click();
      expect(await seen(toasts(page).getByText(MSG.created))).toBe(true);

      await page.getByRole('searchbox', { name: 'Buscar permissão' }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      expect(await seen(row)).toBe(true);
      const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      expect(await row.textContent()).toContain(today);

      await row.getByRole('button', { name: `Editar ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Permissão' });
      await edit.getByLabel('Descrição *').fill('Descrição alterada pelo teste');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      expect(await seen(toasts(page).getByText(MSG.updated))).toBe(true);
      expect(await seen(row.getByText('Descrição alterada pelo teste'))).toBe(true);

      // In use by a role: the delete is refused with the server's message and the row stays.
      createdId = await permissionIdByName(master, name);
      const link = await apiCall<Link>('POST', '/role-permissions', {
        token: master,
        body: { role: 'USER', permission_id: createdId, enabled: true },
      });
      expect(link.status).toBe(200);
      await row.getByRole('button', { name: `Excluir ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Excluir permissão?' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      const warning = toasts(page).getByText(MSG.inUse);
      expect(await seen(warning)).toBe(true);
      // Amber (sonner's warning type), for about 6 s.
      expect(await toasts(page).locator('[data-type="warning"]').filter({ hasText: MSG.inUse }).count()).toBe(
        1,
      );
      expect(await seen(row)).toBe(true);
      expect(await gone(warning, 9_000)).toBe(true);

      // Unused: deleted.
      await apiCall('POST', '/role-permissions', {
        token: master,
        body: { role: 'USER', permission_id: createdId, enabled: false },
      });
      await row.getByRole('button', { name: `Excluir ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Excluir permissão?' })
        .getByRole('button', { name: 'Excluir' })
        .click();
      expect(await seen(toasts(page).getByText(MSG.deleted))).toBe(true);
      expect(await gone(row)).toBe(true);
      createdId = null;
    } finally {
      if (createdId !== null) {
        await apiCall('POST', '/role-permissions', {
          token: master,
          body: { role: 'USER', permission_id: createdId, enabled: false },
        });
        await apiCall('DELETE', `/permissions/${createdId}`, { token: master });
      }
      await context.close();
    }
  });
});
