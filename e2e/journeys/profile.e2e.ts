import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiCall, createAccount, masterToken, tokenFor } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { stripedPng } from '../support/images.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  expectPath,
  gone,
  loginAs,
  seen,
  toasts,
  uniqueEmail,
} from '../support/journey.ts';

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
  it("'Meus dados': downloads the account's JSON and asks for the account to be closed", async () => {
    const email = uniqueEmail('meus-dados');
    const password = 'MeusDados#2026';
    const id = await createAccount({
      email,
      password,
      name: 'Vidraçaria Meus Dados E2E',
      role: 'CLIENT',
      unit: DEMO.client.unit,
    });
    const { context, page } = await browser.newPage();
    try {
      await loginAs(page, email, password, '/client');
      await page.goto('/client/perfil');
      const section = page.getByRole('region', { name: 'Meus dados' });
      expect(await seen(section)).toBe(true);

      // The download: fetched with the session header, never a token in the address.
      const exportUrls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/profile/export')) exportUrls.push(request.url());
      });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Baixar meus dados', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^meus-dados-tenho-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        account: { id: number; email: string };
        profile: { display_name: string };
        sessions: unknown[];
      };
      expect(data.account).toMatchObject({ id, email });
      expect(data.profile.display_name).toBe('Vidraçaria Meus Dados E2E');
      expect(data.sessions.length).toBeGreaterThan(0);
      expect(exportUrls).toHaveLength(1);
      expect(exportUrls[0]).not.toMatch(/token|Bearer/i);
      expect(await seen(toasts(page).getByText('Seus dados foram baixados.'))).toBe(true);

      // The closure: a dialog says what happens; 'Voltar' changes nothing.
      await section.getByRole('button', { name: 'Encerrar minha conta', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Encerrar minha conta?' });
      expect(await seen(dialog)).toBe(true);
      expect(await dialog.innerText()).toContain(
        'seu nome, e-mail, telefones, documentos, endereço e foto são apagados',
      );
      await dialog.getByRole('button', { name: 'Voltar', exact: true }).click();
      expect(await gone(dialog)).toBe(true);

      await section.getByRole('button', { name: 'Encerrar minha conta', exact: true }).click();
      await dialog.getByRole('button', { name: 'Pedir encerramento', exact: true }).click();
      expect(await seen(section.getByText(/Você pediu o encerramento da conta em \d{2}\/\d{2}\/\d{4}/))).toBe(
        true,
      );
      expect(await section.getByRole('button', { name: 'Encerrar minha conta' }).count()).toBe(0);
      await page.reload();
      expect(await seen(section.getByText(/Você pediu o encerramento da conta/))).toBe(true);

      // The request waits in Privacidade for the MASTER and for the unit's ADMIN.
      for (const token of [await masterToken(), await tokenFor(DEMO.admin.email, DEMO_PASSWORD)]) {
        const { body } = await apiCall<{
          items: { type: string; channel: string; status: string; subject: string }[];
        }>('GET', '/privacy/requests', { token });
        expect(body.items.find((r) => r.subject === `conta-${id}`)).toMatchObject({
          type: 'ACCOUNT_CLOSURE',
          channel: 'PANEL',
          status: 'PENDING',
        });
      }
    } finally {
      await context.close();
    }
  });
});
