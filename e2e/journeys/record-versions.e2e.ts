import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, createAccount, masterToken } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO_PASSWORD, gone, loginAs, seen, toasts, uniqueEmail } from '../support/journey.ts';
import { animationsSettled } from '../support/settle.ts';

/**
 * Issue 29 point 2: two tabs of the same MASTER edit the same company. The first saves; the second
 * (holding the old version) gets the conflict message and 'Recarregar' instead of silently
 * reverting the first; after reloading it saves.
 */
const SCREENS = resolve(import.meta.dirname, '../output/screens');
const UPDATED = 'Usuário atualizado com sucesso!';
const CONFLICT =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';

function row(page: Page, email: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: email });
}

/** Opens Usuários, finds the company and opens its 'Editar Cliente' dialog. */
async function openEdit(page: Page, email: string, name: string): Promise<Locator> {
  await page.goto('/master/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou telefone' }).fill(email);
  await row(page, email).first().waitFor();
  await row(page, email)
    .getByRole('button', { name: `Editar ${name}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await dialog.getByLabel('Nome de exibição *', { exact: true }).waitFor();
  return dialog;
}

describe('no edit is lost (If-Match on the company edit)', () => {
  const browser = useBrowser();

  it('the second tab of the same MASTER gets the conflict and a reload instead of reverting the first', async () => {
    const email = uniqueEmail('versao');
    const name = 'Oficina Duas Abas';
    await createAccount({ email, password: DEMO_PASSWORD, name, role: 'CLIENT', unit: 'Tenho Centro' });

    const { context, page: first } = await browser.newPage();
    try {
      await loginAs(first, E2E_MASTER.email, E2E_MASTER.password, '/master');
      // The second tab shares the session (same browser, same storage).
      const second = await context.newPage();
      const editA = await openEdit(first, email, name);
      const editB = await openEdit(second, email, name);

      await editA.getByLabel('Nome de exibição *', { exact: true }).fill('Oficina Aba Um');
      await editA.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();
      expect(await seen(toasts(first).getByText(UPDATED, { exact: true }), 10_000)).toBe(true);
      expect(await gone(editA)).toBe(true);

      const nameB = editB.getByLabel('Nome de exibição *', { exact: true });
      await nameB.fill('Oficina Aba Dois');
      await editB.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();
      const alert = editB.getByRole('alert').filter({ hasText: CONFLICT });
      expect(await seen(alert, 10_000), 'the conflict message').toBe(true);
      expect(await toasts(second).getByText(UPDATED, { exact: true }).count(), 'no success').toBe(0);
      // What was typed stays on screen.
      expect(await nameB.inputValue()).toBe('Oficina Aba Dois');
      await alert.scrollIntoViewIfNeeded();
      await second.screenshot({ path: `${SCREENS}/versao-conflito-1440.png` });
      await second.setViewportSize({ width: 390, height: 844 });
      await alert.scrollIntoViewIfNeeded();
      await second.screenshot({ path: `${SCREENS}/versao-conflito-390.png` });
      await second.setViewportSize({ width: 1440, height: 900 });

      // Reload: the first tab's save shows, and a save from there goes through.
      await editB.getByRole('button', { name: 'Recarregar', exact: true }).click();
      expect(await gone(alert)).toBe(true);
      await expect.poll(() => nameB.inputValue()).toBe('Oficina Aba Um');
      await nameB.fill('Oficina Aba Dois');
      await editB.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();
      expect(await seen(toasts(second).getByText(UPDATED, { exact: true }), 10_000)).toBe(true);
      expect(await gone(editB)).toBe(true);
      expect(await seen(row(second, email).getByText('Oficina Aba Dois', { exact: true }).first())).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it("permissions: a stale save of Permissão por Perfil or of a user's overrides shows 'Recarregar' instead of reverting the other tab (1440 and 390 px)", async () => {
    const ROLE_SAVED = 'Permissões do perfil salvas com sucesso!';
    const USER_SAVED = 'Permissões do usuário salvas com sucesso!';
    const email = uniqueEmail('versao-permissao');
    const name = 'Oficina Permissões Duas Abas';
    await createAccount({ email, password: DEMO_PASSWORD, name, role: 'CLIENT', unit: 'Tenho Centro' });
    const token = await masterToken();
    const { body: catalogue } = await apiCall<Array<{ id: number; name: string }>>('GET', '/permissions/all', {
      token,
    });
    const documentView = catalogue.find((p) => p.name === 'document.view');
    if (!documentView) throw new Error('document.view not in the catalogue');

    /** Configurações › Usuários › `tab`, as the MASTER. */
    const openTab = async (page: Page, tab: string) => {
      await page.goto('/master/configuracoes');
      await page.getByRole('tab', { name: 'Usuários', exact: true }).click();
      await page.getByRole('tab', { name: tab, exact: true }).click();
    };
    /** Permissão por Perfil › USER, the Documentos group open; returns the document.view switch. */
    const openUserRole = async (page: Page) => {
      await openTab(page, 'Permissão por Perfil');
      await page.getByText('Usuário comum do CLIENT', { exact: true }).click();
      await expect.poll(() => page.getByRole('radio', { name: /^USER/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: /^Documentos document/ }).click();
      return page.getByRole('switch', { name: 'document.view para USER' });
    };
    /** Permissão por Usuário › the company's 'Editar Permissões', searched to category.access. */
    const openOverrides = async (page: Page) => {
      await openTab(page, 'Permissão por Usuário');
      await page.getByRole('searchbox', { name: 'Buscar por e-mail ou nome' }).fill(email);
      await expect.poll(() => page.getByText(/^Mostrando 1 de 1 usuário$/).count()).toBe(1);
      await page.getByRole('button', { name: `Editar Permissões de ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Permissões' });
      await dialog.getByRole('searchbox', { name: 'Buscar permissão' }).fill('category.access');
      return dialog;
    };

    const { context, page: first } = await browser.newPage();
    try {
      await loginAs(first, E2E_MASTER.email, E2E_MASTER.password, '/master');
      const second = await context.newPage();

      // Permissão por Perfil: both tabs read USER's document.view on; the first switches it off.
      const toggleA = await openUserRole(first);
      const toggleB = await openUserRole(second);
      expect(await toggleA.isChecked()).toBe(true);
      await toggleA.click();
      await first.getByRole('button', { name: 'Salvar alterações' }).click();
      expect(await seen(toasts(first).getByText(ROLE_SAVED, { exact: true }), 10_000)).toBe(true);

      // The second, still showing it on, switches it off too and saves with the version it read.
      await second.bringToFront();
      expect(await toggleB.isChecked()).toBe(true);
      await toggleB.click();
      const saveB = second.getByRole('button', { name: 'Salvar alterações' });
      await saveB.click();
      const roleAlert = second.getByRole('alert').filter({ hasText: CONFLICT });
      expect(await seen(roleAlert, 10_000), 'the conflict in Permissão por Perfil').toBe(true);
      expect(await toasts(second).getByText(ROLE_SAVED, { exact: true }).count(), 'no success').toBe(0);
      expect(await saveB.isDisabled(), 'no second save with the stale version').toBe(true);
      for (const width of [1440, 390]) {
        await second.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await roleAlert.scrollIntoViewIfNeeded();
        await animationsSettled(second);
        await second.screenshot({ path: `${SCREENS}/versao-permissao-perfil-${width}.png` });
      }
      await second.setViewportSize({ width: 1440, height: 900 });
      await roleAlert.getByRole('button', { name: 'Recarregar', exact: true }).click();
      expect(await gone(roleAlert)).toBe(true);
      // The current value (off, the first tab's) and nothing pending.
      await expect.poll(() => toggleB.isChecked()).toBe(false);
      expect(await second.getByText('Modificado', { exact: true }).count()).toBe(0);
      // From there a change saves.
      await toggleB.click();
      await saveB.click();
      expect(await seen(toasts(second).getByText(ROLE_SAVED, { exact: true }), 10_000)).toBe(true);

      // Permissão por Usuário: both tabs open the company's overrides; the first grants category.access.
      const dialogA = await openOverrides(first);
      const dialogB = await openOverrides(second);
      await dialogA.getByRole('switch', { name: `category.access para ${name}` }).click();
      await dialogA.getByRole('button', { name: 'Salvar permissões' }).click();
      expect(await seen(toasts(first).getByText(USER_SAVED, { exact: true }), 10_000)).toBe(true);

      await second.bringToFront();
      const switchB = dialogB.getByRole('switch', { name: `category.access para ${name}` });
      await switchB.click();
      await dialogB.getByRole('button', { name: 'Salvar permissões' }).click();
      const userAlert = dialogB.getByRole('alert').filter({ hasText: CONFLICT });
      expect(await seen(userAlert, 10_000), 'the conflict in Editar Permissões').toBe(true);
      expect(await toasts(second).getByText(USER_SAVED, { exact: true }).count(), 'no success').toBe(0);
      for (const width of [1440, 390]) {
        await second.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await userAlert.scrollIntoViewIfNeeded();
        await animationsSettled(second);
        await second.screenshot({ path: `${SCREENS}/versao-permissao-usuario-${width}.png` });
      }
      await second.setViewportSize({ width: 1440, height: 900 });
      await userAlert.getByRole('button', { name: 'Recarregar', exact: true }).click();
      expect(await gone(userAlert)).toBe(true);
      // The first tab's override shows; 'Resetar' from there saves.
      expect(await seen(dialogB.getByText('Sobrescrito', { exact: true }))).toBe(true);
      await dialogB.getByRole('button', { name: 'Resetar category.access' }).click();
      await dialogB.getByRole('button', { name: 'Salvar permissões' }).click();
      expect(await seen(toasts(second).getByText(USER_SAVED, { exact: true }), 10_000)).toBe(true);
      expect(await gone(dialogB)).toBe(true);
    } finally {
      await context.close();
      // USER keeps document.view, as the other journeys expect.
      await apiCall('POST', '/role-permissions', {
        token,
        body: { role: 'USER', permission_id: documentView.id, enabled: true },
      }).catch(() => undefined);
    }
  }, 120_000);
});
