import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_MSG,
  type Category,
  type TestCategorizeResult,
} from '@tenho/domain/categories/categories.schemas';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUnit, createUser, loginAs } from '../../../test/factories.ts';
import { LLM_CONFIDENCE } from '../../categorizer/llm-provider.ts';

const ELECTRICIAN_MESSAGE = 'preciso de um eletricista pra trocar o disjuntor';
const TIMEOUT_MS = 300;

/** Answers the fake server holds back ('demora'): released only when the test says so. */
const heldAnswers: (() => void)[] = [];

/**
 * A local OpenAI-compatible server whose behaviour depends on the consumer's message:
 * 'demora' holds its answer until the test releases it, 'invalida' answers a code outside the list, 'quebrado' fails
 * with HTTP 500, 'nada' answers "none", 'chave' answers "chaveiro"; anything else "encanador".
 */
function startFakeLlm(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const message = body.messages.find((m) => m.role === 'user')?.content ?? '';
      const answer = (content: string) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      };
      if (message.includes('demora')) {
        heldAnswers.push(() => answer('encanador'));
      } else if (message.includes('invalida')) {
        answer('pizza-de-marte');
      } else if (message.includes('quebrado')) {
        response.writeHead(500).end('erro');
      } else if (message.includes('nada')) {
        answer('none');
      } else if (message.includes('chave')) {
        answer('chaveiro');
      } else {
        answer('"encanador".');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}/v1` });
    });
  });
}

let fake: { server: Server; baseUrl: string };
let always: TestContext;
let fallback: TestContext;
let clientToken: string;
let masterToken: string;
let catalogue: Category[];
const idOf = (code: string) => catalogue.find((c) => c.code === code)!.id;

async function categorize(context: TestContext, message: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/webhooks/test-categorize',
    headers: bearer(clientToken),
    payload: { message },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestCategorizeResult>();
}

beforeAll(async () => {
  fake = await startFakeLlm();
  const llm = { baseUrl: fake.baseUrl, model: 'modelo-falso', timeoutMs: TIMEOUT_MS } as const;
  always = await createTestApp({ config: { llm: { ...llm, mode: 'always' } } });
  fallback = await createTestApp({
    database: { db: always.db },
    config: { llm: { ...llm, mode: 'fallback' } },
  });
  const unit = await createUnit(always.db);
  const client = await createUser(always.db, { role: 'CLIENT', unitId: unit.id });
  const master = await createUser(always.db, { role: 'MASTER' });
  clientToken = await loginAs(always.app, client);
  masterToken = await loginAs(always.app, master);
  catalogue = (
    await always.app.inject({ method: 'GET', url: '/api/categories', headers: bearer(masterToken) })
  ).json<Category[]>();
});

afterAll(async () => {
  for (const release of heldAnswers.splice(0)) release();
  await fallback?.app.close();
  await always?.close();
  fake?.server.closeAllConnections();
  await new Promise((resolve) => fake?.server.close(resolve));
});

describe('LLM categoriser (LLM_MODE=always)', () => {
  it("the model's answer wins when it is one of the active codes", async () => {
    const result = await categorize(always, ELECTRICIAN_MESSAGE);
    expect(result).toMatchObject({
      success: true,
      category: 'Encanador',
      categoryId: idOf('encanador'),
      error: null,
      confidence: LLM_CONFIDENCE,
      source: 'llm',
    });
  });

  it('falls back to the offline answer on a timeout', async () => {
    // No stopwatch: the model's answer is still held when ours arrives, so only the provider's own
    // timeout can have ended the wait (without it this call would hang until the test's limit).
    const held = heldAnswers.length;
    const result = await categorize(always, `demora: ${ELECTRICIAN_MESSAGE}`);
    expect(heldAnswers.length).toBe(held + 1);
    expect(result).toMatchObject({ success: true, category: 'Eletricista', source: 'offline' });
  });

  it('falls back to the offline answer on an answer outside the list, and on an HTTP error', async () => {
    const invalid = await categorize(always, `invalida: ${ELECTRICIAN_MESSAGE}`);
    expect(invalid).toMatchObject({ success: true, categoryId: idOf('eletricista'), source: 'offline' });
    const broken = await categorize(always, `quebrado: ${ELECTRICIAN_MESSAGE}`);
    expect(broken).toMatchObject({ success: true, categoryId: idOf('eletricista'), source: 'offline' });
  });

  it('"none" from the model means not categorised', async () => {
    const result = await categorize(always, 'nada a ver, so queria agradecer');
    expect(result).toMatchObject({
      success: false,
      category: null,
      categoryId: null,
      error: CATEGORY_MSG.notCategorized,
      source: 'llm',
    });
  });

  it('is constrained to the active codes: the code of a deactivated category is refused', async () => {
    const locksmith = idOf('chaveiro');
    const patch = (is_active: boolean) =>
      always.app.inject({
        method: 'PATCH',
        url: `/api/categories/${locksmith}`,
        headers: bearer(masterToken),
        payload: { is_active },
      });
    expect((await categorize(always, 'preciso de uma chave reserva do portao')).categoryId).toBe(locksmith);
    expect((await patch(false)).statusCode).toBe(200);
    try {
      const result = await categorize(always, 'preciso de uma chave reserva do carro');
      expect(result.source).toBe('offline');
      expect(result.categoryId).not.toBe(locksmith);
    } finally {
      await patch(true);
    }
  });
});

describe('LLM categoriser (LLM_MODE=fallback, the default)', () => {
  it('keeps a confident offline answer and asks the model only when unsure', async () => {
    const confident = await categorize(fallback, ELECTRICIAN_MESSAGE);
    expect(confident).toMatchObject({ category: 'Eletricista', source: 'offline' });
    const unsure = await categorize(fallback, 'oi, vcs tem aquilo?');
    expect(unsure).toMatchObject({ success: true, category: 'Encanador', source: 'llm' });
  });

  it('an unsure message still gets the offline answer when the model fails', async () => {
    const result = await categorize(fallback, 'quebrado: oi, vcs tem aquilo?');
    expect(result).toMatchObject({ success: false, error: CATEGORY_MSG.notCategorized, source: 'offline' });
  });
});
