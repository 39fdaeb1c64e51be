import { defineProject } from 'vitest/config';
import { slack } from './test/timeouts.ts';

// API suite: a fresh database per test file (PGlite snapshot, or a PostgreSQL database cloned from a
// migrated template when TEST_DATABASE_URL is set); see test/global-setup.ts and test/database.ts.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's module cache: importing the app once per worker, not once per file, cut
    // the suite's CPU time by about 40 % (every file still gets its own database and app instance).
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    // CI runs this suite beside other lanes on 2 cores and raises it (TEST_TIMEOUT_MS).
    testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 20_000),
    hookTimeout: slack(60_000),
    // CI retries a failed test once (TEST_RETRY) and names every test that needed it at the end of its output.
    retry: Number(process.env.TEST_RETRY ?? 0),
  },
});
