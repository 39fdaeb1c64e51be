import { defineConfig } from 'vitest/config';
import { e2eServerCount } from './support/server-count.ts';

// Journeys run against real servers (built web + API, each on a fresh embedded DB): one server per
// worker, the files of a worker one after the other (support/global-setup.ts).
const servers = e2eServerCount();

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: servers > 1,
    maxWorkers: servers,
    // CI runs the journeys beside the unit suites and other lanes on 2 cores and raises it
    // (E2E_TEST_TIMEOUT_MS); a journey waits on conditions, so a slower machine only takes longer.
    testTimeout: Number(process.env.E2E_TEST_TIMEOUT_MS ?? 60_000),
    // Servers start in hooks; TEST_TIME_SCALE stretches the limit as it does the unit suites' own limits.
    hookTimeout: 120_000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1),
    // CI retries a failed test once (TEST_RETRY) and names every test that needed it at the end of its output.
    retry: Number(process.env.TEST_RETRY ?? 0),
    reporters: process.env.TEST_RETRY ? ['default', '../scripts/flaky-reporter.ts'] : ['default'],
  },
});
