import type { Page } from 'playwright-core';

/**
 * Until no finite animation or transition runs on the page (a dialog fading in, a toast sliding out,
 * the header changing colour): axe reads computed colours, and a look is compared once it is final.
 * Endless ones (a spinner, a skeleton's pulse) never end and are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          (animation.playState !== 'running' && !animation.pending) ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Until every toast has left the screen (the login's belongs to the landing page's flow). */
export async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await animationsSettled(page);
}

/** Until the browser has painted twice: what a scroll or a click set off has run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
