import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, tokenFor } from '../support/api.ts';
import { OPEN_DIALOG, seriousViolations } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { DEMO, DEMO_PASSWORD, gone, loginAs, openFromSidebar, seen, toasts } from '../support/journey.ts';

/**
 * Documentos and the user dashboard (issue 11): a company uploads a PDF shared with its users (a
 * real progress bar while it goes up), finds it by search, downloads it byte-identical; its USER
 * sees it in its own library and on its dashboard (with its own recent login); then the company
 * deletes it and it is gone for both.
 */

/** Domain texts (packages/domain documents), by value. */
const TEXT = {
  uploaded: 'Documento enviado com sucesso!',
  deleted: 'Documento excluído com sucesso!',
  tooLarge: 'O arquivo excede o limite de 10 MB.',
} as const;

/** A real PDF header with `size` bytes of body (random, so nothing compresses it away). */
function pdf(size: number): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
    randomBytes(size),
    Buffer.from('\n%%EOF\n'),
  ]);
}

/** Records every aria-valuenow the upload's progress bar shows, from now on. */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seenValues: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seenValues;
    const read = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seenValues[seenValues.length - 1] !== value) seenValues.push(value);
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

describe('Documentos: upload with progress, search, download, delete; the USER dashboard', () => {
  const browser = useBrowser();

  it('a company shares a PDF with its USER, who sees it and its own login on its dashboard; then it is deleted', async () => {
    const title = `Contrato de prestação ${Date.now().toString(36)}`;
    const bytes = pdf(3 * 1024 * 1024);
    const company = await browser.newPage();
    const user = await browser.newPage({ width: 390, height: 844 });
    try {
      const { page } = company;
      await loginAs(page, DEMO.client.email, DEMO_PASSWORD, '/client');
      await openFromSidebar(page, 'Documentos', '/client/documentos');
      await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor();

      // Enviar documento: an 11 MB file is refused before a byte is sent, with the server's words.
      await page.getByRole('button', { name: 'Enviar documento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Enviar documento' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Quem pode ver').inputValue()).toBe('PRIVATE');
      await dialog.getByLabel('Arquivo').setInputFiles({
        name: 'grande.pdf',
        mimeType: 'application/pdf',
        buffer: pdf(11 * 1024 * 1024),
      });
      expect(await seen(dialog.getByText(TEXT.tooLarge))).toBe(true);
      expect(await seriousViolations(page, OPEN_DIALOG)).toEqual([]);

      // The real file, over a slowed-down link so the progress bar has time to move.
      await dialog.getByLabel('Arquivo').setInputFiles({
        name: 'contrato-prestacao.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      await dialog.getByLabel('Título').fill(title);
      const cdp = await company.context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 1.5 * 1024 * 1024,
      });
      await recordProgress(page);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      expect(await seen(dialog.getByRole('progressbar'), 5_000)).toBe(true);
      expect(await seen(toasts(page).getByText(TEXT.uploaded), 30_000)).toBe(true);
      expect(await gone(dialog)).toBe(true);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
      // It moved: several values between the start and the end, increasing.
      expect(progress.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      // Found by search (title), with its badge, size and uploader.
      await page.getByRole('searchbox', { name: 'Buscar documentos' }).fill(title.slice(0, 24));
      const table = page.getByRole('table', { name: 'Documentos' });
      const row = table.locator('tbody tr').filter({ hasText: title });
      expect(await seen(row, 10_000)).toBe(true);
      const rowText = await row.innerText();
      expect(rowText).toContain('contrato-prestacao.pdf');
      expect(rowText).toContain('Privado');
      expect(rowText).toContain('3 MB');
      expect(rowText).toContain(DEMO.client.name);
      // … and by the file name.
      // The row is on screen from the first search: wait for this search's answer (the list dims
      // while it loads).
      const searched = page.waitForResponse(
        (response) =>
          response.url().includes('/api/documents') && response.url().includes('contrato-prestacao'),
      );
      await page.getByRole('searchbox', { name: 'Buscar documentos' }).fill('contrato-prestacao');
      await searched;
      expect(await seen(table.locator('tbody tr').filter({ hasText: title }), 10_000)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Downloaded with the session: the same bytes, the server's file name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: `Baixar ${title}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('contrato-prestacao.pdf');
      expect((await readFile(await download.path())).equals(bytes)).toBe(true);

      // The company's USER (on a phone): its dashboard shows its own login and the shared document.
      const u = user.page;
      await loginAs(u, DEMO.user.email, DEMO_PASSWORD, '/user');
      const activity = u.getByRole('list', { name: 'Atividade recente' });
      expect(await seen(activity.getByRole('listitem').filter({ hasText: 'Login realizado' }), 15_000)).toBe(
        true,
      );
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      expect(await activity.getByRole('listitem').first().innerText()).toContain(today);
      const account = u.getByRole('main');
      expect(await seen(account.getByText(DEMO.user.email, { exact: true }).filter({ visible: true }))).toBe(
        true,
      );
      const { body: mine } = await apiCall<{ company: { name: string } | null }>(
        'GET',
        '/users/dashboard/user',
        {
          token: await tokenFor(DEMO.user.email, DEMO_PASSWORD),
        },
      );
      expect(mine.company?.name).toBeTruthy();
      expect(
        await seen(account.getByText(mine.company!.name, { exact: true }).filter({ visible: true })),
      ).toBe(true);
      const shared = u
        .getByRole('list', { name: 'Notificações' })
        .getByRole('link')
        .filter({ hasText: title });
      expect(await seen(shared)).toBe(true);
      expect(await seriousViolations(u)).toEqual([]);
      // The notification opens its documents, where the PDF is listed (read-only for a USER).
      await shared.click();
      await u.waitForURL((url) => url.pathname === '/user/documentos');
      const userRow = u
        .getByRole('table', { name: 'Documentos' })
        .locator('tbody tr')
        .filter({ hasText: title });
      expect(await seen(userRow, 10_000)).toBe(true);
      expect(await userRow.getByRole('button', { name: `Excluir ${title}` }).count()).toBe(0);
      expect(await u.getByRole('button', { name: 'Enviar documento' }).count()).toBe(0);
      expect(await u.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The company deletes it, after confirming; it is gone from the list and from the server.
      await row.getByRole('button', { name: `Excluir ${title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir documento?' });
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
      expect(await seen(toasts(page).getByText(TEXT.deleted), 10_000)).toBe(true);
      expect(await gone(table.locator('tbody tr').filter({ hasText: title }), 10_000)).toBe(true);
      const userToken = await tokenFor(DEMO.user.email, DEMO_PASSWORD);
      const { body } = await apiCall<{ items: Array<{ title: string }> }>(
        'GET',
        `/documents?search=${encodeURIComponent(title)}`,
        { token: userToken },
      );
      expect(body.items).toEqual([]);
    } finally {
      await company.context.close();
      await user.context.close();
    }
  });
});
