import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { DEMO_PASSWORD, gone, loginAs, seen, toasts, uniqueEmail } from '../support/journey.ts';

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
});
