import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One .eml the mailer wrote, decoded enough for a test to read it like a person would. */
export type ReceivedMail = {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
};

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const end = match ? match.index : raw.length;
  return { headers: parseHeaders(raw.slice(0, end)), body: match ? raw.slice(end + match[0].length) : '' };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The leaf parts of a MIME message, by content type. */
function parts(headers: Map<string, string>, body: string): { type: string; text: string }[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0]!.trim().toLowerCase(), text: decodeBody(headers, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = splitMessage(chunk.replace(/^\r?\n/, ''));
      return parts(part.headers, part.body);
    });
}

/** Every message in the mail directory, oldest first (file names start with the time). */
export async function readMailbox(directory: string): Promise<ReceivedMail[]> {
  const files = (await readdir(directory).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const { headers, body } = splitMessage(await readFile(join(directory, file), 'utf8'));
      const leaves = parts(headers, body);
      return {
        file,
        to: decodeHeader(headers.get('to') ?? ''),
        from: decodeHeader(headers.get('from') ?? ''),
        subject: decodeHeader(headers.get('subject') ?? ''),
        text: leaves.find((p) => p.type === 'text/plain')?.text ?? '',
        html: leaves.find((p) => p.type === 'text/html')?.text ?? '',
      };
    }),
  );
}

/** The messages sent to one address. */
export async function mailsTo(directory: string, address: string): Promise<ReceivedMail[]> {
  return (await readMailbox(directory)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}
