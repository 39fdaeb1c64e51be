import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { pathname, seen } from '../support/journey.ts';

const screens = resolve(import.meta.dirname, '../output/screens');

describe('/privacidade (issue 31)', () => {
  const browser = useBrowser();

  for (const width of [390, 1440]) {
    it(`is reached from the landing footer and tells who, what, why, with whom, how long and the words (${width} px)`, async () => {
      mkdirSync(screens, { recursive: true });
      const { context, page } = await browser.newPage({ width });
      try {
        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: 'Privacidade', exact: true }).click();
        await page.waitForURL('**/privacidade');
        expect(pathname(page)).toBe('/privacidade');

        expect(await seen(page.getByRole('heading', { level: 1, name: 'Privacidade' }))).toBe(true);
        expect(await seen(page.getByText('Controlador', { exact: true }))).toBe(true);
        expect(await seen(page.getByRole('link', { name: /@tenho\.com\.br/ }))).toBe(true);
        expect(await seen(page.getByText(/180 dias/))).toBe(true);
        expect(await seen(page.getByText('APAGAR MEUS DADOS', { exact: true }))).toBe(true);
        expect(await seen(page.getByText('MEUS DADOS', { exact: true }))).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, 'no horizontal scroll').toBe(false);
        expect(await seriousViolations(page, 'body')).toEqual([]);
        await page.screenshot({ path: `${screens}/privacidade-${width}.png`, fullPage: true });

        // The page is listed for search engines.
        const sitemap = await (await page.request.get('/sitemap.xml')).text();
        expect(sitemap).toContain('/privacidade</loc>');
      } finally {
        await context.close();
      }
    });
  }
});
