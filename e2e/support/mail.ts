import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { journeyTarget } from './target.ts';

/** One e-mail the server wrote to DATA_DIR/mail, decoded enough to read it like a person. */
export type Mail = { file: string; to: string; subject: string; text: string; html: string };

/** Decodes RFC 2047 words in a header ('=?UTF-8?Q?Ol=C3=A1?='). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    soft.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The leaf parts of a MIME message (multipart/* is walked). */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitHeaders(chunk.replace(/^\r?\n/, ''))));
}

export function parseMail(file: string, raw: string): Mail {
  const message = splitHeaders(raw);
  const parts = leaves(message);
  const find = (type: string) =>
    parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    file,
    to: decodeWords(message.headers.to ?? ''),
    subject: decodeWords(message.headers.subject ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

/** Every e-mail written so far, oldest first. */
export async function readMails(): Promise<Mail[]> {
  const directory = join(journeyTarget().dataDir, 'mail');
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => parseMail(name, await readFile(join(directory, name), 'utf8'))),
  );
}

/** Waits for the newest e-mail to `to` (matching `subject`, when given) and returns it. */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number; after?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wanted = to.toLowerCase();
  for (;;) {
    const mails = (await readMails()).filter(
      (mail, index) =>
        index >= (options.after ?? 0) &&
        mail.to.toLowerCase().includes(wanted) &&
        (!options.subject || options.subject.test(mail.subject)),
    );
    const last = mails.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within the time limit`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of the e-mail's text that points at `path` (e.g. '/redefinir-senha'). */
export function linkTo(mail: Mail, path: string): URL {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const found = links
    .map((link) => new URL(link.replace(/&amp;/g, '&')))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`the e-mail to ${mail.to} has no link to ${path}`);
  return found;
}
