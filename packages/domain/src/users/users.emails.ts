/**
 * The e-mails the platform sends about accounts (spec §4 activation, architecture §5.7 and §5.14):
 * pt-BR plain text plus a simple HTML version, with the product's name and the link to follow.
 */
import { PASSWORD_RESET_TTL_MINUTES } from '../auth/password-reset.schemas.ts';

export const PRODUCT_NAME = 'Tenho';

export type EmailContent = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text that came from a user (a company name) is never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Names go into a subject line or a greeting: one line, bounded. */
function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#15803d">${PRODUCT_NAME}</p>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(action.url)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${footer}</p>
</div></body></html>`;
}

const greeting = (name: string | null) => (name ? `Olá, ${oneLine(name)}!` : 'Olá!');

/**
 * One e-mail in both forms: the greeting, the message (`lead`: before the address in the text, before
 * the button in HTML), the link, then `notes` and a `footnote` before the signature.
 */
function accountEmail(input: {
  subject: string;
  name: string | null;
  lead: { text: string; html: string };
  action: { label: string; url: string };
  notes?: string[];
  footnote?: string;
}): EmailContent {
  const hello = greeting(input.name);
  const signature = `Equipe ${PRODUCT_NAME}`;
  const after = [...(input.notes ?? []), ...(input.footnote ? [input.footnote] : [])];
  const text = [
    hello,
    '',
    input.lead.text,
    '',
    input.action.url,
    '',
    ...after,
    ...(after.length ? [''] : []),
    signature,
  ].join('\n');
  const html = layout(
    input.subject,
    [escapeHtml(hello), input.lead.html, ...(input.notes ?? [])],
    input.action,
    input.footnote ? `${input.footnote}<br>${signature}` : signature,
  );
  return { subject: input.subject, text, html };
}

/** Sent when an inactive account is activated (self-registered company or user created inactive). */
export function accountActivatedEmail(input: { name: string | null; loginUrl: string }): EmailContent {
  const activated = `Sua conta no ${PRODUCT_NAME} foi ativada pela franquia. Você já pode entrar com o seu e-mail e a senha que cadastrou`;
  return accountEmail({
    subject: `Sua conta no ${PRODUCT_NAME} foi ativada`,
    name: input.name,
    lead: { text: `${activated}:`, html: `${activated}.` },
    action: { label: `Entrar no ${PRODUCT_NAME}`, url: input.loginUrl },
  });
}

/** Sent on POST /auth/password-reset for an existing account: the single-use link. */
export function passwordResetEmail(input: { name: string | null; resetUrl: string }): EmailContent {
  const request = `Recebemos um pedido para redefinir a senha da sua conta no ${PRODUCT_NAME}. Para criar uma nova senha`;
  return accountEmail({
    subject: `Redefinição de senha do ${PRODUCT_NAME}`,
    name: input.name,
    lead: { text: `${request}, abra o link abaixo:`, html: `${request}, use o botão abaixo.` },
    action: { label: 'Criar nova senha', url: input.resetUrl },
    notes: [`O link vale por ${PASSWORD_RESET_TTL_MINUTES / 60} hora e só pode ser usado uma vez.`],
    footnote: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  });
}
