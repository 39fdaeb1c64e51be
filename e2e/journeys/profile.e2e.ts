import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { stripedPng } from '../support/images.ts';
import { DEMO, expectPath, loginAs, seen, uniqueEmail } from '../support/journey.ts';

describe('Perfil', () => {
  const browser = useBrowser();

  it('a company changes its avatar (compressed in the browser) and sees it in the top bar at once', async () => {
    const email = uniqueEmail('avatar');
    const password = 'Avatar#2026';
    const company = 'Floricultura Avatar E2E';
    await createAccount({ email, password, name: company, role: 'CLIENT', unit: DEMO.client.unit });

    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, email, password, '/client');
      const topBar = page.getByRole('banner');
      await topBar.getByRole('button', { name: /^Menu da conta/ }).click();
      await page.getByRole('menuitem', { name: 'Perfil' }).click();
      await expectPath(page, '/client/perfil');
      expect(await seen(page.getByRole('heading', { name: 'Meu Perfil', level: 1 }))).toBe(true);
      expect(await page.getByLabel('Nome completo', { exact: true }).inputValue()).toBe(company);
      expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
      expect(await topBar.locator('img').count(), 'no photo yet').toBe(0);

      // A file that is not an image is refused before anything is sent.
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/profile/photo')) uploads.push(request.method());
      });
      await page.getByTestId('avatar-file').setInputFiles({
        name: 'contrato.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%fake\n'),
      });
      expect(await seen(page.getByText('O arquivo selecionado não é uma imagem', { exact: true }))).toBe(
        true,
      );
      expect(uploads).toEqual([]);

      // A 1600 px photo of ~7 MB raw goes up at most 400 px and 0.5 MB.
      const photo = stripedPng(1600, 1200, [12, 125, 76]);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/profile/photo') && r.request().method() === 'POST'),
        page
          .getByTestId('avatar-file')
          .setInputFiles({ name: 'loja.png', mimeType: 'image/png', buffer: photo }),
      ]);
      expect(response.status()).toBe(201);
      const sent = JSON.parse(response.request().postData() ?? '{}') as { photo_data: string };
      const bytes = Buffer.from(sent.photo_data.split(',')[1] ?? '', 'base64');
      expect(bytes.length).toBeLessThanOrEqual(512 * 1024);
      const { photo_url: url } = (await response.json()) as { photo_url: string };

      expect(await seen(page.getByText('Avatar atualizado com sucesso!', { exact: true }))).toBe(true);
      const avatar = topBar.locator('img');
      expect(await seen(avatar)).toBe(true);
      expect(await avatar.getAttribute('src')).toBe(url);
      expect(await seen(topBar.getByRole('button', { name: 'Menu da conta', exact: true }))).toBe(true);
      const size = await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(Math.max(...size), 'longest side').toBeLessThanOrEqual(400);
      expect(Math.max(...size)).toBeGreaterThan(0);

      // The notice goes away after 5 s; the photo stays after a reload (the session refresh keeps it).
      expect(await seen(page.getByText('Avatar atualizado com sucesso!'), 1_000)).toBe(true);
      await page.getByText('Avatar atualizado com sucesso!').waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.getByText('Avatar atualizado com sucesso!').count()).toBe(0);
      await page.reload();
      expect(await seen(page.getByRole('banner').locator('img'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('updates name and phone, on a phone-sized screen', async () => {
    const email = uniqueEmail('perfil');
    const password = 'Perfil#2026';
    await createAccount({ email, password, name: 'Pessoa Perfil E2E', role: 'USER', unit: DEMO.user.unit });
    const { context, page } = await browser.newPage({ width: 390, height: 844 });
    try {
      await loginAs(page, email, password, '/user');
      await page.goto('/user/perfil');
      const name = page.getByLabel('Nome completo', { exact: true });
      expect(await seen(name)).toBe(true);
      await name.fill('');
      await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
      expect(await seen(page.getByText('Nome é obrigatório', { exact: true }))).toBe(true);
      await name.fill('Pessoa Perfil Renomeada');
      await page.getByLabel('Telefone', { exact: true }).fill('');
      await page.getByLabel('Telefone', { exact: true }).pressSequentially('21988887777');
      await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
      expect(await seen(page.getByText('Perfil atualizado com sucesso!', { exact: true }))).toBe(true);
      await page.reload();
      expect(await page.getByLabel('Nome completo', { exact: true }).inputValue()).toBe(
        'Pessoa Perfil Renomeada',
      );
      expect(await page.getByLabel('Telefone', { exact: true }).inputValue()).toBe('(21) 98888-7777');
    } finally {
      await context.close();
    }
  });
});
