import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, resolveChromiumPath } from './chromium-path.ts';
import { journeyTarget } from './target.ts';

/** `extraArgs`: flags a journey needs on top of the common ones (e.g. a fake microphone). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: await resolveChromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Chromium's fake microphone (issue 30): getUserMedia is granted without a prompt and records
 * `wavPath` (a WAV file the journey writes) instead of a real device.
 */
export function fakeMicrophoneArgs(wavPath: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavPath}`,
  ];
}

/** One browser per journey file; every test opens its own context (fresh storage). */
export function useBrowser(options: { args?: readonly string[] } = {}) {
  const state: { browser?: Browser } = {};
  const { baseUrl } = journeyTarget();
  beforeAll(async () => {
    state.browser = await launchBrowser(options.args);
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
