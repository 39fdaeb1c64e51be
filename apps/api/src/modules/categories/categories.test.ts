import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_MSG,
  categorySchema,
  testCategorizeResultSchema,
  type Category,
  type CategoryCoverage,
  type CategoryGroup,
  type TestCategorizeResult,
  type UserCategory,
} from '@tenho/domain/categories/categories.schemas';
import { FORBIDDEN, UNAUTHENTICATED } from '../../../test/answers.ts';
import { useTestApp } from '../../../test/app.ts';
import { createUser, loginAs, useUnitCast, type TestUser } from '../../../test/factories.ts';
import { DEFAULT_CATEGORIES } from '../../categorizer/default-categories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { categoryExamples } from '../../db/schema/categories.ts';

const t = useTestApp();

const ELECTRICIAN_MESSAGE = 'preciso de um eletricista pra trocar o disjuntor';

const { people, tokens } = useUnitCast(t, { units: [{ name: 'Franquia A' }, { name: 'Franquia B' }] });
let catalogue: Category[];
const byCode = (code: string) => {
  const found = catalogue.find((c) => c.code === code);
  if (!found) throw new Error(`no category ${code}`);
  return found;
};

let sequence = 0;
/** A fresh category through the API (MASTER), so each test counts only what it did. */
async function createCategory(overrides: Partial<Record<string, unknown>> = {}): Promise<Category> {
  sequence += 1;
  const response = await t.call('POST', '/api/categories', tokens.master, {
    name: `Categoria de Teste ${sequence}`,
    groupName: 'Testes',
    keywords: [],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Category>();
}

const testCategorize = async (message: string, token = tokens.clientA) => {
  const response = await t.call('POST', '/api/webhooks/test-categorize', token, { message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestCategorizeResult>();
};

beforeAll(async () => {
  catalogue = (await t.call('GET', '/api/categories', tokens.master)).json<Category[]>();
});

describe('GET /api/categories', () => {
  it('lists the seeded default catalogue in the contract shape, by group then name', async () => {
    const response = await t.call('GET', '/api/categories', tokens.clientA);
    expect(response.statusCode).toBe(200);
    const list = response.json<Category[]>();
    for (const item of list) expect(categorySchema.safeParse(item).success).toBe(true);
    for (const seeded of DEFAULT_CATEGORIES) {
      expect(list).toContainEqual(
        expect.objectContaining({
          code: seeded.code,
          name: seeded.name,
          groupName: seeded.groupName,
          is_active: true,
        }),
      );
    }
    const electrician = list.find((c) => c.code === 'eletricista')!;
    expect(electrician.keywords).toContain('disjuntor');
    const collator = new Intl.Collator('pt-BR');
    const order = list.map((c) => `${c.groupName}|${c.name}`);
    expect(order).toEqual(
      [...list]
        .sort((a, b) => collator.compare(a.groupName, b.groupName) || collator.compare(a.name, b.name))
        .map((c) => `${c.groupName}|${c.name}`),
    );
  });

  it('shows inactive categories to MASTER only', async () => {
    const hidden = await createCategory({ name: 'Categoria Desativada', is_active: false });
    const forMaster = (await t.call('GET', '/api/categories', tokens.master)).json<Category[]>();
    expect(forMaster).toContainEqual(expect.objectContaining({ id: hidden.id, is_active: false }));
    for (const token of [tokens.adminA, tokens.clientA]) {
      const list = (await t.call('GET', '/api/categories', token)).json<Category[]>();
      expect(list.some((c) => c.id === hidden.id)).toBe(false);
    }
  });

  it('401 without a session, 403 for a USER (no category permission)', async () => {
    const anonymous = await t.call('GET', '/api/categories');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHENTICATED);
    const user = await t.call('GET', '/api/categories', tokens.userOfA);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual(FORBIDDEN);
  });
});

describe('GET /api/categories/sync', () => {
  it('groups the active categories (groupName, categories[id, name])', async () => {
    const hidden = await createCategory({
      name: 'Outra Desativada',
      groupName: 'Grupo Oculto',
      is_active: false,
    });
    const response = await t.call('GET', '/api/categories/sync', tokens.clientA);
    expect(response.statusCode).toBe(200);
    const groups = response.json<CategoryGroup[]>();
    const electrician = byCode('eletricista');
    const group = groups.find((g) => g.groupName === electrician.groupName)!;
    expect(group.categories).toContainEqual({ id: electrician.id, name: 'Eletricista' });
    for (const g of groups)
      for (const c of g.categories) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
    expect(groups.some((g) => g.groupName === hidden.groupName)).toBe(false);
    expect((await t.call('GET', '/api/categories/sync')).statusCode).toBe(401);
  });
});

describe('POST /api/categories (MASTER)', () => {
  it('creates a category, deriving the code from the name, and records it in the audit log', async () => {
    const response = await t.call('POST', '/api/categories', tokens.master, {
      name: '  Conserto de Bicicletas Elétricas ',
      groupName: 'Serviços',
      keywords: ['bicicleta', ' Bicicleta ', 'bike', 'patinete'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Category>();
    expect(created).toMatchObject({
      name: 'Conserto de Bicicletas Elétricas',
      code: 'conserto-de-bicicletas-eletricas',
      groupName: 'Serviços',
      keywords: ['bicicleta', 'bike', 'patinete'],
      is_active: true,
    });
    expect(Number.isNaN(Date.parse(created.created_at))).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'categories.create'), eq(auditLog.entityId, created.id)));
    expect(entry?.actorId).toBe(people.master.id);
  });

  it('409 when the code (given or derived) is taken', async () => {
    const taken = await t.call('POST', '/api/categories', tokens.master, {
      name: 'Eletricista 24h',
      groupName: 'Casa',
      code: 'eletricista',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'categories.code_taken', message: CATEGORY_MSG.codeTaken });
    const derived = await t.call('POST', '/api/categories', tokens.master, {
      name: 'Eletricista',
      groupName: 'Casa',
    });
    expect(derived.statusCode).toBe(409);
    expect(derived.json().message).toBe(CATEGORY_MSG.codeTaken);
  });

  it('400 with the pt-BR message for a blank name, a missing group or a bad code', async () => {
    const blank = await t.call('POST', '/api/categories', tokens.master, { name: '   ', groupName: 'Casa' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation', message: CATEGORY_MSG.nameRequired });
    const noGroup = await t.call('POST', '/api/categories', tokens.master, { name: 'Gesseiro' });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe(CATEGORY_MSG.groupRequired);
    const badCode = await t.call('POST', '/api/categories', tokens.master, {
      name: 'Gesseiro',
      groupName: 'Casa',
      code: 'Gesso Já',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(CATEGORY_MSG.codeInvalid);
    const longKeyword = await t.call('POST', '/api/categories', tokens.master, {
      name: 'Gesseiro',
      groupName: 'Casa',
      keywords: ['g'.repeat(61)],
    });
    expect(longKeyword.json().message).toBe(CATEGORY_MSG.keywordTooLong);
  });

  it('only MASTER holds category.create by default: 403 for ADMIN and CLIENT, 401 without session', async () => {
    const body = { name: 'Gesseiro', groupName: 'Casa' };
    for (const token of [tokens.adminA, tokens.clientA]) {
      const response = await t.call('POST', '/api/categories', token, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await t.call('POST', '/api/categories', undefined, body)).statusCode).toBe(401);
  });
});

describe('PATCH /api/categories/{id} (MASTER)', () => {
  it('renames, changes keywords and code', async () => {
    const category = await createCategory({ keywords: ['a'] });
    const response = await t.call('PATCH', `/api/categories/${category.id}`, tokens.master, {
      name: 'Vidraceiro Express',
      keywords: ['box', 'espelho'],
      code: `vidraceiro-express-${category.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: category.id,
      name: 'Vidraceiro Express',
      code: `vidraceiro-express-${category.id}`,
      keywords: ['box', 'espelho'],
      groupName: 'Testes',
    });
  });

  it('deactivating hides the category from the categoriser and the lists; reactivating brings it back', async () => {
    const locksmith = byCode('chaveiro');
    const message = 'preciso fazer uma copia da chave de casa';
    expect((await testCategorize(message)).categoryId).toBe(locksmith.id);

    const off = await t.call('PATCH', `/api/categories/${locksmith.id}`, tokens.master, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await testCategorize(message)).categoryId).not.toBe(locksmith.id);
    const sync = (await t.call('GET', '/api/categories/sync', tokens.clientA)).json<CategoryGroup[]>();
    expect(sync.flatMap((g) => g.categories).some((c) => c.id === locksmith.id)).toBe(false);

    await t.call('PATCH', `/api/categories/${locksmith.id}`, tokens.master, { is_active: true });
    expect((await testCategorize(message)).categoryId).toBe(locksmith.id);
  });

  it('404 for an unknown id, 400 for a non-numeric id, 409 for a taken code, 403 for ADMIN', async () => {
    const missing = await t.call('PATCH', '/api/categories/999999', tokens.master, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'categories.not_found', message: CATEGORY_MSG.notFound });
    const bad = await t.call('PATCH', '/api/categories/abc', tokens.master, { name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador inválido');
    const category = await createCategory();
    const clash = await t.call('PATCH', `/api/categories/${category.id}`, tokens.master, {
      code: 'encanador',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CATEGORY_MSG.codeTaken);
    const blank = await t.call('PATCH', `/api/categories/${category.id}`, tokens.master, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CATEGORY_MSG.nameRequired);
    const admin = await t.call('PATCH', `/api/categories/${category.id}`, tokens.adminA, {
      is_active: false,
    });
    expect(admin.statusCode).toBe(403);
  });
});

describe('DELETE /api/categories/{id} (MASTER)', () => {
  it('deletes an unused category (204), then 404', async () => {
    const category = await createCategory({ keywords: ['quelhofrim'] });
    expect((await testCategorize('vcs tem quelhofrim?')).categoryId).toBe(category.id);
    const response = await t.call('DELETE', `/api/categories/${category.id}`, tokens.master);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const list = (await t.call('GET', '/api/categories', tokens.master)).json<Category[]>();
    expect(list.some((c) => c.id === category.id)).toBe(false);
    expect((await testCategorize('vcs tem quelhofrim?')).categoryId).toBeNull();
    const again = await t.call('DELETE', `/api/categories/${category.id}`, tokens.master);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CATEGORY_MSG.notFound);
  });

  it('409 categories.in_use while a company selected it, even when inactive', async () => {
    const category = await createCategory();
    await t.call('POST', `/api/users/${people.clientA2.id}/categories`, tokens.clientA2, {
      categoryIds: [category.id],
    });
    await t.call('PATCH', `/api/categories/${category.id}`, tokens.master, { is_active: false });
    const response = await t.call('DELETE', `/api/categories/${category.id}`, tokens.master);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'categories.in_use', message: CATEGORY_MSG.inUse });
  });

  it('403 for ADMIN and CLIENT, 401 without a session', async () => {
    const category = await createCategory();
    expect((await t.call('DELETE', `/api/categories/${category.id}`, tokens.adminA)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/categories/${category.id}`, tokens.clientA)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(401);
  });
});

describe('/api/users/{id}/categories', () => {
  it('a CLIENT saves its own selection (replacing it) and reads it back, sorted', async () => {
    const electrician = byCode('eletricista');
    const plumber = byCode('encanador');
    const pizzeria = byCode('pizzaria');
    const url = `/api/users/${people.clientA.id}/categories`;
    expect((await t.call('GET', url, tokens.clientA)).json()).toEqual([]);

    const saved = await t.call('POST', url, tokens.clientA, {
      categoryIds: [plumber.id, electrician.id, plumber.id],
    });
    expect(saved.statusCode).toBe(200);
    const expected = (c: Category): UserCategory => ({
      id: c.id,
      name: c.name,
      code: c.code,
      groupName: c.groupName,
    });
    expect(saved.json()).toEqual([expected(electrician), expected(plumber)]);
    expect((await t.call('GET', url, tokens.clientA)).json()).toEqual([
      expected(electrician),
      expected(plumber),
    ]);

    const replaced = await t.call('POST', url, tokens.clientA, { categoryIds: [pizzeria.id] });
    expect(replaced.json()).toEqual([expected(pizzeria)]);
    const cleared = await t.call('POST', url, tokens.clientA, { categoryIds: [] });
    expect(cleared.json()).toEqual([]);
  });

  it('its unit ADMIN and MASTER may read and save; a CLIENT of its own USER too', async () => {
    const electrician = byCode('eletricista');
    const url = `/api/users/${people.clientA2.id}/categories`;
    const byAdmin = await t.call('POST', url, tokens.adminA, { categoryIds: [electrician.id] });
    expect(byAdmin.statusCode).toBe(200);
    expect((await t.call('GET', url, tokens.master)).json()).toEqual([
      expect.objectContaining({ id: electrician.id }),
    ]);
    const byMaster = await t.call('POST', `/api/users/${people.clientB.id}/categories`, tokens.master, {
      categoryIds: [electrician.id],
    });
    expect(byMaster.statusCode).toBe(200);
    const ownUser = await t.call('POST', `/api/users/${people.userOfA.id}/categories`, tokens.clientA, {
      categoryIds: [],
    });
    expect(ownUser.statusCode).toBe(200);
  });

  it('a CLIENT cannot read or edit another CLIENT; an ADMIN cannot reach a CLIENT of another unit', async () => {
    const electrician = byCode('eletricista');
    const body = { categoryIds: [electrician.id] };
    // An id outside the caller's scope answers exactly like a missing one (issue 13).
    const missing = await t.call('POST', `/api/users/99999999/categories`, tokens.clientA, body);
    expect(missing.statusCode).toBe(404);
    for (const [token, target] of [
      [tokens.clientA, people.clientA2],
      [tokens.clientB, people.clientA],
      [tokens.adminA, people.clientB],
      [tokens.adminB, people.clientA],
    ] as const) {
      const write = await t.call('POST', `/api/users/${target.id}/categories`, token, body);
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual(missing.json());
      const read = await t.call('GET', `/api/users/${target.id}/categories`, token);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(missing.json());
    }
    // A USER has no category permission, not even on itself.
    expect(
      (await t.call('POST', `/api/users/${people.userOfA.id}/categories`, tokens.userOfA, body)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/users/${people.clientA.id}/categories`)).statusCode).toBe(401);
  });

  it('422 for unknown or inactive ids and for a target that is not a company; 400 for non-numbers; 404 for an unknown user', async () => {
    const inactive = await createCategory({ is_active: false });
    const url = `/api/users/${people.clientA.id}/categories`;
    for (const categoryIds of [[999999], [byCode('eletricista').id, inactive.id]]) {
      const response = await t.call('POST', url, tokens.clientA, { categoryIds });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'categories.invalid_ids', message: CATEGORY_MSG.invalidIds });
    }
    const notNumbers = await t.call('POST', url, tokens.clientA, { categoryIds: ['x'] });
    expect(notNumbers.statusCode).toBe(400);
    expect(notNumbers.json().message).toBe(CATEGORY_MSG.invalidIds);
    const missingField = await t.call('POST', url, tokens.clientA, {});
    expect(missingField.statusCode).toBe(400);

    const admin = await t.call('POST', `/api/users/${people.adminA.id}/categories`, tokens.master, {
      categoryIds: [],
    });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().code).toBe('categories.invalid_target');
    const unknown = await t.call('GET', '/api/users/999999/categories', tokens.master);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'users.not_found', message: 'Usuário não encontrado' });
  });

  it('keeps a hidden inactive selection when the company saves, and shows it again on reactivation', async () => {
    const company = await createUser(t.db, { role: 'CLIENT', unitId: people.unitA.id });
    const token = await loginAs(t.app, company);
    const seasonal = await createCategory();
    const url = `/api/users/${company.id}/categories`;
    await t.call('POST', url, token, { categoryIds: [seasonal.id] });
    await t.call('PATCH', `/api/categories/${seasonal.id}`, tokens.master, { is_active: false });
    expect((await t.call('GET', url, token)).json()).toEqual([]);
    await t.call('POST', url, token, { categoryIds: [byCode('pizzaria').id] });
    await t.call('PATCH', `/api/categories/${seasonal.id}`, tokens.master, { is_active: true });
    const ids = (await t.call('GET', url, token)).json<UserCategory[]>().map((c) => c.id);
    expect(ids.sort()).toEqual([seasonal.id, byCode('pizzaria').id].sort());
  });
});

describe('GET /api/categories/coverage', () => {
  it('counts the active CLIENTs of the unit that chose each category', async () => {
    const covered = await createCategory();
    const gap = await createCategory();
    const inactiveCompany = await createUser(t.db, {
      role: 'CLIENT',
      unitId: people.unitA.id,
      isActive: false,
    });
    const choose = (user: TestUser) =>
      t.call('POST', `/api/users/${user.id}/categories`, tokens.master, { categoryIds: [covered.id] });
    for (const user of [people.clientA, people.clientA2, people.clientB, inactiveCompany, people.userOfA])
      expect((await choose(user)).statusCode).toBe(200);

    const forAdmin = await t.call('GET', '/api/categories/coverage', tokens.adminA);
    expect(forAdmin.statusCode).toBe(200);
    const rows = forAdmin.json<CategoryCoverage[]>();
    expect(rows.find((r) => r.id === covered.id)).toEqual({
      id: covered.id,
      name: covered.name,
      code: covered.code,
      groupName: covered.groupName,
      is_active: true,
      activeCompanies: 2,
    });
    expect(rows.find((r) => r.id === gap.id)?.activeCompanies).toBe(0);
    // An ADMIN always gets its own unit, whatever it asks for.
    const askedOther = (
      await t.call('GET', `/api/categories/coverage?unit_id=${people.unitB.id}`, tokens.adminA)
    ).json<CategoryCoverage[]>();
    expect(askedOther.find((r) => r.id === covered.id)?.activeCompanies).toBe(2);

    const unitBRows = (
      await t.call('GET', `/api/categories/coverage?unit_id=${people.unitB.id}`, tokens.master)
    ).json<CategoryCoverage[]>();
    expect(unitBRows.find((r) => r.id === covered.id)?.activeCompanies).toBe(1);
    const network = (await t.call('GET', '/api/categories/coverage', tokens.master)).json<
      CategoryCoverage[]
    >();
    expect(network.find((r) => r.id === covered.id)?.activeCompanies).toBe(3);
  });

  it('MASTER sees inactive categories; others not', async () => {
    const inactive = await createCategory({ is_active: false });
    const network = (await t.call('GET', '/api/categories/coverage', tokens.master)).json<
      CategoryCoverage[]
    >();
    expect(network).toContainEqual(expect.objectContaining({ id: inactive.id, is_active: false }));
    const admin = (await t.call('GET', '/api/categories/coverage', tokens.adminA)).json<CategoryCoverage[]>();
    expect(admin.some((r) => r.id === inactive.id)).toBe(false);
  });

  it('403 for CLIENT, 401 without a session, 404 for an unknown unit, 400 for a bad unit_id', async () => {
    expect((await t.call('GET', '/api/categories/coverage', tokens.clientA)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/categories/coverage')).statusCode).toBe(401);
    const unknown = await t.call('GET', '/api/categories/coverage?unit_id=999999', tokens.master);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('franchise_units.not_found');
    const bad = await t.call('GET', '/api/categories/coverage?unit_id=abc', tokens.master);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador inválido');
  });
});

describe('POST /api/webhooks/test-categorize', () => {
  it("categorises 'preciso de um eletricista pra trocar o disjuntor' as Eletricista", async () => {
    const result = await testCategorize(ELECTRICIAN_MESSAGE);
    expect(testCategorizeResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      success: true,
      originalMessage: ELECTRICIAN_MESSAGE,
      category: 'Eletricista',
      categoryId: byCode('eletricista').id,
      document: null,
      error: null,
      source: 'offline',
    });
    expect(result.confidence).toBeGreaterThan(0.25);
    for (const alternative of result.alternatives) {
      expect(alternative.categoryId).not.toBe(result.categoryId);
      expect(typeof alternative.category).toBe('string');
    }
  });

  it('returns a CPF or CNPJ found in the message, formatted', async () => {
    const cpf = await testCategorize('meu cpf é 52998224725, preciso de um encanador pra um vazamento');
    expect(cpf).toMatchObject({ success: true, category: 'Encanador', document: '529.982.247-25' });
    const cnpj = await testCategorize('cnpj 11222333000181 quer orçamento de pizza para 30 pessoas');
    expect(cnpj.document).toBe('11.222.333/0001-81');
  });

  it("answers success false with 'Não foi possível identificar a categoria' for a greeting", async () => {
    const result = await testCategorize('bom dia, tudo bem?');
    expect(result).toMatchObject({
      success: false,
      originalMessage: 'bom dia, tudo bem?',
      category: null,
      categoryId: null,
      document: null,
      error: CATEGORY_MSG.notCategorized,
    });
  });

  it('uses a category created through the API at once', async () => {
    const message = 'quero alugar um caiaque no sabado';
    // Before the category exists the best guess is some other (rental-like) category, or none.
    expect((await testCategorize(message)).category).not.toBe('Aluguel de Caiaques');
    const kayaks = await createCategory({
      name: 'Aluguel de Caiaques',
      groupName: 'Lazer',
      keywords: ['caiaque', 'stand up paddle'],
    });
    const result = await testCategorize(message);
    expect(result).toMatchObject({ success: true, categoryId: kayaks.id, category: 'Aluguel de Caiaques' });
  });

  it('400 with the pt-BR message for a blank message, 401 without a session, 403 without category.access', async () => {
    const blank = await t.call('POST', '/api/webhooks/test-categorize', tokens.clientA, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation', message: CATEGORY_MSG.messageRequired });
    const missing = await t.call('POST', '/api/webhooks/test-categorize', tokens.clientA, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CATEGORY_MSG.messageRequired);
    expect(
      (await t.call('POST', '/api/webhooks/test-categorize', undefined, { message: 'oi' })).statusCode,
    ).toBe(401);
    const user = await t.call('POST', '/api/webhooks/test-categorize', tokens.userOfA, { message: 'oi' });
    expect(user.statusCode).toBe(403);
  });
});

describe('POST /api/categories/examples', () => {
  it('a confirmed example changes the answer of test-categorize at once', async () => {
    const mystic = await createCategory({
      name: 'Artigos Místicos',
      groupName: 'Compras',
      keywords: ['incenso', 'cristais'],
    });
    const message = 'vcs tem zumbalunga pra hj?';
    expect((await testCategorize(message)).success).toBe(false);

    const response = await t.call('POST', '/api/categories/examples', tokens.adminA, {
      message,
      categoryId: mystic.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message, categoryId: mystic.id, category: 'Artigos Místicos' });

    expect(await testCategorize(message)).toMatchObject({ success: true, categoryId: mystic.id });
    expect(await testCategorize('tem zumbalunga?')).toMatchObject({ categoryId: mystic.id });
  });

  it('a new correction of the same text replaces the earlier one', async () => {
    const first = await createCategory({ name: 'Primeira Escolha' });
    const second = await createCategory({ name: 'Segunda Escolha' });
    const message = 'quero um trambolhofix urgente';
    await t.call('POST', '/api/categories/examples', tokens.master, { message, categoryId: first.id });
    expect((await testCategorize(message)).categoryId).toBe(first.id);
    const again = await t.call('POST', '/api/categories/examples', tokens.master, {
      message: 'Quero um TRAMBOLHOFIX urgente!',
      categoryId: second.id,
    });
    expect(again.statusCode).toBe(201);
    expect((await testCategorize(message)).categoryId).toBe(second.id);
    const stored = await t.db
      .select()
      .from(categoryExamples)
      .where(eq(categoryExamples.categoryId, first.id));
    expect(stored).toEqual([]);
  });

  it('404 for an unknown category, 422 for an inactive one, 400 for a blank message, 403 for CLIENT, 401 without session', async () => {
    const unknown = await t.call('POST', '/api/categories/examples', tokens.master, {
      message: 'x',
      categoryId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATEGORY_MSG.notFound);
    const inactive = await createCategory({ is_active: false });
    const toInactive = await t.call('POST', '/api/categories/examples', tokens.master, {
      message: 'qualquer coisa',
      categoryId: inactive.id,
    });
    expect(toInactive.statusCode).toBe(422);
    const blank = await t.call('POST', '/api/categories/examples', tokens.master, {
      message: ' ',
      categoryId: byCode('eletricista').id,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(CATEGORY_MSG.messageRequired);
    const body = { message: ELECTRICIAN_MESSAGE, categoryId: byCode('eletricista').id };
    expect((await t.call('POST', '/api/categories/examples', tokens.clientA, body)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/categories/examples', undefined, body)).statusCode).toBe(401);
  });
});

describe('corrections are scoped (architecture §5.1)', () => {
  const correct = (token: string, message: string, categoryId: number) =>
    t.call('POST', '/api/categories/examples', token, { message, categoryId });

  it("an ADMIN's correction steers its own unit's routing only", async () => {
    const crafts = await createCategory({ name: 'Artesanato em Palha', groupName: 'Compras' });
    const message = 'quem faz cestinha de vime trançado?';
    const before = await testCategorize(message, tokens.clientB);
    expect(before.categoryId).not.toBe(crafts.id);

    const response = await correct(tokens.adminA, message, crafts.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ categoryId: crafts.id, unit_id: people.unitA.id });
    const [stored] = await t.db
      .select()
      .from(categoryExamples)
      .where(eq(categoryExamples.categoryId, crafts.id));
    expect(stored).toMatchObject({ unitId: people.unitA.id, createdBy: people.adminA.id });

    // Unit A (its CLIENTs and its ADMIN) routes by it ...
    expect((await testCategorize(message, tokens.clientA)).categoryId).toBe(crafts.id);
    expect((await testCategorize(message, tokens.adminA)).categoryId).toBe(crafts.id);
    // ... unit B and the network as a whole do not.
    expect((await testCategorize(message, tokens.clientB)).categoryId).toBe(before.categoryId);
    expect((await testCategorize(message, tokens.adminB)).categoryId).not.toBe(crafts.id);
    expect((await testCategorize(message, tokens.master)).categoryId).not.toBe(crafts.id);
  });

  it("a MASTER's correction steers every unit; a unit's own correction of the same text wins there", async () => {
    const first = await createCategory({ name: 'Conserto de Realejo' });
    const second = await createCategory({ name: 'Afinação de Realejo' });
    const message = 'alguem arruma meu realejo quebrado';

    const network = await correct(tokens.master, message, first.id);
    expect(network.statusCode).toBe(201);
    expect(network.json()).toMatchObject({ unit_id: null });
    for (const token of [tokens.clientA, tokens.clientB, tokens.adminB, tokens.master]) {
      expect((await testCategorize(message, token)).categoryId).toBe(first.id);
    }

    expect((await correct(tokens.adminB, 'Alguém arruma meu REALEJO quebrado?', second.id)).statusCode).toBe(
      201,
    );
    expect((await testCategorize(message, tokens.clientB)).categoryId).toBe(second.id);
    expect((await testCategorize(message, tokens.clientA)).categoryId).toBe(first.id);
    expect((await testCategorize(message, tokens.master)).categoryId).toBe(first.id);

    // Each scope keeps its own correction of the text: unit B's did not replace the network's.
    const stored = await t.db
      .select({ unitId: categoryExamples.unitId, categoryId: categoryExamples.categoryId })
      .from(categoryExamples)
      .where(inArray(categoryExamples.categoryId, [first.id, second.id]));
    expect(stored).toEqual(
      expect.arrayContaining([
        { unitId: null, categoryId: first.id },
        { unitId: people.unitB.id, categoryId: second.id },
      ]),
    );
    expect(stored).toHaveLength(2);
  });

  it('keeps the answer shape of test-categorize (spec §7) for every role', async () => {
    for (const token of [tokens.master, tokens.adminA, tokens.clientA]) {
      const result = await testCategorize(ELECTRICIAN_MESSAGE, token);
      expect(Object.keys(result).sort()).toEqual(
        [
          'alternatives',
          'category',
          'categoryId',
          'confidence',
          'document',
          'error',
          'originalMessage',
          'source',
          'success',
        ].sort(),
      );
      expect(result).toMatchObject({ success: true, category: 'Eletricista' });
    }
  });
});
