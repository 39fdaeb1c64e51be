import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategorizer } from './categorizer.ts';
import type { CategoryInput } from './default-categories.ts';
import {
  createHybridCategorizer,
  createLlmProvider,
  LlmError,
  llmConfigFromEnv,
  MAX_LLM_RESPONSE_BYTES,
  parseAnswer,
  type LlmConfig,
} from './llm-provider.ts';

type Handler = (body: ChatRequest, request: IncomingMessage, response: ServerResponse) => void;
type ChatRequest = { model: string; temperature: number; messages: { role: string; content: string }[] };

const categories: CategoryInput[] = [
  { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Casa', keywords: ['disjuntor', 'tomada'] },
  { id: 2, name: 'Encanador', code: 'encanador', groupName: 'Casa', keywords: ['vazamento', 'cano'] },
  { id: 3, name: 'Pizzaria', code: 'pizzaria', groupName: 'Alimentação', keywords: ['pizza'] },
];

let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: { body: ChatRequest; authorization: string | undefined; path: string | undefined }[] = [];

function answer(content: string): Handler {
  return (_body, _request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ body, authorization: request.headers.authorization, path: request.url });
      handler(body, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  handler = answer('encanador');
});

function config(overrides: Partial<LlmConfig> = {}): LlmConfig {
  return { baseUrl, apiKey: 'test-key', model: 'tiny-model', timeoutMs: 500, ...overrides };
}

describe('createLlmProvider', () => {
  it('asks /chat/completions at temperature 0 with the category codes and returns the code', async () => {
    const provider = createLlmProvider(config());
    await expect(provider.classify('cano estourou no banheiro', categories)).resolves.toBe('encanador');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('tiny-model');
    expect(request?.body.temperature).toBe(0);
    const prompt = request?.body.messages.map((message) => message.content).join('\n') ?? '';
    for (const category of categories) expect(prompt).toContain(category.code);
    expect(prompt).toContain('none');
  });

  it('reads "none" as no category', async () => {
    handler = answer(' none.\n');
    await expect(createLlmProvider(config()).classify('oi tudo bem', categories)).resolves.toBeNull();
  });

  it('rejects an answer outside the list', async () => {
    handler = answer('A categoria é encanador');
    await expect(createLlmProvider(config()).classify('cano furado', categories)).rejects.toMatchObject({
      kind: 'invalid_answer',
    });
    handler = answer('mecanica');
    await expect(createLlmProvider(config()).classify('cano furado', categories)).rejects.toBeInstanceOf(
      LlmError,
    );
  });

  it('gives up after the timeout', async () => {
    handler = (_body, _request, response) => {
      setTimeout(() => answer('encanador')(_body, _request, response), 1500);
    };
    await expect(
      createLlmProvider(config({ timeoutMs: 200 })).classify('cano', categories),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('reports HTTP errors', async () => {
    handler = (_body, _request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"boom"}');
    };
    await expect(createLlmProvider(config()).classify('cano', categories)).rejects.toMatchObject({
      kind: 'http',
    });
  });

  it('caches answers by normalised message and evicts the least recently used', async () => {
    const provider = createLlmProvider(config({ cacheSize: 2 }));
    await provider.classify('Cano   ESTOUROU!!', categories);
    await provider.classify('cano estourou', categories);
    expect(requests).toHaveLength(1);
    await provider.classify('outra mensagem', categories);
    await provider.classify('mais uma', categories);
    await provider.classify('cano estourou', categories);
    expect(requests).toHaveLength(4);
  });

  it('does not cache failures', async () => {
    handler = answer('qualquer coisa');
    const provider = createLlmProvider(config());
    await expect(provider.classify('cano', categories)).rejects.toBeInstanceOf(LlmError);
    handler = answer('encanador');
    await expect(provider.classify('cano', categories)).resolves.toBe('encanador');
  });
});

/** A hostile endpoint: an endless JSON-looking body, as fast as the client reads it. */
function endlessBody(): { handler: Handler; sent: () => number } {
  let sent = 0;
  const chunk = Buffer.from(`{"choices":[{"message":{"content":"${'a'.repeat(16 * 1024)}`);
  return {
    sent: () => sent,
    handler: (_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!response.destroyed && !response.writableEnded) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      response.on('close', () => response.removeAllListeners('drain'));
      pump();
    },
  };
}

describe('a hostile LLM endpoint', () => {
  // How fast each of these ends is measured by the bench (bounded-waits); here: how they end. With a
  // 10 s timeout, an unbounded read would end as 'timeout', not 'too_large'.
  it('an endless body is cut after a small limit: the call fails and memory stays flat', async () => {
    const endless = endlessBody();
    handler = endless.handler;
    const heapBefore = process.memoryUsage().heapUsed;
    await expect(
      createLlmProvider(config({ timeoutMs: 10_000 })).classify('cano', categories),
    ).rejects.toMatchObject({ kind: 'too_large' });
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
    // The connection was dropped: the server could not push much more than the limit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endless.sent()).toBeLessThan(8 * 1024 * 1024);
  });

  it('an announced oversized body is refused without reading it', async () => {
    handler = (_body, _request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(MAX_LLM_RESPONSE_BYTES + 1),
      });
      response.write('{');
      // Never finishes: only the header can end this call before the timeout.
    };
    await expect(
      createLlmProvider(config({ timeoutMs: 10_000 })).classify('cano', categories),
    ).rejects.toMatchObject({ kind: 'too_large' });
  });

  it('a body just under the limit is still read', async () => {
    handler = (_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const padding = ' '.repeat(MAX_LLM_RESPONSE_BYTES - 200);
      response.end(`{"choices":[{"message":{"content":"encanador"}}]}${padding}`);
    };
    await expect(createLlmProvider(config()).classify('cano', categories)).resolves.toBe('encanador');
  });

  it('does not follow a redirect (the key and the message stay with the configured endpoint)', async () => {
    handler = (_body, _request, response) => {
      response.writeHead(307, { location: `${baseUrl}/elsewhere` });
      response.end();
    };
    await expect(createLlmProvider(config()).classify('cano', categories)).rejects.toMatchObject({
      kind: 'http',
    });
    expect(requests.map((request) => request.path)).toEqual(['/v1/chat/completions']);
  });

  it('the hybrid categoriser keeps the offline answer when the body is endless', async () => {
    handler = endlessBody().handler;
    const errors: unknown[] = [];
    const hybrid = createHybridCategorizer(
      createCategorizer({ categories }),
      createLlmProvider(config({ mode: 'always', timeoutMs: 10_000 })),
      { onError: (error) => errors.push(error) },
    );
    await expect(hybrid.categorize('preciso trocar o disjuntor')).resolves.toMatchObject({
      code: 'eletricista',
      source: 'offline',
    });
    expect(errors[0]).toMatchObject({ kind: 'too_large' });
  });
});

describe('createHybridCategorizer', () => {
  const offline = createCategorizer({ categories });

  it('works offline when no LLM is configured', async () => {
    const hybrid = createHybridCategorizer(offline);
    await expect(hybrid.categorize('trocar o disjuntor')).resolves.toMatchObject({
      code: 'eletricista',
      source: 'offline',
    });
  });

  it('fallback mode does not call the LLM when the offline answer is sure', async () => {
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config({ mode: 'fallback' })));
    await expect(hybrid.categorize('preciso trocar o disjuntor e a tomada')).resolves.toMatchObject({
      code: 'eletricista',
      source: 'offline',
    });
    expect(requests).toHaveLength(0);
  });

  it('fallback mode asks the LLM when the offline categoriser does not know', async () => {
    handler = answer('encanador');
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config({ mode: 'fallback' })));
    const result = await hybrid.categorize('a privada ta transbordando');
    expect(requests).toHaveLength(1);
    expect(result).toMatchObject({ categoryId: 2, code: 'encanador', name: 'Encanador', source: 'llm' });
  });

  it('always mode asks the LLM first', async () => {
    handler = answer('pizzaria');
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config({ mode: 'always' })));
    const result = await hybrid.categorize('preciso trocar o disjuntor');
    expect(requests).toHaveLength(1);
    expect(result).toMatchObject({ code: 'pizzaria', source: 'llm' });
  });

  it('keeps the offline answer on timeout', async () => {
    handler = (_body, _request, response) => {
      setTimeout(() => answer('pizzaria')(_body, _request, response), 1500);
    };
    const errors: unknown[] = [];
    const hybrid = createHybridCategorizer(
      offline,
      createLlmProvider(config({ mode: 'always', timeoutMs: 150 })),
      {
        onError: (error) => errors.push(error),
      },
    );
    await expect(hybrid.categorize('preciso trocar o disjuntor')).resolves.toMatchObject({
      code: 'eletricista',
      source: 'offline',
    });
    expect(errors[0]).toMatchObject({ kind: 'timeout' });
  });

  it('keeps the offline answer when the LLM answers outside the list', async () => {
    handler = answer('borracharia');
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config({ mode: 'always' })));
    await expect(hybrid.categorize('preciso trocar o disjuntor')).resolves.toMatchObject({
      code: 'eletricista',
      source: 'offline',
    });
  });

  it('keeps the offline "not categorised" answer when the LLM fails in fallback mode', async () => {
    handler = (_body, _request, response) => {
      response.writeHead(503);
      response.end();
    };
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config()));
    await expect(hybrid.categorize('oi bom dia')).resolves.toMatchObject({
      categoryId: null,
      source: 'offline',
    });
  });

  it('reports "none" from the LLM as not categorised', async () => {
    handler = answer('none');
    const hybrid = createHybridCategorizer(offline, createLlmProvider(config({ mode: 'always' })));
    await expect(hybrid.categorize('preciso trocar o disjuntor')).resolves.toMatchObject({
      categoryId: null,
      reason: 'not_categorized',
      source: 'llm',
    });
  });
});

describe('configuration', () => {
  it('reads the LLM settings from the environment', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(
      llmConfigFromEnv({
        LLM_BASE_URL: 'http://127.0.0.1:1/v1',
        LLM_MODEL: 'm',
        LLM_API_KEY: 'k',
        LLM_MODE: 'always',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', apiKey: 'k', timeoutMs: 4000, mode: 'always' });
  });

  it('parses answers strictly', () => {
    const codes = new Set(['eletricista']);
    expect(parseAnswer('`eletricista`', codes)).toBe('eletricista');
    expect(parseAnswer('"NONE"', codes)).toBeNull();
    expect(() => parseAnswer('eletricista ou encanador', codes)).toThrow(LlmError);
  });
});
