import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, resolveChromiumPath } from './chromium-path.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await resolveChromiumPath(), args: CHROMIUM_ARGS });
}

/** One browser per journey file; every test opens its own context (fresh storage). */
export function useBrowser() {
  const state: { browser?: Browser } = {};
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    baseUrl,
    async newPage(
      /** locale: the browser's language ('en-US' proves money and dates do not depend on it). */
      options: { width?: number; height?: number; locale?: string } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error('browser not started');
      const context = await state.browser.newContext({
        baseURL: baseUrl,
        locale: options.locale ?? 'pt-BR',
        viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
      });
      const page = await context.newPage();
      return { context, page };
    },
  };
}
