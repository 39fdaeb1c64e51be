import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { E2E_MASTER } from '../support/credentials.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  TEXT,
  expectPath,
  gone,
  openAuthModal,
  pathname,
  readStorage,
  seen,
  storedSession,
  submitLogin,
  toasts,
} from '../support/journey.ts';

describe('login', () => {
  const browser = useBrowser();

  it('refuses a wrong password with the spec message, inline and as a toast', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'login');
      await submitLogin(dialog, { email: E2E_MASTER.email, password: 'Senha#Errada1' });
      const inline = dialog.getByRole('alert').filter({ hasText: TEXT.invalidCredentials });
      expect(await seen(inline, 10_000), 'inline message').toBe(true);
      expect(await seen(toasts(page).getByText(TEXT.invalidCredentials, { exact: true })), 'toast').toBe(
        true,
      );
      expect(pathname(page)).toBe('/');
      expect(await storedSession(page)).toBeNull();

      // An unknown e-mail gets the very same answer (wait for the answer: the notice is already up).
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await submitLogin(dialog, { email: 'ninguem@e2e.tenho.com.br', password: 'Senha#Errada1' });
      await answered;
      expect(await seen(inline)).toBe(true);
      expect(await storedSession(page)).toBeNull();

      // A seeded account waiting for activation is refused with the inactive notice instead.
      await submitLogin(dialog, { email: DEMO.inactiveClient.email, password: DEMO_PASSWORD });
      expect(await seen(dialog.getByRole('alert').filter({ hasText: TEXT.inactive }), 10_000)).toBe(true);
      expect(await gone(inline), 'the previous message is replaced').toBe(true);
      expect(await storedSession(page)).toBeNull();

      // 'Esqueceu a senha?' opens the request view in the same modal (password-reset.e2e.ts goes on).
      await dialog.getByRole('button', { name: 'Esqueceu a senha?', exact: true }).click();
      expect(pathname(page)).toBe('/');
      expect(await seen(dialog.getByRole('heading', { name: 'Esqueceu a senha?', exact: true }))).toBe(true);
      await dialog.getByRole('button', { name: 'Voltar ao login', exact: true }).click();
      expect(await seen(dialog.getByRole('heading', { name: 'Entrar', exact: true }))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the MASTER logs in through the modal and lands on /master; a reload keeps the session', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'login');
      await submitLogin(dialog, E2E_MASTER);
      await expectPath(page, '/master');
      expect(await seen(toasts(page).getByText(TEXT.loginSuccess, { exact: true })), 'success toast').toBe(
        true,
      );

      const topBar = page.getByRole('banner');
      expect(await seen(topBar.getByText('Painel Master', { exact: true }))).toBe(true);
      expect(await seen(topBar.getByText(E2E_MASTER.email, { exact: true }))).toBe(true);
      const greeting = topBar.getByText(/^Olá, \S/);
      expect(await seen(greeting)).toBe(true);

      const session = await storedSession(page);
      expect(session?.user?.email).toBe(E2E_MASTER.email);
      expect(session?.user?.role).toBe('MASTER');

      // The shell and its live connection share one GET /api/auth/me when the panel loads.
      const meRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/me') meRequests.push(request.url());
      });
      await page.reload();
      expect(pathname(page)).toBe('/master');
      expect(await seen(page.getByRole('banner').getByText('Painel Master', { exact: true }))).toBe(true);
      await page.waitForTimeout(2_000);
      expect(meRequests).toHaveLength(1);
      expect(
        await page
          .getByRole('banner')
          .getByText(/^Olá, \S/)
          .innerText(),
      ).toBe(await greeting.innerText());
      expect((await storedSession(page))?.token).toBe(session?.token);
    } finally {
      await context.close();
    }
  });

  it('remember-me keeps only the e-mail and pre-fills it; Sair clears the session and revokes it', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'login');
      await submitLogin(dialog, { ...E2E_MASTER, remember: true });
      await expectPath(page, '/master');
      expect(await seen(page.getByRole('banner').getByText('Painel Master', { exact: true }))).toBe(true);

      const remembered = await readStorage(page, 'login-remember');
      expect(remembered).toEqual({ email: E2E_MASTER.email });
      const rawRemembered = await page.evaluate(() => localStorage.getItem('login-remember'));
      expect(rawRemembered).not.toContain(E2E_MASTER.password);
      const everything = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(everything, 'no password anywhere in the browser storage').not.toContain(E2E_MASTER.password);
      const rawSession = await page.evaluate(() => localStorage.getItem('auth-storage'));

      // Sair, from the avatar menu.
      await page.getByRole('button', { name: 'Menu da conta' }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expectPath(page, '/');
      expect(await seen(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }))).toBe(
        true,
      );
      expect(await storedSession(page)).toBeNull();
      expect(await readStorage(page, 'login-remember')).toEqual({ email: E2E_MASTER.email });

      // The next login view starts with the e-mail filled in and the box ticked, never the password.
      const next = await openAuthModal(page, 'login');
      expect(await next.getByLabel('E-mail', { exact: true }).inputValue()).toBe(E2E_MASTER.email);
      expect(await next.getByLabel('Senha', { exact: true }).inputValue()).toBe('');
      expect(await next.getByRole('checkbox', { name: 'Lembrar de mim' }).isChecked()).toBe(true);

      // Unticking it and signing in forgets the e-mail.
      await next.getByRole('checkbox', { name: 'Lembrar de mim' }).uncheck();
      await next.getByLabel('Senha', { exact: true }).fill(E2E_MASTER.password);
      await next.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expectPath(page, '/master');
      expect(await readStorage(page, 'login-remember')).toBeNull();

      // The session signed out above was revoked on the server: putting it back does not get in.
      // A fresh tab, with the old session written before any app script runs, so the open panel
      // cannot persist its own session over it.
      await page.close();
      const revisit = await context.newPage();
      await revisit.addInitScript((raw) => {
        if (raw && !sessionStorage.getItem('e2e-restored')) {
          sessionStorage.setItem('e2e-restored', '1');
          localStorage.setItem('auth-storage', raw);
        }
      }, rawSession);
      await revisit.goto('/master');
      await expectPath(revisit, '/');
      expect(await gone(revisit.getByText('Painel Master', { exact: true }))).toBe(true);
      expect(await storedSession(revisit)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
