import { defineConfig } from 'vitest/config';

// One runner for the unit suites; e2e has its own config (it needs a built app and Chromium).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
