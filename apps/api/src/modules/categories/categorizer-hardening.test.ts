// Stored corrections and keywords cannot hurt a later start, and the expensive categoriser routes
// are limited per user (issue 13, points 2 and 4).
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIZER_LIMITS,
  CATEGORY_MSG,
  type Category,
  type TestCategorizeResult,
} from '@tenho/domain/categories/categories.schemas';
import { createTestApp, useTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs, type TestUser } from '../../../test/factories.ts';
import { hostileTexts } from '../../categorizer/hostile-texts.ts';
import { categories, categoryExamples } from '../../db/schema/categories.ts';

const RATE_LIMITED = {
  code: 'rate_limited',
  message: 'Muitas requisições. Aguarde um instante e tente novamente.',
};
const ELECTRICIAN_MESSAGE = 'preciso de um eletricista pra trocar o disjuntor';

type Context = Pick<TestContext, 'app'>;

const post = (t: Context, url: string, token: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

const testCategorize = async (t: Context, token: string, message: string) => {
  const response = await post(t, '/api/webhooks/test-categorize', token, { message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestCategorizeResult>();
};

/** Collects what an app logs, one parsed JSON entry per line. */
function logCollector() {
  const entries: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        entries.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { entries, logger: { level: 'warn', stream } };
}

/** 4096 characters: a real request, then one made-up word and noise no lexicon knows. */
function longCorrection(): string {
  const noise = hostileTexts().find((text) => text.name === 'one long word')!.text;
  return `tem zumbalunga de cristal? ${noise}`.slice(0, CATEGORIZER_LIMITS.messageMaxLength);
}

describe('stored corrections and keywords cannot hurt a later start', () => {
  const t = useTestApp();
  let master: TestUser;
  let token: string;
  let mystic: Category;

  beforeAll(async () => {
    master = await createUser(t.db, { role: 'MASTER' });
    token = await loginAs(t.app, master);
    const created = await post(t, '/api/categories', token, {
      name: 'Artigos Místicos',
      groupName: 'Compras',
      keywords: ['incenso', 'cristais'],
    });
    mystic = created.json<Category>();
  });

  it('stores a 4096-character correction, rebuilds, and a restarted app starts and categorises normally', async () => {
    const message = longCorrection();
    expect(message).toHaveLength(4096);
    expect((await testCategorize(t, token, 'tem zumbalunga?')).categoryId).not.toBe(mystic.id);

    const stored = await post(t, '/api/categories/examples', token, { message, categoryId: mystic.id });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ categoryId: mystic.id, unit_id: null });
    expect((await testCategorize(t, token, 'tem zumbalunga?')).categoryId).toBe(mystic.id);

    await t.app.categorizer.rebuild();
    expect((await testCategorize(t, token, 'tem zumbalunga?')).categoryId).toBe(mystic.id);

    // A second app on the same database, as after a restart: it builds from what was stored.
    const restarted = await createTestApp({ database: { db: t.db } });
    try {
      await restarted.app.categorizer.warm();
      const restartedToken = await loginAs(restarted.app, master);
      expect(await testCategorize(restarted, restartedToken, ELECTRICIAN_MESSAGE)).toMatchObject({
        success: true,
        category: 'Eletricista',
      });
      expect((await testCategorize(restarted, restartedToken, 'tem zumbalunga?')).categoryId).toBe(mystic.id);
    } finally {
      await restarted.close();
    }
  });

  it('a 4097-character correction or test message is refused with the pt-BR message', async () => {
    const tooLong = `${longCorrection()}x`;
    const example = await post(t, '/api/categories/examples', token, {
      message: tooLong,
      categoryId: mystic.id,
    });
    expect(example.statusCode).toBe(400);
    expect(example.json()).toMatchObject({ code: 'validation', message: CATEGORY_MSG.messageTooLong });
    const test = await post(t, '/api/webhooks/test-categorize', token, { message: tooLong });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toBe(CATEGORY_MSG.messageTooLong);
    expect(CATEGORY_MSG.messageTooLong).toBe('A mensagem deve ter no máximo 4096 caracteres');
  });

  it('a keyword with a word longer than 24 letters is refused with the pt-BR message', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${mystic.id}`,
      headers: bearer(token),
      payload: { keywords: ['incenso', 'pedrasdecristalenergizadas'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', message: CATEGORY_MSG.keywordWordTooLong });
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${mystic.id}`,
      headers: bearer(token),
      payload: { keywords: ['incenso', 'pedras de cristal energizadas'] },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('skips and logs stored rows it cannot use (written before the bounds), without failing', async () => {
    const [stored] = await t.db.select().from(categories).where(eq(categories.id, mystic.id));
    await t.db
      .update(categories)
      .set({ keywords: [...stored!.keywords, 'k'.repeat(5000), 'tarô'] })
      .where(eq(categories.id, mystic.id));
    const [badExample] = await t.db
      .insert(categoryExamples)
      .values({
        message: hostileTexts(100_000)[0]!.text,
        normalizedText: 'legado',
        categoryId: mystic.id,
      })
      .returning({ id: categoryExamples.id });
    const { entries, logger } = logCollector();
    const restarted = await createTestApp({ database: { db: t.db }, logger });
    try {
      await restarted.app.categorizer.warm();
      const restartedToken = await loginAs(restarted.app, master);
      expect(await testCategorize(restarted, restartedToken, ELECTRICIAN_MESSAGE)).toMatchObject({
        category: 'Eletricista',
      });
      // The usable keyword of the same category still counts.
      expect((await testCategorize(restarted, restartedToken, 'vende tarô?')).categoryId).toBe(mystic.id);
      expect(entries).toContainEqual(
        expect.objectContaining({
          exampleId: badExample!.id,
          msg: expect.stringContaining('example skipped'),
        }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({ categoryId: mystic.id, msg: expect.stringContaining('keyword skipped') }),
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('per-user rate limits on the expensive categoriser routes', () => {
  let t: TestContext;
  let master: TestUser;
  const tokens = {} as Record<'clientA' | 'clientA2' | 'adminA' | 'master', string>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({
      config: { testCategorizeRateLimitPerMinute: 3, categoryExamplesRateLimitPerMinute: 2 },
    });
    const unit = await createUnit(t.db);
    master = await createUser(t.db, { role: 'MASTER' });
    const people = {
      clientA: await createUser(t.db, { role: 'CLIENT', unitId: unit.id }),
      clientA2: await createUser(t.db, { role: 'CLIENT', unitId: unit.id }),
      adminA: await createUser(t.db, { role: 'ADMIN', unitId: unit.id }),
      master,
    };
    for (const [key, user] of Object.entries(people))
      tokens[key as keyof typeof tokens] = await loginAs(t.app, user);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(tokens.master),
    });
    categoryId = list.json<Category[]>()[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('test-categorize: the 4th call of a minute gets the pt-BR 429, for that user only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(t, '/api/webhooks/test-categorize', tokens.clientA, { message: `oi ${i}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual(RATE_LIMITED);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another user from the same address is not affected.
    expect(
      (await post(t, '/api/webhooks/test-categorize', tokens.clientA2, { message: 'oi' })).statusCode,
    ).toBe(200);
    // Without a session it is still 401, not 429.
    expect((await post(t, '/api/webhooks/test-categorize', undefined, { message: 'oi' })).statusCode).toBe(
      401,
    );
  });

  it('test-categorize: refused bad input is not counted', async () => {
    for (let i = 0; i < 5; i += 1) {
      const blank = await post(t, '/api/webhooks/test-categorize', tokens.master, { message: ' ' });
      expect(blank.statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await post(t, '/api/webhooks/test-categorize', tokens.master, { message: 'oi' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('examples: the 3rd correction of a minute gets the pt-BR 429, for that user only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(t, '/api/categories/examples', tokens.adminA, {
        message: `correcao numero ${i}`,
        categoryId,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual(RATE_LIMITED);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const stored = await t.db
      .select()
      .from(categoryExamples)
      .where(eq(categoryExamples.categoryId, categoryId));
    expect(stored.map((row) => row.message).sort()).toEqual(['correcao numero 0', 'correcao numero 1']);
    const other = await post(t, '/api/categories/examples', tokens.master, { message: 'outra', categoryId });
    expect(other.statusCode).toBe(201);
  });
});
