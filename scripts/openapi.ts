// `npm run openapi -- <file>`: writes the OpenAPI document the API serves at /api/docs/json, built
// from the routes' zod schemas without a database or a listener (CI lints it with Redocly and
// compiles the types openapi-typescript generates from it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';

// Building the document needs no database: every query of this stand-in fails, as on a server down.
const refuse = async () => Promise.reject(new Error('openapi: no database'));
const noDatabase: Database = new Proxy({} as Database, {
  get: (_target, property) =>
    property === 'execute' ? refuse : property === 'then' ? undefined : () => noDatabase,
});

const output = process.argv[2];
const app = await buildApp({
  db: noDatabase,
  config: loadConfig({
    // `servers` is the installation's PUBLIC_URL; the network's public address stands in for it here.
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://tenho.com.br',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
  }),
});
await app.ready();
const document = JSON.stringify(app.swagger(), null, 2);
await app.close();
if (output) {
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${document}\n`);
} else process.stdout.write(`${document}\n`);
