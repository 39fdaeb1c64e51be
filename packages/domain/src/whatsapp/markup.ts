/**
 * WhatsApp's text formatting (*bold*, _italic_, ~strike~, ```mono```), read the way WhatsApp
 * reads it: the marks hug the text (no space just inside them) and stand outside words, so
 * '2 * 3 * 4' and 'nome_da_empresa' stay as typed.
 */
export type WhatsappStyle = 'bold' | 'italic' | 'strike' | 'mono';

export type WhatsappSegment = { text: string; style: WhatsappStyle | null };

const MARKS: Record<string, WhatsappStyle> = { '*': 'bold', _: 'italic', '~': 'strike', '```': 'mono' };

const MARKUP = /(?<![\p{L}\p{N}])(```|[*_~])(?!\s)((?:(?!\1)[^\n])*?[^\s])\1(?![\p{L}\p{N}])/gu;

/** The message cut into plain and styled runs, in order (the marks themselves dropped). */
export function whatsappSegments(text: string): WhatsappSegment[] {
  const segments: WhatsappSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, mark, inner] = match;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), style: null });
    segments.push({ text: inner as string, style: MARKS[mark as string] ?? null });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), style: null });
  return segments;
}

const ANY_MARK = /[*_~`]/;

/**
 * The message as plain text, for a CSV or any place that cannot show the styles: the segments'
 * texts joined, i.e. each styled run replaced by its text (an export does this for every row, so
 * without building the segments, and not at all for a text with no mark).
 */
export function stripWhatsappMarkup(text: string): string {
  return ANY_MARK.test(text) ? text.replace(MARKUP, '$2') : text;
}
