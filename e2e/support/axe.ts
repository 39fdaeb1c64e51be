import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './settle.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A panel's content (the shell has its own checks in a11y.e2e.ts) and an open dialog. */
export const PANEL_CONTENT = '#conteudo';
export const OPEN_DIALOG = '[role="dialog"]';

/**
 * axe's violations on the page as it is now, inside `scope` when given (the WCAG tags above). axe is put
 * into the page once per document and run there: the page has no frames, and AxeBuilder's run (inject
 * into every frame, then finish in a new page) took 1.1 to 1.5 s a call where this takes 0.25 s.
 */
export async function axeViolations(page: Page, scope?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([include, tags]) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    [scope ?? null, WCAG_TAGS] as const,
  );
}

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
  return (await axeViolations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
