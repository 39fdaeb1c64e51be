import type { FastifyBaseLogger } from 'fastify';
import { createCategorizer, type Categorizer } from '../../categorizer/categorizer.ts';
import type { CategoryInput } from '../../categorizer/default-categories.ts';
import {
  createHybridCategorizer,
  createLlmProvider,
  LlmError,
  type HybridCategorizer,
  type HybridResult,
  type LlmConfig,
  type LlmProvider,
} from '../../categorizer/llm-provider.ts';
import type { Database } from '../../db/client.ts';
import type { CategoryRow } from '../../db/schema/categories.ts';
import {
  findCategoryById,
  listActiveCategoryRows,
  listExamplesOfActiveCategories,
  listExamplesOfCategory,
} from './categories.repository.ts';

export type CategorizerServiceDeps = {
  db: Database;
  /** Optional OpenAI-compatible provider; null keeps the offline categoriser only. */
  llm: LlmConfig | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  fetchImpl?: typeof fetch;
};

export type CategorizerService = ReturnType<typeof createCategorizerService>;

type Live = { offline: Categorizer; hybrid: HybridCategorizer };

const toInput = (
  row: Pick<CategoryRow, 'id' | 'name' | 'code' | 'groupName' | 'keywords'>,
): CategoryInput => ({
  id: row.id,
  name: row.name,
  code: row.code,
  groupName: row.groupName,
  keywords: [...row.keywords],
});

/**
 * The one live categoriser of this process: built from the active categories and the confirmed
 * examples on first use (or `warm()` at start), then kept in step with every change made through
 * this process. The database stays the truth: each update re-reads what it applies.
 */
export function createCategorizerService({ db, llm, log, fetchImpl }: CategorizerServiceDeps) {
  const provider: LlmProvider | undefined = llm ? createLlmProvider(llm, fetchImpl) : undefined;
  let live: Promise<Live> | null = null;

  async function build(): Promise<Live> {
    const [rows, examples] = await Promise.all([
      listActiveCategoryRows(db),
      listExamplesOfActiveCategories(db),
    ]);
    const offline = createCategorizer({
      categories: rows.map(toInput),
      examples: examples.map((e) => ({ text: e.message, categoryId: e.categoryId })),
    });
    const hybrid = createHybridCategorizer(offline, provider, {
      onError: (error) =>
        log?.warn(
          { kind: error instanceof LlmError ? error.kind : 'unknown' },
          `LLM categoriser failed, offline answer kept: ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
    return { offline, hybrid };
  }

  function current(): Promise<Live> {
    if (!live) {
      const building = build();
      live = building;
      // A failed build (database down) is retried on the next use instead of being cached.
      building.catch(() => {
        if (live === building) live = null;
      });
    }
    return live;
  }

  /** Applies a change to the live instance, if one exists (otherwise the next build reads it). */
  async function apply(change: (offline: Categorizer) => void): Promise<void> {
    let pending = live;
    if (!pending) return;
    let instance = await pending;
    // A rebuild started meanwhile: apply to the newest instance.
    while (live !== pending) {
      pending = live;
      if (!pending) return;
      instance = await pending;
    }
    change(instance.offline);
  }

  return {
    /** Builds the categoriser now (main.ts calls it at start so the first message is fast). */
    async warm(): Promise<void> {
      await current();
    },

    async categorize(text: string): Promise<HybridResult> {
      return (await current()).hybrid.categorize(text);
    },

    /** After a create, patch, activation or deactivation: indexes or drops the category as stored. */
    async syncCategory(id: number): Promise<void> {
      if (!live) return;
      const row = await findCategoryById(db, id);
      const examples = row?.isActive ? await listExamplesOfCategory(db, id) : [];
      await apply((offline) => {
        if (!row || !row.isActive) {
          offline.removeCategory(id);
          return;
        }
        const wasIndexed = offline.categories().some((c) => c.id === id);
        offline.upsertCategory(toInput(row));
        // removeCategory drops a category's examples: bring them back on reactivation.
        if (!wasIndexed) for (const example of examples) offline.addExample(example.message, id);
      });
    },

    async removeCategory(id: number): Promise<void> {
      await apply((offline) => offline.removeCategory(id));
    },

    async addExample(text: string, categoryId: number): Promise<void> {
      await apply((offline) => {
        if (offline.categories().some((c) => c.id === categoryId)) offline.addExample(text, categoryId);
      });
    },

    /** Starts over from the database (e.g. after examples were replaced). */
    async rebuild(): Promise<void> {
      if (!live) return;
      live = null;
      await current();
    },
  };
}
