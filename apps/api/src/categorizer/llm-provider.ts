// Optional LLM categoriser: any OpenAI-compatible `/chat/completions` endpoint. The answer must
// be exactly one of the active category codes or "none"; anything else, a timeout or an HTTP
// error makes the hybrid categoriser keep the offline answer.
import type { CategorizeResult, Categorizer } from './categorizer.ts';
import type { CategoryInput } from './default-categories.ts';
import { normalizedKey } from './normalize.ts';

export type LlmMode = 'fallback' | 'always';

export type LlmConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; default 4000 ms. */
  timeoutMs?: number;
  /** `fallback` (default): only when the offline answer is unsure; `always`: the LLM first. */
  mode?: LlmMode;
  /** Answers kept in memory, keyed by normalised message; default 1000. */
  cacheSize?: number;
};

export type LlmFailureKind = 'timeout' | 'http' | 'network' | 'invalid_answer' | 'too_large';

export class LlmError extends Error {
  readonly kind: LlmFailureKind;

  constructor(kind: LlmFailureKind, message: string) {
    super(message);
    this.name = 'LlmError';
    this.kind = kind;
  }
}

export type LlmCategory = Pick<CategoryInput, 'code' | 'name' | 'groupName'>;

export type LlmProvider = {
  readonly mode: LlmMode;
  /** The code the model chose, or null when it answered "none". Throws LlmError on failure. */
  classify(text: string, categories: readonly LlmCategory[]): Promise<string | null>;
};

export const DEFAULT_LLM_TIMEOUT_MS = 4000;
/**
 * The most of an answer body read: a one-word chat completion is well under 2 KB, and a hostile or
 * broken endpoint must not make us buffer an endless body until the timeout.
 */
export const MAX_LLM_RESPONSE_BYTES = 64 * 1024;
const DEFAULT_CACHE_SIZE = 1000;
const NONE_ANSWER = 'none';

/** Reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS and LLM_MODE; null when unset. */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const timeout = Number(env.LLM_TIMEOUT_MS);
  return {
    baseUrl,
    model,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
    mode: env.LLM_MODE === 'always' ? 'always' : 'fallback',
  };
}

export function buildPrompt(text: string, categories: readonly LlmCategory[]) {
  const list = categories
    .map((category) => `${category.code}: ${category.name} (${category.groupName})`)
    .join('\n');
  return [
    {
      role: 'system',
      content:
        'Você classifica mensagens de consumidores enviadas por WhatsApp a uma rede de negócios locais. ' +
        'Escolha a categoria do produto ou serviço que a pessoa está procurando. ' +
        `Responda somente com um código da lista, exatamente como escrito, ou "${NONE_ANSWER}" ` +
        'se a mensagem não pede nenhum deles (saudação, agradecimento, reclamação, propaganda, conversa).\n' +
        `Códigos:\n${list}`,
    },
    { role: 'user', content: text },
  ];
}

/** Accepts the bare code, tolerating quotes, backticks, a final period and letter case. */
export function parseAnswer(answer: string, codes: ReadonlySet<string>): string | null {
  const cleaned = answer
    .trim()
    .replace(/^["'`]+|["'`.]+$/g, '')
    .trim()
    .toLowerCase();
  if (cleaned === NONE_ANSWER) return null;
  if (codes.has(cleaned)) return cleaned;
  throw new LlmError('invalid_answer', `Resposta fora da lista de categorias: ${answer.slice(0, 80)}`);
}

type ChatCompletion = { choices?: { message?: { content?: unknown } }[] };

export function createLlmProvider(config: LlmConfig, fetchImpl: typeof fetch = fetch): LlmProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const cacheSize = config.cacheSize ?? DEFAULT_CACHE_SIZE;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Map keeps insertion order: re-inserting on a hit makes it a least-recently-used cache.
  const cache = new Map<string, string | null>();

  function remember(key: string, value: string | null): void {
    cache.delete(key);
    cache.set(key, value);
    while (cache.size > cacheSize) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }

  const timeoutError = () => new LlmError('timeout', `Sem resposta do LLM em ${timeoutMs} ms`);
  const isAbort = (error: unknown) =>
    error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

  async function request(text: string, categories: readonly LlmCategory[]): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          max_tokens: 20,
          messages: buildPrompt(text, categories),
        }),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect is an HTTP error: the key and the message never go to another address.
        redirect: 'manual',
      });
    } catch (error) {
      if (isAbort(error)) throw timeoutError();
      throw new LlmError('network', 'Falha de rede ao chamar o LLM');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new LlmError('http', `O LLM respondeu HTTP ${response.status}`);
    }
    let body: ChatCompletion;
    try {
      body = JSON.parse(await readLimited(response, MAX_LLM_RESPONSE_BYTES)) as ChatCompletion;
    } catch (error) {
      if (error instanceof LlmError) throw error;
      if (isAbort(error)) throw timeoutError();
      throw new LlmError('invalid_answer', 'Resposta do LLM não é JSON');
    }
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new LlmError('invalid_answer', 'Resposta do LLM sem conteúdo');
    return content;
  }

  return {
    mode: config.mode ?? 'fallback',
    async classify(text, categories) {
      const codes = new Set(categories.map((category) => category.code));
      const key = `${[...codes].sort().join(',')}|${normalizedKey(text)}`;
      if (cache.has(key)) {
        const cached = cache.get(key) ?? null;
        remember(key, cached);
        return cached;
      }
      const answer = parseAnswer(await request(text, categories), codes);
      remember(key, answer);
      return answer;
    },
  };
}

/**
 * The body as text, reading at most `maxBytes`: beyond that (announced by Content-Length or met
 * while streaming) the connection is dropped and LlmError 'too_large' thrown.
 */
export async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new LlmError('too_large', `Resposta do LLM maior que ${maxBytes} bytes`);
  const announced = Number(response.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export type HybridResult = CategorizeResult & { source: 'offline' | 'llm' };

export type HybridCategorizer = {
  categorize(text: string): Promise<HybridResult>;
};

/** Below this offline confidence, `fallback` mode asks the LLM. */
export const UNSURE_CONFIDENCE = 0.5;
/** The model gives one answer and no probability; its choices are reported with this confidence. */
export const LLM_CONFIDENCE = 0.9;

export function createHybridCategorizer(
  offline: Categorizer,
  llm?: LlmProvider,
  options: { unsureBelow?: number; onError?: (error: unknown) => void } = {},
): HybridCategorizer {
  const unsureBelow = options.unsureBelow ?? UNSURE_CONFIDENCE;
  return {
    async categorize(text) {
      const offlineResult = offline.categorize(text);
      const fromOffline: HybridResult = { ...offlineResult, source: 'offline' };
      if (!llm) return fromOffline;
      const unsure = offlineResult.categoryId === null || offlineResult.confidence < unsureBelow;
      if (llm.mode === 'fallback' && !unsure) return fromOffline;
      const categories = offline.categories();
      let code: string | null;
      try {
        code = await llm.classify(text, categories);
      } catch (error) {
        options.onError?.(error);
        return fromOffline;
      }
      const alternatives = (
        offlineResult.categoryId === null
          ? offlineResult.alternatives
          : [
              {
                categoryId: offlineResult.categoryId,
                name: offlineResult.name,
                confidence: offlineResult.confidence,
              },
              ...offlineResult.alternatives,
            ]
      ).filter((alternative) => alternative.categoryId !== offline.findByCode(code ?? '')?.id);
      if (code === null) {
        return {
          categoryId: null,
          confidence: 0,
          alternatives: alternatives.slice(0, 3),
          reason: 'not_categorized',
          source: 'llm',
        };
      }
      const chosen = offline.findByCode(code);
      if (!chosen) return fromOffline;
      return {
        categoryId: chosen.id,
        code: chosen.code,
        name: chosen.name,
        confidence: LLM_CONFIDENCE,
        alternatives: alternatives.slice(0, 3),
        source: 'llm',
      };
    },
  };
}
