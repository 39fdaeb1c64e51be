import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { loginAs, openAuthModal, seen, submitLogin } from '../support/journey.ts';
import { animationsSettled, toastsGone } from '../support/settle.ts';
import { axeViolations } from '../support/axe.ts';

/** Serious and critical axe violations on the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Let transitions (dialog fade-in, header colour) settle: axe reads computed colours.
  await animationsSettled(page);
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  const browser = useBrowser();

  it('landing page, at the top, scrolled, and on a phone with the section menu open', async () => {
    const desktop = await browser.newPage();
    try {
      const { page } = desktop;
      await page.goto('/');
      expect(await seen(page.getByRole('heading', { level: 1 }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 600));
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await desktop.context.close();
    }

    const phone = await browser.newPage({ width: 390, height: 844 });
    try {
      const { page } = phone;
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      expect(await seen(page.getByRole('banner').getByRole('link', { name: 'Contato', exact: true }))).toBe(
        true,
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('auth modal: login view, and with a refused login shown', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'login');
      expect(await seriousViolations(page)).toEqual([]);

      await submitLogin(dialog, { email: E2E_MASTER.email, password: 'Senha#Errada1' });
      expect(await seen(dialog.getByRole('alert'), 10_000)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Field errors of an empty submit.
      await dialog.getByLabel('E-mail', { exact: true }).fill('');
      await dialog.getByLabel('Senha', { exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('auth modal: register view, with validation errors, and the success dialog', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'register');
      await dialog
        .getByLabel('Franquia', { exact: true })
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByLabel('Senha', { exact: true }).fill('abc');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('abd');
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(dialog.getByText('Selecione a franquia desejada', { exact: true }))).toBe(true);
      expect(await seen(dialog.getByText('Senhas não coincidem', { exact: true }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByLabel('Franquia', { exact: true }).selectOption({ index: 1 });
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill('Acessível Comércio E2E');
      await dialog
        .getByLabel('E-mail', { exact: true })
        .fill(`a11y.${Date.now().toString(36)}@e2e.tenho.com.br`);
      await dialog.getByLabel('WhatsApp', { exact: true }).pressSequentially('11912345678');
      await dialog.getByLabel('Senha', { exact: true }).fill('Acesso#2026');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('Acesso#2026');
      await dialog.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).click();
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }), 10_000)).toBe(
        true,
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('panel shell of the MASTER', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      expect(await seen(page.getByRole('banner').getByText('Painel Master', { exact: true }))).toBe(true);
      // The login toast fades out first (it belongs to the landing page's flow).
      await toastsGone(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('users page (table and list views, on a desktop and a phone) and the Novo Usuário modal with its errors', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await page.goto('/master/usuarios');
      const table = page.getByRole('table', { name: 'Gerenciar Usuários' });
      expect(await seen(table.getByRole('button', { name: /^Editar / }), 10_000)).toBe(true);
      await toastsGone(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Minhas permissões' }).click();
      await page.getByRole('group', { name: 'Visualização' }).getByText('Lista', { exact: true }).click();
      expect(await seen(page.getByRole('list', { name: 'Usuários' }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
      expect(await seen(dialog)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Próximo', exact: true }).click();
      expect(await seen(dialog.getByText('Email é obrigatório', { exact: true }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      for (const tab of ['Contatos', 'Endereço', 'Documentos', 'Configurações']) {
        await dialog.getByRole('tab', { name: new RegExp(tab) }).click();
        expect(await seriousViolations(page), tab).toEqual([]);
      }
    } finally {
      await context.close();
    }

    const phone = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(phone.page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await phone.page.goto('/master/usuarios');
      expect(await seen(phone.page.getByRole('button', { name: /^Mais ações para / }), 10_000)).toBe(true);
      await toastsGone(phone.page);
      expect(await seriousViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('Perfil and the password reset page', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await page.goto('/master/perfil');
      expect(await seen(page.getByLabel('Nome completo', { exact: true }))).toBe(true);
      await toastsGone(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/redefinir-senha?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
      expect(await seen(page.getByLabel('Nova senha', { exact: true }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      const dialog = await openAuthModal(page, 'login');
      await dialog.getByRole('button', { name: 'Esqueceu a senha?', exact: true }).click();
      expect(await seen(page.getByRole('dialog', { name: 'Esqueceu a senha?' }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
