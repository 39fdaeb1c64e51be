import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  exactly,
  gone,
  loginAs,
  openFromSidebar,
  seen,
  storedSession,
  toasts,
} from '../support/journey.ts';

/** Spec §8 and catalogue texts (packages/domain categories.schemas CATEGORY_MSG), by value. */
const MSG = {
  created: 'Categoria criada com sucesso!',
  updated: 'Categoria atualizada com sucesso!',
  deleted: 'Categoria excluída com sucesso!',
  deactivated: 'Categoria desativada!',
  inUse: 'Esta categoria está em uso por empresas ou mensagens e não pode ser excluída. Desative-a.',
  saved: 'Categorias salvas com sucesso!',
  notCategorized: 'Não foi possível identificar a categoria',
} as const;

/** The electrician category of the seeded catalogue (apps/api/src/categorizer/default-categories.ts). */
const ELECTRICIAN = { name: 'Eletricista', code: 'eletricista', group: 'Casa e Construção' } as const;
/** Selected by the demo company 'Farmácia Bem Estar', so it cannot be deleted. */
const IN_USE = 'Farmácia';
/** The category the MASTER journey creates, edits, deactivates and deletes. */
const NEW_CATEGORY = { name: 'Aulas de Ukulele', code: 'aulas-de-ukulele', group: 'Educação' } as const;
/** Two categories the demo CLIENT (Auto Peças Paulista) does not work with yet; nobody in its unit does. */
const TICKED = ['Pintor', 'Chaveiro'] as const;

/** The test area ('Testar categorização') of a categories screen. */
function testArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Testar categorização' });
}

/** The value shown beside `label` in the test area's result. */
function resultField(area: Locator, label: string): Locator {
  return area
    .getByTestId('categorize-result')
    .locator('dt', { hasText: exactly(label) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Whether the result shows exactly `value` for `label`. */
function shows(area: Locator, label: string, value: string, timeout = 5_000): Promise<boolean> {
  return seen(resultField(area, label).filter({ hasText: exactly(value) }), timeout);
}

/** Types `message` into the test area, tests it and waits for the result about that message. */
async function categorize(area: Locator, message: string): Promise<void> {
  await area.getByLabel('Mensagem de teste', { exact: true }).fill(message);
  await area.getByRole('button', { name: 'Testar categorização', exact: true }).click();
  expect(await shows(area, 'Mensagem original', message, 15_000), `result for “${message}”`).toBe(true);
}

/** The id of a catalogue category, read from the API with the signed-in MASTER's session. */
async function categoryId(page: Page, code: string): Promise<number> {
  const session = await storedSession(page);
  const response = await page.request.get('/api/categories', {
    headers: { Authorization: `Bearer ${session?.token ?? ''}` },
  });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as Array<{ id: number; code: string }>;
  const found = list.find((c) => c.code === code);
  if (!found) throw new Error(`category ${code} is not in the catalogue`);
  return found.id;
}

/** A toast with exactly `text` is on screen. */
function toastSeen(page: Page, text: string, timeout = 10_000): Promise<boolean> {
  return seen(toasts(page).getByText(text, { exact: true }), timeout);
}

/** Picks a 'Situação' filter the way a user does: by clicking its label. */
async function pickStatus(page: Page, label: 'Todas' | 'Ativas' | 'Inativas'): Promise<void> {
  await page.getByRole('group', { name: 'Situação' }).getByText(label, { exact: true }).click();
  expect(await seen(page.getByRole('radio', { name: label, checked: true })), label).toBe(true);
}

/** The row of a catalogue category on /master/categorias. */
function catalogueRow(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Editar ${name}`, exact: true }) });
}

describe('categories', () => {
  const browser = useBrowser();

  it('the MASTER creates a category with keyword chips, edits, deactivates and deletes it; one in use is refused', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await openFromSidebar(page, 'Categorias', '/master/categorias');
      expect(await seen(page.getByRole('heading', { name: 'Categorias', level: 1 }))).toBe(true);
      expect(await seen(page.getByRole('region', { name: ELECTRICIAN.group })), 'seeded groups').toBe(true);

      // Create: name, group, keywords as chips (Enter, a typed comma, and a pasted list).
      await page.getByRole('button', { name: 'Nova categoria', exact: true }).click();
      const create = page.getByRole('dialog', { name: 'Nova categoria' });
      expect(await seen(create)).toBe(true);
      await create.getByLabel('Nome', { exact: true }).fill(NEW_CATEGORY.name);
      await create.getByLabel('Grupo', { exact: true }).fill(NEW_CATEGORY.group);
      const keywords = create.getByLabel('Palavras-chave', { exact: true });
      await keywords.fill('ukulele');
      await keywords.press('Enter');
      await keywords.pressSequentially('aula de ukulele,');
      await keywords.fill('professor de ukulele, uke,');
      const chips = create.getByRole('list', { name: 'Palavras-chave adicionadas' }).getByRole('listitem');
      expect(await seen(chips.filter({ hasText: exactly('uke') }))).toBe(true);
      expect(await chips.allInnerTexts()).toEqual([
        'ukulele',
        'aula de ukulele',
        'professor de ukulele',
        'uke',
      ]);
      expect(await keywords.inputValue(), 'the box is emptied after each chip').toBe('');
      expect(await create.isVisible(), 'Enter on a typed keyword does not submit the form').toBe(true);
      await create.getByRole('button', { name: 'Criar categoria', exact: true }).click();
      expect(await toastSeen(page, MSG.created), 'created toast').toBe(true);
      expect(await gone(create), 'the dialog closes').toBe(true);

      // Found by the search, under its group, with its derived code and keywords.
      await page.getByRole('searchbox', { name: 'Buscar categorias' }).fill(NEW_CATEGORY.name);
      expect(await seen(page.getByText(/^1 categoria encontrada de \d+$/))).toBe(true);
      const group = page.getByRole('region', { name: NEW_CATEGORY.group });
      expect(await seen(group.getByText(NEW_CATEGORY.name, { exact: true })), 'listed under its group').toBe(
        true,
      );
      expect(await group.getByText(NEW_CATEGORY.code, { exact: true }).isVisible()).toBe(true);
      expect(
        await page.getByRole('region', { name: ELECTRICIAN.group }).count(),
        'other groups filtered',
      ).toBe(0);
      const row = catalogueRow(page, NEW_CATEGORY.name);
      const rowKeywords = row.getByRole('list', { name: `Palavras-chave de ${NEW_CATEGORY.name}` });
      expect(await rowKeywords.getByRole('listitem').allInnerTexts()).toEqual([
        'ukulele',
        'aula de ukulele',
        'professor de ukulele',
        'uke',
      ]);

      // Edit: the dialog opens with the saved chips; one more keyword is added.
      await row.getByRole('button', { name: `Editar ${NEW_CATEGORY.name}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Editar categoria' });
      expect(await seen(edit)).toBe(true);
      expect(await edit.getByLabel('Nome', { exact: true }).inputValue()).toBe(NEW_CATEGORY.name);
      const editChips = edit.getByRole('list', { name: 'Palavras-chave adicionadas' }).getByRole('listitem');
      expect(await editChips.count()).toBe(4);
      const editKeywords = edit.getByLabel('Palavras-chave', { exact: true });
      await editKeywords.fill('cavaquinho havaiano');
      await editKeywords.press('Enter');
      expect(await seen(editChips.filter({ hasText: exactly('cavaquinho havaiano') }))).toBe(true);
      await edit.getByRole('button', { name: 'Salvar alterações', exact: true }).click();
      expect(await toastSeen(page, MSG.updated), 'updated toast').toBe(true);
      expect(await gone(edit)).toBe(true);
      expect(
        await seen(rowKeywords.getByText('cavaquinho havaiano', { exact: true })),
        'new keyword listed',
      ).toBe(true);

      // The categoriser picks the new category up at once.
      const area = testArea(page);
      await categorize(area, 'procuro aula de ukulele pro meu filho');
      expect(await shows(area, 'Categoria', NEW_CATEGORY.name), 'the new category is used').toBe(true);

      // Deactivate from the row's switch: toast, and the row says it is inactive.
      const toggle = row.getByRole('switch', { name: `Categoria ${NEW_CATEGORY.name} ativa` });
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      expect(await toastSeen(page, MSG.deactivated), 'deactivated toast').toBe(true);
      expect(
        await seen(row.getByRole('switch', { name: `Categoria ${NEW_CATEGORY.name} ativa`, checked: false })),
      ).toBe(true);
      expect(await seen(row.getByText('Inativa', { exact: true })), 'marked inactive').toBe(true);
      // An inactive category is no longer offered by the categoriser.
      await categorize(area, 'procuro aula de ukulele para o meu filho');
      expect(await resultField(area, 'Categoria').innerText()).not.toBe(NEW_CATEGORY.name);
      expect(
        await area.getByText(NEW_CATEGORY.name, { exact: false }).count(),
        'not even an alternative',
      ).toBe(0);
      await pickStatus(page, 'Inativas');
      expect(await seen(row), 'listed among the inactive ones').toBe(true);
      await pickStatus(page, 'Ativas');
      expect(
        await seen(page.getByText('Nenhuma categoria encontrada', { exact: true })),
        'not among the active',
      ).toBe(true);
      await pickStatus(page, 'Todas');

      // A category a demo company works with cannot be deleted: the reason, and the offer to deactivate.
      const search = page.getByRole('searchbox', { name: 'Buscar categorias' });
      await search.fill(IN_USE);
      await page.getByRole('button', { name: `Excluir ${IN_USE}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir categoria' });
      expect(
        await seen(
          confirm.getByText(`Tem certeza que deseja excluir a categoria “${IN_USE}”?`, { exact: false }),
        ),
      ).toBe(true);
      const refused = page.waitForResponse(
        (r) => r.request().method() === 'DELETE' && /\/api\/categories\/\d+$/.test(r.url()),
      );
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
      expect((await refused).status()).toBe(409);
      const inUse = page.getByRole('dialog', { name: 'Categoria em uso' });
      expect(await seen(inUse.getByText(MSG.inUse, { exact: true })), 'in-use message in the dialog').toBe(
        true,
      );
      expect(await toastSeen(page, MSG.inUse), 'in-use toast').toBe(true);
      expect(await inUse.getByRole('button', { name: 'Desativar categoria', exact: true }).isVisible()).toBe(
        true,
      );
      await inUse.getByRole('button', { name: 'Cancelar', exact: true }).click();
      expect(await gone(inUse)).toBe(true);
      expect(
        await catalogueRow(page, IN_USE)
          .getByRole('switch', { name: `Categoria ${IN_USE} ativa` })
          .getAttribute('aria-checked'),
        'still active after cancelling',
      ).toBe('true');

      // An unused category is deleted after confirming.
      await search.fill(NEW_CATEGORY.name);
      await row.getByRole('button', { name: `Excluir ${NEW_CATEGORY.name}`, exact: true }).click();
      expect(await seen(confirm.getByText(/Esta ação não pode ser desfeita/))).toBe(true);
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
      expect(await toastSeen(page, MSG.deleted), 'deleted toast').toBe(true);
      expect(await gone(confirm)).toBe(true);
      expect(
        await seen(page.getByText('Nenhuma categoria encontrada', { exact: true })),
        'gone from the list',
      ).toBe(true);
      await page.reload();
      await page.getByRole('searchbox', { name: 'Buscar categorias' }).fill(NEW_CATEGORY.name);
      expect(
        await seen(page.getByText('Nenhuma categoria encontrada', { exact: true }), 10_000),
        'gone for good',
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the test area categorises the electrician request, says when it cannot, and formats a CPF', async () => {
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, E2E_MASTER.email, E2E_MASTER.password, '/master');
      await page.goto('/master/categorias');
      const area = testArea(page);
      const message = area.getByLabel('Mensagem de teste', { exact: true });
      const button = area.getByRole('button', { name: 'Testar categorização', exact: true });
      expect(await seen(message)).toBe(true);
      expect(await button.isDisabled(), 'disabled while blank').toBe(true);
      await message.fill('   \n  ');
      expect(await button.isDisabled(), 'disabled with only spaces').toBe(true);

      const electricianId = await categoryId(page, ELECTRICIAN.code);
      const request = 'preciso de um eletricista pra trocar o disjuntor';
      await categorize(area, request);
      expect(await shows(area, 'Sucesso', 'Sim'), 'success true').toBe(true);
      expect(await shows(area, 'Categoria', ELECTRICIAN.name), 'the electrician category').toBe(true);
      expect(await shows(area, 'ID da categoria', String(electricianId)), 'its id').toBe(true);
      expect(await shows(area, 'Documento (CPF/CNPJ)', 'Nenhum encontrado')).toBe(true);
      expect(await shows(area, 'Erro', '—')).toBe(true);
      expect(await area.getByText('Categoria identificada', { exact: true }).isVisible()).toBe(true);

      await categorize(area, 'oi bom dia');
      expect(await shows(area, 'Sucesso', 'Não'), 'success false').toBe(true);
      expect(await shows(area, 'Erro', MSG.notCategorized), 'cannot identify').toBe(true);
      expect(await shows(area, 'Categoria', '—')).toBe(true);
      expect(await shows(area, 'ID da categoria', '—')).toBe(true);
      expect(await area.getByText('Não categorizada', { exact: true }).isVisible()).toBe(true);

      await categorize(area, 'meu cpf é 52998224725, preciso de um eletricista urgente');
      expect(await shows(area, 'Documento (CPF/CNPJ)', '529.982.247-25'), 'the CPF, formatted').toBe(true);
      expect(await shows(area, 'Categoria', ELECTRICIAN.name)).toBe(true);

      // Limpar empties the box and the result; the button is disabled again.
      await area.getByRole('button', { name: 'Limpar', exact: true }).click();
      expect(await gone(area.getByTestId('categorize-result'))).toBe(true);
      expect(await message.inputValue()).toBe('');
      expect(await button.isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a CLIENT ticks categories and saves them; its unit ADMIN sees the new coverage and the gaps', async () => {
    const client = await browser.newPage();
    try {
      const { page } = client;
      await loginAs(page, DEMO.client.email, DEMO_PASSWORD, '/client');
      await openFromSidebar(page, 'Categorias', '/client/categorias');
      expect(await seen(page.getByRole('heading', { name: 'Minhas Categorias', level: 1 }))).toBe(true);

      const save = page.getByRole('button', { name: 'Salvar categorias', exact: true });
      const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
      expect(
        await seen(page.getByRole('checkbox', { name: 'Autopeças', exact: true, checked: true }), 10_000),
        'the seeded choice is ticked',
      ).toBe(true);
      expect(await save.isDisabled(), 'nothing to save yet').toBe(true);
      for (const name of TICKED) {
        expect(await box(name).isChecked(), name).toBe(false);
        await box(name).click();
        expect(await seen(page.getByRole('checkbox', { name, exact: true, checked: true })), name).toBe(true);
      }
      expect(await seen(page.getByText('alterações não salvas', { exact: false }))).toBe(true);
      expect(await save.isEnabled(), 'Save becomes enabled').toBe(true);

      await save.click();
      expect(await toastSeen(page, MSG.saved), 'saved toast').toBe(true);
      expect(await gone(page.getByText('alterações não salvas', { exact: false }))).toBe(true);
      expect(await seen(page.getByRole('button', { name: 'Salvar categorias', disabled: true }))).toBe(true);

      await page.reload();
      expect(await seen(page.getByRole('heading', { name: 'Minhas Categorias', level: 1 }))).toBe(true);
      for (const name of [...TICKED, 'Autopeças']) {
        expect(
          await seen(page.getByRole('checkbox', { name, exact: true, checked: true }), 10_000),
          name,
        ).toBe(true);
      }
      expect(await page.getByRole('checkbox', { name: ELECTRICIAN.name, exact: true }).isChecked()).toBe(
        false,
      );
    } finally {
      await client.context.close();
    }

    const admin = await browser.newPage();
    try {
      const { page } = admin;
      await loginAs(page, DEMO.admin.email, DEMO_PASSWORD, '/admin');
      await openFromSidebar(page, 'Categorias', '/admin/categorias');
      expect(await seen(page.getByRole('heading', { name: 'Categorias', level: 1 }))).toBe(true);
      expect(await seen(page.getByRole('main').getByText(DEMO.admin.unit, { exact: true })), 'its unit').toBe(
        true,
      );

      const rowOf = (name: string) =>
        page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
      const companies = async (name: string) =>
        Number.parseInt((await rowOf(name).getByRole('cell').last().innerText()).trim(), 10);

      await page.getByRole('searchbox', { name: 'Buscar categorias' }).fill(TICKED[0]);
      expect(await seen(rowOf(TICKED[0]))).toBe(true);
      expect(await companies(TICKED[0]), `${TICKED[0]} is covered`).toBeGreaterThanOrEqual(1);
      expect(await rowOf(TICKED[0]).getByText('Sem cobertura', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Limpar busca' }).click();
      await page.getByRole('checkbox', { name: 'Somente sem cobertura' }).click();
      expect(await seen(page.getByText(/^\d+ categorias? encontradas? de \d+$/))).toBe(true);
      expect(await seen(rowOf('Encanador')), 'a gap of the unit is listed').toBe(true);
      expect(await rowOf('Encanador').getByText('Sem cobertura', { exact: true }).isVisible()).toBe(true);
      const body = page.getByRole('row').filter({ has: page.getByRole('cell') });
      expect(await body.count()).toBeGreaterThan(0);
      expect(
        await body.filter({ hasNot: page.getByText('Sem cobertura', { exact: true }) }).count(),
        'every row listed is a gap',
      ).toBe(0);
      for (const covered of [...TICKED, 'Autopeças']) {
        expect(await rowOf(covered).count(), `${covered} is covered`).toBe(0);
      }
    } finally {
      await admin.context.close();
    }
  });
});
