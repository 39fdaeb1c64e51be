import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, masterToken } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import { waitForMail } from '../support/mail.ts';
import { journeyTarget } from '../support/target.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  TEXT,
  gone,
  loginAs,
  openAuthModal,
  openFromSidebar,
  seen,
  submitLogin,
  toasts,
  uniqueCompanyMobile,
  uniqueEmail,
} from '../support/journey.ts';

/** Spec §8 texts (packages/domain users.schemas USERS_MSG), by value. */
const MSG = {
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  activated: 'Usuário ativado com sucesso!',
  deactivated: 'Usuário desativado com sucesso!',
  deleted: 'Usuário excluído permanentemente!',
  deleteCancelled: 'Exclusão cancelada',
} as const;

function toastSeen(page: Page, text: string, timeout = 10_000): Promise<boolean> {
  return seen(toasts(page).getByText(text, { exact: true }), timeout);
}

/** Types `query` in the list's search box and waits for the list to follow. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou telefone' }).fill(query);
  await page.waitForResponse(
    (response) => response.url().includes('/api/users?') && response.url().includes('search='),
  );
}

/** The page is no wider than the screen (nothing to scroll sideways). */
function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** `text` where it is shown (the table repeats some of it for phones, hidden on a desktop). */
function shown(scope: Locator, text: string): Locator {
  return scope.getByText(text, { exact: true }).filter({ visible: true });
}

/** The table row of the person with this e-mail (architecture §5.18: found by the full e-mail). */
function row(page: Page, email: string): Locator {
  return page.getByRole('table').getByRole('row').filter({ hasText: email });
}

describe('users and clients', () => {
  const browser = useBrowser();

  it('the MASTER creates a user through the five tabs, edits it, deactivates and activates it, and deletes it only after typing EXCLUIR', async () => {
    const { context, page } = await browser.newPage();
    const email = uniqueEmail('criada');
    const name = 'Oficina Criada E2E';
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Usuários', '/master/usuarios');
      expect(await seen(page.getByRole('heading', { name: 'Gerenciar Usuários', level: 1 }))).toBe(true);
      expect(
        await seen(page.getByRole('table', { name: 'Gerenciar Usuários' }).getByRole('row').nth(3)),
      ).toBe(true);
      expect(await noSidewaysScroll(page), 'the table fits 1440 px').toBe(true);

      // Create, tab by tab.
      await page.getByRole('button', { name: 'Novo Usuário', exact: true }).first().click();
      const create = page.getByRole('dialog', { name: 'Novo Usuário' });
      expect(await seen(create)).toBe(true);
      expect(
        await create.getByRole('button', { name: 'Criar Usuário' }).count(),
        'only on the last tab',
      ).toBe(0);
      await create.getByLabel('E-mail *', { exact: true }).fill(email);
      await create.getByLabel('Senha *', { exact: true }).fill('Oficina#2026');
      await create.getByLabel('Nome *', { exact: true }).fill(name);
      await create.getByLabel('Razão social', { exact: true }).fill('Oficina Criada Ltda');
      await create.getByRole('button', { name: 'Próximo', exact: true }).click();

      const mobile = uniqueCompanyMobile();
      await create.getByLabel('Telefone 1', { exact: true }).pressSequentially(mobile.typed);
      expect(await create.getByLabel('Telefone 1', { exact: true }).inputValue()).toBe(mobile.shown);
      await create.getByLabel('E-mail 1', { exact: true }).fill('vendas.oficina@e2e.tenho.com.br');
      await create.getByRole('button', { name: 'Próximo', exact: true }).click();

      await create.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
      await create.getByLabel('Rua', { exact: true }).fill('Avenida Paulista');
      await create.getByLabel('Número', { exact: true }).fill('1000');
      await create.getByLabel('Cidade', { exact: true }).fill('São Paulo');
      await create.getByLabel('UF', { exact: true }).selectOption('SP');
      await create.getByRole('button', { name: 'Próximo', exact: true }).click();

      // A CNPJ with a wrong check digit keeps the user on the tab, with the message.
      await create.getByText('CNPJ', { exact: true }).click();
      const cnpj = create.getByLabel('Número do CNPJ', { exact: true });
      await cnpj.pressSequentially('11222333000180');
      expect(await cnpj.inputValue()).toBe('11.222.333/0001-80');
      await create.getByRole('button', { name: 'Próximo', exact: true }).click();
      expect(await seen(create.getByText('CNPJ inválido', { exact: true }))).toBe(true);
      await cnpj.fill('');
      await cnpj.pressSequentially('11222333000181');
      await create.getByRole('button', { name: 'Próximo', exact: true }).click();

      await create.getByLabel('Perfil de acesso *', { exact: true }).selectOption('CLIENT');
      await create.getByLabel('Franquia', { exact: true }).selectOption({ label: 'Tenho Centro' });
      await create.getByRole('button', { name: 'Criar Usuário' }).click();
      expect(await toastSeen(page, MSG.created), 'created toast').toBe(true);
      expect(await gone(create)).toBe(true);

      await search(page, email);
      expect(await seen(row(page, email))).toBe(true);
      expect(await seen(shown(row(page, email), name))).toBe(true);

      // Edit: name, a phone and a category of work.
      await row(page, email)
        .getByRole('button', { name: `Editar ${name}`, exact: true })
        .click();
      const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
      expect(await seen(edit)).toBe(true);
      const displayName = edit.getByLabel('Nome de exibição *', { exact: true });
      expect(await displayName.inputValue()).toBe(name);
      await displayName.fill(`${name} Editada`);
      await edit.getByRole('button', { name: 'Adicionar telefone', exact: true }).click();
      await edit.getByLabel('Telefone 2', { exact: true }).pressSequentially('1133334444');
      await edit.getByRole('checkbox', { name: 'Chaveiro', exact: true }).click();
      await edit.getByRole('button', { name: 'Salvar Alterações', exact: true }).click();
      expect(await toastSeen(page, MSG.updated), 'updated toast').toBe(true);
      expect(await gone(edit)).toBe(true);
      expect(await seen(shown(row(page, email), `${name} Editada`))).toBe(true);

      await row(page, email)
        .getByRole('button', { name: `Editar ${name} Editada`, exact: true })
        .click();
      expect(await seen(edit.getByRole('checkbox', { name: 'Chaveiro', checked: true, exact: true }))).toBe(
        true,
      );
      expect(await edit.getByLabel('Telefone 2', { exact: true }).inputValue()).toBe('(11) 3333-4444');
      await edit.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await gone(edit)).toBe(true);

      // Deactivate, then activate.
      await row(page, email).getByRole('button', { name: 'Desativar', exact: true }).click();
      expect(await toastSeen(page, MSG.deactivated), 'deactivated toast').toBe(true);
      await row(page, email).getByRole('button', { name: 'Ativar', exact: true }).click();
      expect(await toastSeen(page, MSG.activated), 'activated toast').toBe(true);
      expect(await seen(row(page, email).getByRole('button', { name: 'Desativar', exact: true }))).toBe(true);

      // Delete: a wrong word does nothing, cancelling says so, EXCLUIR deletes.
      const openDelete = async () => {
        await row(page, email)
          .getByRole('button', { name: `Mais ações para ${name} Editada`, exact: true })
          .click();
        await page.getByRole('menuitem', { name: 'Excluir', exact: true }).click();
      };
      await openDelete();
      const confirm = page.getByRole('dialog', { name: 'Excluir usuário' });
      await confirm.getByRole('button', { name: 'Continuar', exact: true }).click();
      await confirm.getByLabel('Digite EXCLUIR', { exact: true }).fill('excluir');
      await confirm.getByRole('button', { name: 'Excluir permanentemente', exact: true }).click();
      expect(await seen(confirm.getByText('Digite EXCLUIR para confirmar', { exact: true }))).toBe(true);
      await confirm.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await toastSeen(page, MSG.deleteCancelled), 'cancelled toast').toBe(true);
      expect(await gone(confirm)).toBe(true);
      expect(await seen(row(page, email)), 'still there').toBe(true);

      await openDelete();
      await confirm.getByRole('button', { name: 'Continuar', exact: true }).click();
      await confirm.getByLabel('Digite EXCLUIR', { exact: true }).fill('EXCLUIR');
      await confirm.getByRole('button', { name: 'Excluir permanentemente', exact: true }).click();
      expect(await toastSeen(page, MSG.deleted), 'deleted toast').toBe(true);
      expect(await seen(page.getByText('Nenhum usuário encontrado', { exact: true }))).toBe(true);

      const list = await apiCall<{ total: number }>('GET', `/users?search=${encodeURIComponent(email)}`, {
        token: await masterToken(),
      });
      expect(list.body.total, 'gone from the server too').toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a company that registered itself is activated by its unit's ADMIN, is e-mailed, and then logs in", async () => {
    const email = uniqueEmail('lead');
    const company = 'Vidraçaria Lead E2E';
    const password = 'Vidro#2026';

    const visitor = await browser.newPage();
    try {
      const { page } = visitor;
      const dialog = await openAuthModal(page, 'register');
      await dialog.getByLabel('Franquia', { exact: true }).selectOption({ label: DEMO.admin.unit });
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill(company);
      await dialog.getByLabel('E-mail', { exact: true }).fill(email);
      await dialog.getByLabel('WhatsApp', { exact: true }).pressSequentially('11923456789');
      await dialog.getByLabel('Senha', { exact: true }).fill(password);
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill(password);
      await dialog.getByRole('checkbox', { name: /Li e aceito os termos de uso/ }).click();
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }), 10_000)).toBe(
        true,
      );
    } finally {
      await visitor.context.close();
    }

    const admin = await browser.newPage();
    try {
      const { page } = admin;
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await openFromSidebar(page, 'Usuários', '/admin/usuarios');
      const waiting = page.getByRole('list', { name: 'Resumo' }).getByRole('listitem').nth(2);
      expect(await seen(waiting.getByText('Aguardando Ativação'))).toBe(true);
      await search(page, email);
      expect(await seen(shown(row(page, email), 'Aguardando Ativação'))).toBe(true);
      await row(page, email).getByRole('button', { name: 'Ativar', exact: true }).click();
      expect(await toastSeen(page, MSG.activated), 'activated toast').toBe(true);
      expect(await seen(shown(row(page, email), 'Ativo'))).toBe(true);
    } finally {
      await admin.context.close();
    }

    const mail = await waitForMail(email);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text).toContain(company);
    expect(mail.text, 'the login link').toContain(journeyTarget().baseUrl);

    const companyPage = await browser.newPage();
    try {
      const { page } = companyPage;
      const dialog = await openAuthModal(page, 'login');
      await submitLogin(dialog, { email, password });
      await page.waitForURL((url) => url.pathname === '/client');
      expect(await toastSeen(page, TEXT.loginSuccess)).toBe(true);
      expect(await seen(page.getByRole('banner').getByText(`Olá, ${company}`, { exact: true }))).toBe(true);
    } finally {
      await companyPage.context.close();
    }
  });

  it('an ADMIN only sees its own unit, and the compact list view shows the totals', async () => {
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await page.goto('/admin/usuarios');
      expect(await seen(page.getByRole('heading', { name: 'Gerenciar Usuários', level: 1 }))).toBe(true);
      expect(await seen(page.getByRole('button', { name: /^Mais ações para / }).first())).toBe(true);
      expect(await noSidewaysScroll(page), 'the table fits a 390 px phone').toBe(true);
      await page.getByRole('group', { name: 'Visualização' }).getByText('Lista', { exact: true }).click();
      const list = page.getByRole('list', { name: 'Usuários' });
      expect(await seen(list)).toBe(true);
      expect(await seen(page.getByText(/^Total de usuários: \d+ \| Exibindo: \d+$/))).toBe(true);
      expect(await noSidewaysScroll(page), 'the list fits too').toBe(true);
      await page.getByRole('searchbox', { name: 'Buscar usuário...' }).fill('zonasul');
      expect(await seen(page.getByText('Nenhum usuário encontrado para esta busca.', { exact: true }))).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
});
