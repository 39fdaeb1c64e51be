import type { FastifyBaseLogger } from 'fastify';
import {
  CATEGORIZER_LIMITS,
  categoryExampleInputSchema,
  categoryInputSchema,
  keywordField,
} from '@tenho/domain/categories/categories.schemas';
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
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoryExamples, type CategoryRow } from '../../db/schema/categories.ts';
import type { EventBus } from '../../lib/event-bus.ts';
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

/** Whose corrections count: the network's only (null), or also those of one unit. */
export type CategorizeUnit = { unitId: number | null };

type Live = { offline: Categorizer; hybrid: HybridCategorizer };

type StoredCategory = Pick<CategoryRow, 'id' | 'name' | 'code' | 'groupName' | 'keywords'>;
type StoredExample = { id: number; message: string; categoryId: number; unitId: number | null };
type Log = Pick<FastifyBaseLogger, 'warn'> | undefined;

/**
 * A stored category as the categoriser reads it, held to the bounds the API enforces when saving
 * (rows written before those bounds, or by hand, may break them): a keyword it cannot use is left
 * out, a name or group it cannot use leaves the category out. Each omission is logged.
 */
function usableCategory(row: StoredCategory, log: Log): CategoryInput | null {
  const fields = categoryInputSchema.pick({ name: true, groupName: true });
  if (!fields.safeParse({ name: row.name, groupName: row.groupName }).success) {
    log?.warn(
      { categoryId: row.id },
      'stored category skipped by the categoriser: name or group out of bounds',
    );
    return null;
  }
  const keywords: string[] = [];
  row.keywords.forEach((keyword, index) => {
    const parsed = keywordField.safeParse(keyword);
    if (parsed.success && keywords.length < CATEGORIZER_LIMITS.keywordsMax) keywords.push(parsed.data);
    else log?.warn({ categoryId: row.id, keyword: index }, 'stored keyword skipped by the categoriser');
  });
  return { id: row.id, name: row.name, code: row.code, groupName: row.groupName, keywords };
}

/** Whether a stored correction is within the bounds the API enforces when saving; logs it if not. */
function usableExample(example: StoredExample, log: Log): boolean {
  if (categoryExampleInputSchema.shape.message.safeParse(example.message).success) return true;
  log?.warn(
    { exampleId: example.id, categoryId: example.categoryId, length: example.message.length },
    'stored example skipped by the categoriser: message out of bounds',
  );
  return false;
}

/** How long the build works before it lets other requests run. */
const BUILD_SLICE_MS = 8;

/** Runs one indexing step; an entry that still throws is logged and left out, never fatal. */
function indexOrSkip(log: Log, entry: Record<string, unknown>, step: () => void): void {
  try {
    step();
  } catch (error) {
    log?.warn(
      { ...entry, err: error instanceof Error ? error.message : String(error) },
      'stored entry skipped by the categoriser',
    );
  }
}

/**
 * The one live categoriser of this process: built from the active categories and the confirmed
 * examples on first use (or `warm()` at start), then kept in step with every change made through
 * this process. The database stays the truth: each update re-reads what it applies.
 */
export function createCategorizerService({ db, llm, log, fetchImpl }: CategorizerServiceDeps) {
  const provider: LlmProvider | undefined = llm ? createLlmProvider(llm, fetchImpl) : undefined;
  let live: Promise<Live> | null = null;

  const hybridOptions = {
    onError: (error: unknown) =>
      log?.warn(
        { kind: error instanceof LlmError ? error.kind : 'unknown' },
        `LLM categoriser failed, offline answer kept: ${error instanceof Error ? error.message : String(error)}`,
      ),
  };

  function indexCategory(offline: Categorizer, row: StoredCategory): boolean {
    const input = usableCategory(row, log);
    if (!input) return false;
    let indexed = false;
    indexOrSkip(log, { categoryId: row.id }, () => {
      offline.upsertCategory(input);
      indexed = true;
    });
    return indexed;
  }

  function indexExample(offline: Categorizer, example: StoredExample): void {
    if (!usableExample(example, log)) return;
    indexOrSkip(log, { exampleId: example.id, categoryId: example.categoryId }, () =>
      offline.addExample(example.message, example.categoryId, example.unitId),
    );
  }

  /**
   * Reads the catalogue and the corrections; an entry it cannot use is skipped and logged. The
   * work is cut into slices of a few milliseconds so requests (and health checks) are still served
   * while a large catalogue is read.
   */
  async function build(): Promise<Live> {
    const [rows, examples] = await Promise.all([
      listActiveCategoryRows(db),
      listExamplesOfActiveCategories(db),
    ]);
    const offline = createCategorizer({ categories: [] });
    let sliceStart = performance.now();
    const pause = async () => {
      if (performance.now() - sliceStart < BUILD_SLICE_MS) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    };
    for (const row of rows) {
      indexCategory(offline, row);
      await pause();
    }
    for (const example of examples) {
      if (offline.hasCategory(example.categoryId)) indexExample(offline, example);
      await pause();
    }
    return { offline, hybrid: createHybridCategorizer(offline, provider, hybridOptions) };
  }

  /** The hybrid categoriser reading the network's corrections plus those of `unitId`. */
  function forUnit(live: Live, unitId: number | null): HybridCategorizer {
    if (unitId === null) return live.hybrid;
    const { offline } = live;
    const scoped: Categorizer = { ...offline, categorize: (text) => offline.categorize(text, { unitId }) };
    return createHybridCategorizer(scoped, provider, hybridOptions);
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

    /**
     * What the live categoriser makes of a message routed to `unitId` (its corrections count, with
     * the network's), or to the network as a whole (null: the network's corrections only).
     */
    async categorize(text: string, { unitId }: CategorizeUnit = { unitId: null }): Promise<HybridResult> {
      return forUnit(await current(), unitId).categorize(text);
    },

    /** After a create, patch, activation or deactivation: indexes or drops the category as stored. */
    async syncCategory(id: number): Promise<void> {
      if (!live) return;
      const row = await findCategoryById(db, id);
      const examples = row?.isActive ? await listExamplesOfCategory(db, id) : [];
      await apply((offline) => {
        const wasIndexed = offline.hasCategory(id);
        if (!row || !row.isActive || !indexCategory(offline, row)) {
          offline.removeCategory(id);
          return;
        }
        // removeCategory drops a category's examples: bring them back on reactivation.
        if (!wasIndexed) for (const example of examples) indexExample(offline, example);
      });
    },

    async removeCategory(id: number): Promise<void> {
      await apply((offline) => offline.removeCategory(id));
    },

    /**
     * A correction just stored, for the network (unitId null) or for one unit: it replaces the
     * scope's earlier corrections of the same text, as the database did.
     */
    async replaceExample(example: StoredExample): Promise<void> {
      await apply((offline) => {
        offline.removeExamples(example.message, example.unitId);
        if (offline.hasCategory(example.categoryId)) indexExample(offline, example);
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

async function findExample(db: Database, id: number): Promise<StoredExample | null> {
  const [row] = await db
    .select({
      id: categoryExamples.id,
      message: categoryExamples.message,
      categoryId: categoryExamples.categoryId,
      unitId: categoryExamples.unitId,
    })
    .from(categoryExamples)
    .where(eq(categoryExamples.id, id))
    .limit(1);
  return row ?? null;
}

export type SharedCategorizerDeps = {
  service: CategorizerService;
  bus: EventBus;
  db: Database;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/**
 * The categoriser of this process kept in step with every other API process: a change applied
 * here (syncCategory, removeCategory, replaceExample) is published on the event bus, and the same
 * change made elsewhere is applied here by re-reading it from the database. After the bus lost its
 * connection (changes may have been missed) the categoriser starts over from the database.
 * Each call resolves once the other processes applied the change too (bounded by the bus).
 */
export function createSharedCategorizer({ service, bus, db, log }: SharedCategorizerDeps) {
  const unsubscribe = bus.subscribe(async (event, { local }) => {
    if (event.type === 'bus.resync') return service.rebuild();
    if (local) return;
    if (event.type === 'categories.changed') {
      return event.deleted
        ? service.removeCategory(event.categoryId)
        : service.syncCategory(event.categoryId);
    }
    if (event.type === 'categories.example') {
      const example = await findExample(db, event.exampleId);
      // Replaced again meanwhile: the newer event brings its own; else read everything again.
      if (example) return service.replaceExample(example);
      log?.warn({ exampleId: event.exampleId }, 'categoriser: announced example not found; rebuilding');
      return service.rebuild();
    }
  });

  const publish = async (event: Parameters<EventBus['publish']>[0]) => {
    try {
      await bus.publish(event);
    } catch (error) {
      log?.error({ err: error, event: event.type }, 'categoriser change not published');
    }
  };

  const categorizer: CategorizerService = {
    ...service,
    async syncCategory(id) {
      await service.syncCategory(id);
      await publish({ type: 'categories.changed', categoryId: id, deleted: false });
    },
    async removeCategory(id) {
      await service.removeCategory(id);
      await publish({ type: 'categories.changed', categoryId: id, deleted: true });
    },
    async replaceExample(example) {
      await service.replaceExample(example);
      await publish({ type: 'categories.example', exampleId: example.id });
    },
  };
  return { categorizer, close: unsubscribe };
}
