import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { loginAs, openFromSidebar, seen, toasts, uniqueEmail } from '../support/journey.ts';

/**
 * Issue 29 point 3: data a user would lose without noticing. Novo Usuário keeps its draft over a
 * reload (never the password) and Enter moves a step on.
 */
const SCREENS = resolve(import.meta.dirname, '../output/screens');

describe('data a user would lose (issue 29 point 3)', () => {
  const browser = useBrowser();

  it('Novo Usuário: Enter moves to the next step, and the draft (never the password) survives a reload', async () => {
    const { context, page } = await browser.newPage({ width: 1440 });
    const email = uniqueEmail('rascunho');
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Usuários', '/master/usuarios');
      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      const create = page.getByRole('dialog', { name: 'Novo Usuário' });
      await create.getByLabel('E-mail *', { exact: true }).fill(email);
      await create.getByLabel('Senha *', { exact: true }).fill('Rascunho#2026');
      await create.getByLabel('Nome *', { exact: true }).fill('Oficina Rascunho');
      await create.getByLabel('Razão social', { exact: true }).fill('Oficina Rascunho Ltda');
      await create.getByLabel('Razão social', { exact: true }).press('Enter');
      // Enter moved one step on, and created nothing.
      expect(await seen(create.getByRole('tab', { name: /Contatos/, selected: true }))).toBe(true);
      expect(await seen(create.getByLabel('Telefone 1', { exact: true }))).toBe(true);
      await create.getByLabel('Telefone 1', { exact: true }).pressSequentially('11955553333');
      await create.getByLabel('Telefone 1', { exact: true }).press('Enter');
      expect(await seen(create.getByRole('tab', { name: /Endereço/, selected: true }))).toBe(true);
      expect(await toasts(page).getByText('Usuário criado com sucesso!').count()).toBe(0);

      await page.reload();
      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      const again = page.getByRole('dialog', { name: 'Novo Usuário' });
      expect(await again.getByLabel('E-mail *', { exact: true }).inputValue()).toBe(email);
      expect(await again.getByLabel('Nome *', { exact: true }).inputValue()).toBe('Oficina Rascunho');
      expect(await again.getByLabel('Senha *', { exact: true }).inputValue(), 'never the password').toBe('');
      const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
      expect(stored).toContain(email);
      expect(stored).not.toContain('Rascunho#2026');
      await again.getByRole('tab', { name: /Contatos/ }).click();
      expect(await again.getByLabel('Telefone 1', { exact: true }).inputValue()).toBe('(11) 95555-3333');
      await page.screenshot({ path: `${SCREENS}/novo-usuario-rascunho-1440.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENS}/novo-usuario-rascunho-390.png` });
    } finally {
      await context.close();
    }
  }, 60_000);
});
