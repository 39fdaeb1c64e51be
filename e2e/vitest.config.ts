import { defineConfig } from 'vitest/config';

// Journeys run one file at a time against one real server (built web + API on a fresh embedded DB).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
