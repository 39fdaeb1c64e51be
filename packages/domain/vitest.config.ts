import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // CI retries a failed test once (TEST_RETRY) and names every test that needed it at the end of its output.
    retry: Number(process.env.TEST_RETRY ?? 0),
  },
});
