import { defineConfig } from 'vitest/config';

// Journeys run one file at a time against one real server (built web + API on a fresh embedded DB).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // CI runs the journeys beside the unit suites and other lanes on 2 cores and raises it
    // (E2E_TEST_TIMEOUT_MS); a journey waits on conditions, so a slower machine only takes longer.
    testTimeout: Number(process.env.E2E_TEST_TIMEOUT_MS ?? 60_000),
    hookTimeout: 120_000,
  },
});
