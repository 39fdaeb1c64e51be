import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { slack } from '../timeouts.ts';

// `npm run test:cluster`: real API processes (the compiled server) on one PostgreSQL database and
// Redis, driven over HTTP. Not part of the unit run (its files end in .cluster.ts).
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: resolve(here, '../../../..'),
  test: {
    name: 'cluster',
    include: ['apps/api/test/cluster/**/*.cluster.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: slack(90_000),
    hookTimeout: slack(120_000),
    sequence: { concurrent: false },
  },
});
