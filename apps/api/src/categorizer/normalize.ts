// Text normalisation for WhatsApp Portuguese: accent/case folding, emoji and link removal,
// slash abbreviations (p/, c/), letter-repetition collapse and tokenisation.
//
// Every step is linear in the text. Links and e-mail addresses are found by small scanners rather
// than regular expressions: a pattern such as `[a-z0-9-]+(?:\.[a-z0-9-]+)*\.com` retried from every
// word boundary of "a.a.a.a…" is quadratic, and 100 kB of it took seconds.

import { foldText } from '@tenho/domain/shared/format';

// Pictographs, flags, skin tones, and the joiners and selectors that glue emoji sequences.
const EMOJI_PATTERN =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;
// "p/", "c/", "s/" and "q/" are common shorthands for para, com, sem and que.
const SLASH_ABBREVIATIONS: Record<string, string> = { p: 'para', c: 'com', s: 'sem', q: 'que' };
const SLASH_PATTERN = /(^|[^a-z0-9])([pcsq])\/(?=[^0-9]|$)/g;
const NON_WORD = /[^a-z0-9]+/g;
const LONG_REPEAT = /([a-z])\1{2,}/g;

/** Lower-cases and strips accents ("Açougue" -> "acougue"): the domain's foldText. */
export const foldAccents = (text: string): string => foldText(text);

export type NormalizedText = {
  /** Folded text with links and emojis removed, words separated by single spaces. */
  text: string;
  tokens: string[];
  linkCount: number;
  emojiCount: number;
};

/** Collapses letters repeated three or more times ("bommmm" -> "bom", "kkkkk" -> "k"). */
export function collapseRepeats(token: string): string {
  return token.replace(LONG_REPEAT, '$1');
}

/** Top-level domains that make "loja.com", "bit.ly" or "zap.site" a link. */
const LINK_TLDS = [
  'com',
  'net',
  'org',
  'br',
  'ly',
  'me',
  'io',
  'site',
  'online',
  'shop',
  'store',
  'app',
  'link',
  'info',
  'biz',
  'xyz',
] as const;
const LINK_PREFIXES = ['https://', 'http://', 'www.'] as const;
const WHITESPACE = /\s/;

const isDigitOrLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
/** A character of a host name label: a-z, 0-9 and the hyphen. */
const isLabelChar = (code: number) => isDigitOrLetter(code) || code === 45;
/** A character of an e-mail's local part: a-z, 0-9 and . _ % + -. */
const isLocalChar = (code: number) =>
  isLabelChar(code) || code === 46 || code === 95 || code === 37 || code === 43;
/** What `\w` matches in folded text (used for word boundaries). */
const isWordChar = (code: number) => isDigitOrLetter(code) || (code >= 65 && code <= 90) || code === 95;
const isSpaceAt = (text: string, index: number) => WHITESPACE.test(text.charAt(index));

/** A run of labels joined by single dots, from `start`: "mail.google.com" -> its end, else -1 if one label. */
function domainEnd(text: string, start: number): number {
  let position = start;
  let labels = 0;
  let end = -1;
  while (position < text.length && isLabelChar(text.charCodeAt(position))) {
    while (position < text.length && isLabelChar(text.charCodeAt(position))) position += 1;
    labels += 1;
    end = position;
    if (text.charCodeAt(position) !== 46) break;
    position += 1;
  }
  return labels >= 2 ? end : -1;
}

/**
 * Replaces each e-mail address (local@label.label…) with a space. Each "@" looks left over the
 * local part (never past the previous address) and right over the domain: every character is read
 * a bounded number of times.
 */
function removeEmails(text: string): string {
  let result = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && isLocalChar(text.charCodeAt(start - 1))) start -= 1;
    if (start === at) continue;
    const end = domainEnd(text, at + 1);
    if (end === -1) continue;
    result += `${text.slice(copied, start)} `;
    copied = end;
    at = end - 1;
  }
  return copied === 0 ? text : result + text.slice(copied);
}

/** End of "http://…", "https://…" or "www.…" (up to the next space) starting at `index`, else -1. */
function prefixedLinkEnd(text: string, index: number): number {
  for (const prefix of LINK_PREFIXES) {
    if (!text.startsWith(prefix, index)) continue;
    let end = index + prefix.length;
    if (end >= text.length || isSpaceAt(text, end)) return -1;
    while (end < text.length && !isSpaceAt(text, end)) end += 1;
    return end;
  }
  return -1;
}

/**
 * A host name link starting at `start` ("loja.com.br/promo"): labels joined by dots, the last dot
 * followed by a known top-level domain (and ".br"), then an optional "/path" up to the next space.
 * Returns the link's end (-1 if none) and where the run of dotted labels ends: no other host name
 * link can start before that point.
 */
function hostLinkEnd(text: string, start: number): { end: number; runEnd: number } {
  let position = start;
  let end = -1;
  while (position < text.length && isLabelChar(text.charCodeAt(position))) position += 1;
  while (text.charCodeAt(position) === 46) {
    const tld = LINK_TLDS.find((candidate) => text.startsWith(candidate, position + 1));
    if (tld !== undefined) {
      // The rightmost dot followed by a domain wins: the link is as long as it can be.
      end = position + 1 + tld.length;
      if (text.startsWith('.br', end)) end += 3;
      if (text.charCodeAt(end) === 47) {
        end += 1;
        while (end < text.length && !isSpaceAt(text, end)) end += 1;
      }
    }
    if (!isLabelChar(text.charCodeAt(position + 1))) break;
    position += 1;
    while (position < text.length && isLabelChar(text.charCodeAt(position))) position += 1;
  }
  return { end, runEnd: position };
}

/** Replaces each link with a space; one left-to-right pass. */
function removeLinks(text: string): { text: string; count: number } {
  let result = '';
  let copied = 0;
  let count = 0;
  // Inside a run of dotted labels already tried, no host name link can start.
  let triedUntil = 0;
  let index = 0;
  while (index < text.length) {
    let end = prefixedLinkEnd(text, index);
    const code = text.charCodeAt(index);
    if (end === -1 && index >= triedUntil && isLabelChar(code)) {
      const afterWordChar = index > 0 && isWordChar(text.charCodeAt(index - 1));
      const atBoundary = afterWordChar !== isWordChar(code);
      if (atBoundary) {
        const host = hostLinkEnd(text, index);
        triedUntil = host.runEnd;
        end = host.end;
      }
    }
    if (end === -1) {
      index += 1;
      continue;
    }
    result += `${text.slice(copied, index)} `;
    count += 1;
    copied = end;
    index = end;
  }
  return { text: count === 0 ? text : result + text.slice(copied), count };
}

export function normalizeText(raw: string): NormalizedText {
  // An e-mail address is contact data, not a link to a promotion.
  const links = removeLinks(removeEmails(foldAccents(raw)));
  let text = links.text;
  let emojiCount = 0;
  text = text.replace(EMOJI_PATTERN, () => {
    emojiCount += 1;
    return ' ';
  });
  text = text.replace(SLASH_PATTERN, (_match, before: string, letter: string) => {
    return `${before} ${SLASH_ABBREVIATIONS[letter] ?? letter} `;
  });
  // "d'agua", "pra-choque": apostrophes and hyphens split words like any other punctuation.
  const tokens = text
    .replace(NON_WORD, ' ')
    .split(' ')
    .filter((token) => token.length > 0)
    .map(collapseRepeats);
  return { text: tokens.join(' '), tokens, linkCount: links.count, emojiCount };
}

/** The folded, space-joined form used as a cache key ("Qto tá o GÁS???" -> "qto ta o gas"). */
export function normalizedKey(raw: string): string {
  return normalizeText(raw).text;
}
