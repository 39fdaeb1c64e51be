// Text normalisation for WhatsApp Portuguese: accent/case folding, emoji and link removal,
// slash abbreviations (p/, c/), letter-repetition collapse and tokenisation.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const LINK_PATTERN =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|br|ly|me|io|site|online|shop|store|app|link|info|biz|xyz)(?:\.br)?(?:\/\S*)?/g;
const EMAIL_PATTERN = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g;
// Pictographs, flags, skin tones, and the joiners and selectors that glue emoji sequences.
const EMOJI_PATTERN =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;
// "p/", "c/", "s/" and "q/" are common shorthands for para, com, sem and que.
const SLASH_ABBREVIATIONS: Record<string, string> = { p: 'para', c: 'com', s: 'sem', q: 'que' };
const SLASH_PATTERN = /(^|[^a-z0-9])([pcsq])\/(?=[^0-9]|$)/g;
const NON_WORD = /[^a-z0-9]+/g;
const LONG_REPEAT = /([a-z])\1{2,}/g;

/** Lower-cases and strips accents ("Açougue" -> "acougue"). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

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

export function normalizeText(raw: string): NormalizedText {
  // An e-mail address is contact data, not a link to a promotion.
  let text = foldAccents(raw).replace(EMAIL_PATTERN, ' ');
  let linkCount = 0;
  text = text.replace(LINK_PATTERN, () => {
    linkCount += 1;
    return ' ';
  });
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
  return { text: tokens.join(' '), tokens, linkCount, emojiCount };
}

/** The folded, space-joined form used as a cache key ("Qto tá o GÁS???" -> "qto ta o gas"). */
export function normalizedKey(raw: string): string {
  return normalizeText(raw).text;
}
