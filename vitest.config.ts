import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit suites; e2e has its own config (it needs a built app and Chromium).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine, which
    // left a core idle while the API tests waited on sockets, timers and argon2 (434 s; 250 s with
    // three workers, the machine then busy). One more worker than cores keeps both busy when the
    // suite runs alone; CI, running it beside other lanes, sets fewer (TEST_MAX_WORKERS).
    maxWorkers: Number(process.env.TEST_MAX_WORKERS) || availableParallelism() + 1,
    // With retries (CI), every test that needed one is named (scripts/flaky-reporter.ts).
    reporters: process.env.TEST_RETRY ? ['default', './scripts/flaky-reporter.ts'] : ['default'],
  },
});
