import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import {
  DEMO,
  TEXT,
  gone,
  openAuthModal,
  pathname,
  seen,
  storedSession,
  submitLogin,
  toasts,
  uniqueEmail,
} from '../support/journey.ts';

const PASSWORD_RULE =
  'Senha deve ter pelo menos 8 caracteres com: letra maiúscula, minúscula, número e caractere especial';

/** Spec §5, in order (the confirmation rule shows once a different confirmation is typed). */
const EMPTY_FORM_MESSAGES = [
  'Selecione a franquia desejada',
  'Nome da empresa é obrigatório',
  'E-mail é obrigatório',
  'WhatsApp é obrigatório',
  PASSWORD_RULE,
];
const MISMATCH = 'Senhas não coincidem';
/** Issue 31 point 7: the terms of use, accepted with a required checkbox. */
const TERMS_CHECKBOX =
  'Li e aceito os termos de uso, inclusive o uso dos contatos só para responder aos pedidos';
const TERMS_REQUIRED = 'Aceite os termos de uso para criar sua conta';

/** The messages of `list` that the form shows now, in the order they appear on screen. */
async function messagesOnScreen(form: Locator, list: readonly string[]): Promise<string[]> {
  const text = await form.innerText();
  return list.filter((message) => text.includes(message)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/** The checklist items under the password field a screen reader announces as met. */
async function metRules(dialog: Locator): Promise<string[]> {
  const items = dialog.getByRole('list', { name: 'Requisitos da senha' }).getByRole('listitem');
  const texts = await items.allInnerTexts();
  return texts.filter((t) => t.includes('(atendido)')).map((t) => t.replace('(atendido)', '').trim());
}

describe('company registration', () => {
  const browser = useBrowser();

  it('Começar Agora opens the register view; an empty submit lists the spec messages in order', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'register');
      const form = dialog.getByRole('form', { name: 'Criar conta' });
      for (const label of ['Franquia', 'Nome da empresa', 'E-mail', 'WhatsApp', 'Senha', 'Confirmar senha']) {
        expect(await seen(dialog.getByLabel(label, { exact: true })), label).toBe(true);
      }

      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(dialog.getByText(EMPTY_FORM_MESSAGES[0]!, { exact: true }))).toBe(true);
      expect(await messagesOnScreen(form, [...EMPTY_FORM_MESSAGES, MISMATCH])).toEqual(EMPTY_FORM_MESSAGES);
      // The first field in error takes the focus.
      const franchise = dialog.getByLabel('Franquia', { exact: true });
      expect(await franchise.evaluate((el) => el === document.activeElement)).toBe(true);

      // A name of blanks is still empty; a different confirmation is reported.
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill('    ');
      await dialog.getByLabel('Senha', { exact: true }).fill('abc');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('abd');
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(dialog.getByText(MISMATCH, { exact: true }))).toBe(true);
      expect(await messagesOnScreen(form, [...EMPTY_FORM_MESSAGES, MISMATCH])).toEqual([
        ...EMPTY_FORM_MESSAGES,
        MISMATCH,
      ]);

      // Fixing a field clears its message, the others stay.
      await franchise.selectOption({ label: DEMO.admin.unit });
      expect(await gone(dialog.getByText('Selecione a franquia desejada', { exact: true }))).toBe(true);
      await dialog.getByLabel('Senha', { exact: true }).fill('Oficina#2026');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('Oficina#2026');
      expect(await gone(dialog.getByText(PASSWORD_RULE, { exact: true }))).toBe(true);
      expect(await gone(dialog.getByText(MISMATCH, { exact: true }))).toBe(true);
      expect(await messagesOnScreen(form, [...EMPTY_FORM_MESSAGES, MISMATCH])).toEqual([
        'Nome da empresa é obrigatório',
        'E-mail é obrigatório',
        'WhatsApp é obrigatório',
      ]);
      expect(pathname(page)).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('masks the WhatsApp number and ticks the password checklist while typing', async () => {
    const { context, page } = await browser.newPage();
    try {
      const dialog = await openAuthModal(page, 'register');
      const whatsapp = dialog.getByLabel('WhatsApp', { exact: true });
      await whatsapp.pressSequentially('11987654321');
      expect(await whatsapp.inputValue()).toBe('(11) 98765-4321');
      // Extra digits are not accepted.
      await whatsapp.pressSequentially('99');
      expect(await whatsapp.inputValue()).toBe('(11) 98765-4321');
      await whatsapp.fill('');
      await whatsapp.pressSequentially('1134567890');
      expect(await whatsapp.inputValue()).toBe('(11) 3456-7890');

      const password = dialog.getByLabel('Senha', { exact: true });
      expect(await metRules(dialog)).toEqual([]);
      await password.pressSequentially('a');
      expect(await metRules(dialog)).toEqual(['Uma letra minúscula']);
      await password.pressSequentially('B3');
      expect(await metRules(dialog)).toEqual(['Uma letra maiúscula', 'Uma letra minúscula', 'Um número']);
      await password.pressSequentially('!xyzw');
      expect(await metRules(dialog)).toEqual([
        'Pelo menos 8 caracteres',
        'Uma letra maiúscula',
        'Uma letra minúscula',
        'Um número',
        'Um caractere especial',
      ]);
      await password.fill('');
      expect(await metRules(dialog)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a valid registration shows the success dialog; the new account is refused until activated', async () => {
    const { context, page } = await browser.newPage();
    const email = uniqueEmail('oficina');
    const company = 'Oficina Mecânica E2E';
    const password = 'Oficina#2026';
    // A number no company has (a demo company's would be refused: issue 29 §6).
    const whatsapp = `119${String(Date.now()).slice(-8)}`;
    try {
      const dialog = await openAuthModal(page, 'register');
      await dialog.getByLabel('Franquia', { exact: true }).selectOption({ label: DEMO.admin.unit });
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill(company);
      await dialog.getByLabel('E-mail', { exact: true }).fill(email);
      await dialog.getByLabel('WhatsApp', { exact: true }).pressSequentially(whatsapp);
      await dialog.getByLabel('Senha', { exact: true }).fill(password);
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill(password);
      await dialog.getByRole('checkbox', { name: TERMS_CHECKBOX }).click();
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();

      const success = page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' });
      expect(await seen(success, 10_000), 'success dialog').toBe(true);
      const successText = await success.innerText();
      expect(successText).toContain(company);
      expect(successText).toContain(email);
      await success.getByRole('button', { name: 'Entendi', exact: true }).click();
      expect(await gone(page.getByRole('dialog')), 'Entendi closes the dialog').toBe(true);
      expect(pathname(page)).toBe('/');
      expect(await storedSession(page)).toBeNull();

      // The same e-mail cannot register twice.
      const again = await openAuthModal(page, 'register');
      await again.getByLabel('Franquia', { exact: true }).selectOption({ label: DEMO.admin.unit });
      await again.getByLabel('Nome da empresa', { exact: true }).fill(company);
      await again.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
      await again.getByLabel('WhatsApp', { exact: true }).pressSequentially(whatsapp);
      await again.getByLabel('Senha', { exact: true }).fill(password);
      await again.getByLabel('Confirmar senha', { exact: true }).fill(password);
      await again.getByRole('checkbox', { name: TERMS_CHECKBOX }).click();
      await again.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(again.getByRole('alert')), 'duplicate e-mail refused').toBe(true);
      expect(await again.getByRole('alert').innerText()).toContain('Este e-mail já está cadastrado');
      expect(await page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }).count()).toBe(0);

      // Another e-mail with the same WhatsApp: the number belongs to a company already (issue 29 §6).
      await again.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('mesmo-numero'));
      await again.getByRole('button', { name: 'Criar conta', exact: true }).click();
      const numberTaken = again
        .getByRole('alert')
        .filter({ hasText: 'Este número de WhatsApp já é de outra empresa' });
      expect(await seen(numberTaken, 10_000), 'shared number refused').toBe(true);
      expect(await page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }).count()).toBe(0);

      // Login with the new account: refused, toast + inline notice, no session.
      await again.getByRole('button', { name: 'Entrar', exact: true }).click();
      const login = page.getByRole('dialog');
      await login.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
      await submitLogin(login, { email, password });
      const inline = login.getByRole('alert').filter({ hasText: TEXT.inactive });
      expect(await seen(inline, 10_000), 'inline notice').toBe(true);
      expect(await seen(toasts(page).getByText(TEXT.inactive, { exact: true })), 'toast').toBe(true);
      expect(await storedSession(page)).toBeNull();
      expect(pathname(page)).toBe('/');
      expect(await page.getByText(TEXT.loginSuccess).count()).toBe(0);

      // Without a session the company's panel is out of reach.
      await page.goto('/client');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedSession(page)).toBeNull();
    } finally {
      await context.close();
    }
  });
  it('shows the terms of use in a scrollable box; without the checkbox the registration cannot go on', async () => {
    const { context, page } = await browser.newPage();
    const email = uniqueEmail('termos');
    try {
      const dialog = await openAuthModal(page, 'register');
      const terms = dialog.getByRole('region', { name: /Termos de uso/ });
      expect(await seen(terms)).toBe(true);
      const text = await terms.innerText();
      expect(text).toContain('só podem ser usados para responder àquele pedido');
      expect(text).toContain('deve apagar de seus próprios registros');
      // The box scrolls (keyboard too: it takes the focus).
      expect(await terms.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      await terms.focus();
      await page.keyboard.press('End');
      await page.waitForFunction((el) => (el as HTMLElement).scrollTop > 0, await terms.elementHandle());

      await dialog.getByLabel('Franquia', { exact: true }).selectOption({ label: DEMO.admin.unit });
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill('Serralheria Termos E2E');
      await dialog.getByLabel('E-mail', { exact: true }).fill(email);
      await dialog.getByLabel('WhatsApp', { exact: true }).pressSequentially('11987650000');
      await dialog.getByLabel('Senha', { exact: true }).fill('Termos#2026');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('Termos#2026');
      const registers: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/register')) registers.push(request.method());
      });
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(dialog.getByText(TERMS_REQUIRED, { exact: true }))).toBe(true);
      const checkbox = dialog.getByRole('checkbox', { name: TERMS_CHECKBOX });
      // The form moves the focus to the checkbox once the error is rendered.
      await expect
        .poll(() => checkbox.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
        .toBe(true);
      expect(registers).toEqual([]);
      expect(await page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }).count()).toBe(0);

      // The API refuses it too (422 in Portuguese), whatever the form does.
      const direct = await page.evaluate(
        async (payload) => {
          const response = await fetch('/api/auth/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          return { status: response.status, body: (await response.json()) as { message: string } };
        },
        {
          unit_id: 1,
          name: 'Sem Termos E2E',
          email: uniqueEmail('sem-termos'),
          phone: '11987650001',
          password: 'Termos#2026',
        },
      );
      expect(direct.status).toBe(422);
      expect(direct.body.message).toBe(TERMS_REQUIRED);

      await checkbox.click();
      expect(await gone(dialog.getByText(TERMS_REQUIRED, { exact: true }))).toBe(true);
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();
      expect(await seen(page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }), 10_000)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
  it("on a phone in en-US: a demo company's WhatsApp is refused with the message in view, and nothing is created", async () => {
    const { context, page } = await browser.newPage({ width: 390, height: 844, locale: 'en-US' });
    const email = uniqueEmail('numero-de-outra');
    try {
      const dialog = await openAuthModal(page, 'register');
      await dialog.getByLabel('Franquia', { exact: true }).selectOption({ label: DEMO.admin.unit });
      await dialog.getByLabel('Nome da empresa', { exact: true }).fill('Autopeças Cópia E2E');
      await dialog.getByLabel('E-mail', { exact: true }).fill(email);
      // Auto Peças Paulista's number (the demo data), typed as a person would.
      await dialog.getByLabel('WhatsApp', { exact: true }).pressSequentially('11987654321');
      await dialog.getByLabel('Senha', { exact: true }).fill('Copia#2026');
      await dialog.getByLabel('Confirmar senha', { exact: true }).fill('Copia#2026');
      await dialog.getByRole('checkbox', { name: TERMS_CHECKBOX }).click();
      await dialog.getByRole('button', { name: 'Criar conta', exact: true }).click();

      const refused = dialog
        .getByRole('alert')
        .filter({ hasText: 'Este número de WhatsApp já é de outra empresa' });
      expect(await seen(refused, 10_000), 'shared number refused').toBe(true);
      // Readable on the phone: inside the screen's width, scrolled into view.
      await refused.scrollIntoViewIfNeeded();
      const box = (await refused.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await page.getByRole('dialog', { name: 'Cadastro Realizado com Sucesso!' }).count()).toBe(0);

      // Nothing was created: the e-mail is still free (its login is unknown, not "not activated").
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
      const login = page.getByRole('dialog');
      await login.getByRole('heading', { name: 'Entrar', exact: true }).waitFor();
      await submitLogin(login, { email, password: 'Copia#2026' });
      expect(await seen(login.getByRole('alert').filter({ hasText: TEXT.invalidCredentials }), 10_000)).toBe(
        true,
      );
      expect(await storedSession(page)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
