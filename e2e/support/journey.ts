import type { Locator, Page } from 'playwright-core';

/**
 * Demo logins the e2e server is seeded with (SEED_DEMO=1, apps/api/src/db/demo-data.ts).
 * Kept here by value: the e2e project cannot compile files of another workspace, and a renamed
 * demo account should make these journeys fail loudly rather than silently pick another one.
 */
export const DEMO_PASSWORD = 'Tenho@2026';
export const DEMO = {
  admin: { email: 'admin.centro@tenho.com.br', name: 'Ana Ribeiro', unit: 'Tenho Centro' },
  client: {
    email: 'contato@autopecaspaulista.demo.tenho.com.br',
    name: 'Auto Peças Paulista',
    unit: 'Tenho Centro',
  },
  user: {
    email: 'atendimento@autopecaspaulista.demo.tenho.com.br',
    name: 'Carla Mendes',
    unit: 'Tenho Centro',
  },
  inactiveClient: { email: 'contato@borracharia.demo.tenho.com.br', name: 'Borracharia Rápida' },
} as const;

/** Spec §8 texts the journeys look for. */
export const TEXT = {
  loginSuccess: 'Login realizado com sucesso!',
  invalidCredentials: 'E-mail ou senha inválidos',
  inactive: 'Conta ainda não foi ativada. Entre em contato com a franquia para ativar sua conta.',
} as const;

/** The landing header (the page's banner), where Entrar and Começar Agora live. */
export function landingHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/** Opens the auth modal from the landing header and waits for its view. */
export async function openAuthModal(page: Page, view: 'login' | 'register'): Promise<Locator> {
  if (page.url() === 'about:blank' || pathname(page) !== '/') await page.goto('/');
  const button = view === 'login' ? 'Entrar' : 'Começar Agora';
  await landingHeader(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('heading', { name: view === 'login' ? 'Entrar' : 'Criar conta', exact: true })
    .waitFor();
  return dialog;
}

/** Fills and submits the login view of an open auth modal. */
export async function submitLogin(
  dialog: Locator,
  credentials: { email: string; password: string; remember?: boolean },
): Promise<void> {
  await dialog.getByLabel('E-mail', { exact: true }).fill(credentials.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(credentials.password);
  if (credentials.remember) await dialog.getByRole('checkbox', { name: 'Lembrar de mim' }).check();
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Logs in through the landing page's modal and waits for the panel the role lands on. */
export async function loginAs(page: Page, email: string, password: string, landsOn: string): Promise<void> {
  await page.goto('/');
  const dialog = await openAuthModal(page, 'login');
  await submitLogin(dialog, { email, password });
  await page.waitForURL((url) => url.pathname === landsOn);
}

/**
 * The toasts on screen (the toaster's live region). includeHidden: the toaster may mount while a
 * modal dialog hides the rest of the page from the accessibility tree; it is still on screen.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^Notifications/, includeHidden: true });
}

/** A value of the page's localStorage, parsed when it is JSON. */
export async function readStorage(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The session persisted under 'auth-storage' ({state: {user, token}}), or null when signed out. */
export async function storedSession(
  page: Page,
): Promise<{ user: { email: string; role: string } | null; token: string | null } | null> {
  const value = (await readStorage(page, 'auth-storage')) as {
    state?: { user?: { email: string; role: string } | null; token?: string | null };
  } | null;
  if (!value?.state?.token || !value.state.user) return null;
  return { user: value.state.user, token: value.state.token };
}

/** The pathname the page shows now. */
export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page sits on `path` (client-side redirects included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
}

/** A unique e-mail for a registration made by a journey. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.tenho.com.br`;
}

/** Whether `locator` becomes visible within `timeout` ms (false instead of a timeout error). */
export async function seen(locator: Locator, timeout = 5_000): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
    return true;
  } catch {
    return false;
  }
}

/** Whether `locator` is gone (hidden or detached) within `timeout` ms. */
export async function gone(locator: Locator, timeout = 5_000): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
    return true;
  } catch {
    return false;
  }
}

/** Follows the sidebar entry `label` (the 'Principal' navigation) and waits for `path`. */
export async function openFromSidebar(page: Page, label: string, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Principal' })
    // An entry may carry a count after its label ('Mensagens 1': a dispute waiting, the unread notices).
    .getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s+\\d+.*)?$`) })
    .click();
  await expectPath(page, path);
}

/** A text matcher for exactly `text` (whitespace around it ignored), for filter({ hasText }). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/**
 * A company mobile number no other account of this run has (two companies may not share one,
 * issue 29 §6): the digits to type and the masked form the field shows.
 */
export function uniqueCompanyMobile(): { typed: string; shown: string } {
  const tail = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const national = `1196${tail}`;
  return { typed: national, shown: `(11) ${national.slice(2, 7)}-${national.slice(7)}` };
}
