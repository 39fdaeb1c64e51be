import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { slack } from './src/test/timeouts.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Files share a worker's module registry, as in the API suite: the suite takes about a third of
    // the CPU time (React, Testing Library and the app's modules are imported once per worker, not
    // once per file). So no file replaces a module with vi.mock (a module another file imported
    // first would stay the real one); a seam an object exposes is spied on instead.
    isolate: false,
    // CI runs this suite beside the journeys and other lanes on 2 cores and raises it (TEST_TIMEOUT_MS).
    testTimeout: Number(process.env.TEST_TIMEOUT_MS ?? 5_000),
    hookTimeout: slack(10_000),
    // CI retries a failed test once (TEST_RETRY) and names every test that needed it at the end of its output.
    retry: Number(process.env.TEST_RETRY ?? 0),
  },
});
