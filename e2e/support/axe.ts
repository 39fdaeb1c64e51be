import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled } from './settle.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A panel's content (the shell has its own checks in a11y.e2e.ts) and an open dialog. */
export const PANEL_CONTENT = '#conteudo';
export const OPEN_DIALOG = '[role="dialog"]';

/**
 * Serious and critical axe violations inside `scope` as it is now, one readable line each (so a
 * failing expectation says what is wrong and where).
 */
export async function seriousViolations(page: Page, scope: string = PANEL_CONTENT): Promise<string[]> {
  // A list that is refreshing is dimmed on purpose (aria-busy): read the settled page, not the
  // moment in between. If something stays busy, axe reads it as it is.
  await page
    .waitForFunction(
      (root) => !document.querySelector(`${root} [aria-busy="true"], ${root}[aria-busy="true"]`),
      scope,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  // Let transitions (dialog fade-in, skeletons) settle: axe reads computed colours.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).include(scope).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
