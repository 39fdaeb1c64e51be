// The API of the users-list bench: the real app (buildApp: same plugins, hooks and session guard) on
// the bench's PostgreSQL database, plus one bench-only route as the baseline — a signed-in GET that
// reads one user row by primary key through the same data layer. Comparing GET /api/users with it
// isolates what the list costs beyond any authenticated database read in this stack.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Request = { params: { id: string } };
type App = {
  get: (
    path: string,
    options: { onRequest: unknown },
    handler: (request: Request) => Promise<unknown>,
  ) => void;
  listen: (options: { host: string; port: number }) => Promise<unknown>;
  close: () => Promise<void>;
};
type Handle = {
  db: { execute: (query: unknown) => Promise<{ rows: unknown[] }> };
  close: () => Promise<void>;
};
type Config = { databaseUrl: string | null; dataDir: string; port: number; logLevel: string };

// The API's own modules, loaded by path (the bench is a separate TypeScript project).
const api = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(import.meta.dirname, '../apps/api/src', path)).href)) as T;

const { loadConfig } = await api<{ loadConfig: () => Config }>('config.ts');
const { createDatabase } = await api<{ createDatabase: (o: object) => Promise<Handle> }>('db/client.ts');
const { migrateDatabase } = await api<{ migrateDatabase: (h: Handle) => Promise<void> }>('db/migrate.ts');
const { runSeed } = await api<{ runSeed: (h: Handle, c: Config) => Promise<unknown> }>('db/seed.ts');
const { buildApp } = await api<{ buildApp: (o: object) => Promise<App> }>('app.ts');
const { requireAuth } = await api<{ requireAuth: unknown }>('plugins/authorization.ts');
const { sql } = await import('drizzle-orm');

const config = loadConfig();
const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle, config);
const app = await buildApp({ db: handle.db, config, logger: { level: config.logLevel } });

app.get('/api/bench/users/:id', { onRequest: requireAuth }, async (request) => {
  const { rows } = await handle.db.execute(
    sql`select id, email, role, is_active from users where id = ${Number(request.params.id)}`,
  );
  return rows[0] ?? null;
});

await app.listen({ host: '127.0.0.1', port: config.port });
process.stdout.write(`ready ${config.port}\n`);
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
