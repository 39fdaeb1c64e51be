import { describe, expect, it } from 'vitest';
import { apiCall, createAccount } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { linkTo, readMails, waitForMail } from '../support/mail.ts';
import {
  DEMO,
  TEXT,
  expectPath,
  openAuthModal,
  seen,
  submitLogin,
  toasts,
  uniqueEmail,
} from '../support/journey.ts';

/** packages/domain auth/password-reset.schemas PASSWORD_RESET_MSG, by value. */
const NEUTRAL =
  'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha. O link vale por 1 hora.';

describe('password recovery', () => {
  const browser = useBrowser();

  it('a user resets a forgotten password from the login modal and logs in with the new one', async () => {
    const email = uniqueEmail('esqueci');
    const oldPassword = 'Antiga#2026';
    const newPassword = 'Nova#Senha2026';
    await createAccount({
      email,
      password: oldPassword,
      name: 'Pessoa Esquecida E2E',
      role: 'USER',
      unit: DEMO.user.unit,
    });

    const { context, page } = await browser.newPage();
    try {
      // Request the link from the login view, with the e-mail already typed there.
      let dialog = await openAuthModal(page, 'login');
      await dialog.getByLabel('E-mail', { exact: true }).fill(email);
      await dialog.getByRole('button', { name: 'Esqueceu a senha?', exact: true }).click();
      expect(await seen(page.getByRole('dialog', { name: 'Esqueceu a senha?' }))).toBe(true);
      expect(await dialog.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
      await dialog.getByRole('button', { name: 'Enviar link', exact: true }).click();
      expect(await seen(dialog.getByText(NEUTRAL, { exact: true }), 10_000)).toBe(true);

      // An unknown e-mail gets exactly the same answer, and no e-mail.
      const before = (await readMails()).length;
      const unknown = await apiCall<{ message: string }>('POST', '/auth/password-reset', {
        body: { email: uniqueEmail('ninguem') },
      });
      expect(unknown.status).toBe(202);
      expect(unknown.body.message).toBe(NEUTRAL);

      const mail = await waitForMail(email, { subject: /senha/i });
      const link = linkTo(mail, '/redefinir-senha');
      expect(link.searchParams.get('token')).toBeTruthy();
      expect((await readMails()).slice(before).some((m) => m.to.includes('ninguem'))).toBe(false);

      // The link: the token leaves the address bar; the new password with its live checklist.
      await page.goto(`${link.pathname}${link.search}`);
      expect(await seen(page.getByRole('heading', { name: 'Redefinir senha', level: 1 }))).toBe(true);
      await expectPath(page, '/redefinir-senha');
      expect(new URL(page.url()).search).toBe('');
      await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
      const checklist = page.getByRole('list', { name: 'Requisitos da senha' });
      expect(await checklist.locator('[data-met="true"]').count()).toBe(5);
      await page.getByLabel('Confirmar nova senha', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Salvar nova senha', exact: true }).click();
      expect(
        await seen(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.'), 10_000),
      ).toBe(true);

      // Entrar opens the modal; the old password no longer works, the new one does.
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Entrar' });
      expect(await seen(dialog)).toBe(true);
      await submitLogin(dialog, { email, password: oldPassword });
      expect(await seen(dialog.getByRole('alert'), 10_000)).toBe(true);
      await submitLogin(dialog, { email, password: newPassword });
      await expectPath(page, '/user');
      expect(await seen(toasts(page).getByText(TEXT.loginSuccess, { exact: true }))).toBe(true);

      // The link works once.
      const again = await apiCall('POST', '/auth/password-reset/confirm', {
        body: { token: link.searchParams.get('token'), password: 'Outra#Senha2026' },
      });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
    } finally {
      await context.close();
    }
  });
});
