import { describe, expect, it } from 'vitest';
import { accountActivatedEmail, escapeHtml, passwordResetEmail } from './users.emails.ts';

describe('account e-mails', () => {
  it('announce the activation with the login link, in text and HTML', () => {
    const mail = accountActivatedEmail({ name: 'Padaria Sol', loginUrl: 'https://app.tenho.com.br/' });
    expect(mail.subject).toBe('Sua conta no Tenho foi ativada');
    expect(mail.text).toContain('Olá, Padaria Sol!');
    expect(mail.text).toContain('https://app.tenho.com.br/');
    expect(mail.html).toContain('href="https://app.tenho.com.br/"');
    expect(mail.html).toContain('Tenho');
  });

  it('carry the single-use reset link and its validity', () => {
    const url = 'https://app.tenho.com.br/redefinir-senha?token=abc&x=1';
    const mail = passwordResetEmail({ name: null, resetUrl: url });
    expect(mail.subject).toBe('Redefinição de senha do Tenho');
    expect(mail.text).toContain('Olá!');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('O link vale por 1 hora e só pode ser usado uma vez.');
    expect(mail.html).toContain('href="https://app.tenho.com.br/redefinir-senha?token=abc&amp;x=1"');
  });

  it('never lets a name become markup or a second header line', () => {
    const mail = accountActivatedEmail({ name: '<script>x</script>\r\nBcc: a@b.c', loginUrl: 'https://t/' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).not.toMatch(/\r|\nBcc/);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});
