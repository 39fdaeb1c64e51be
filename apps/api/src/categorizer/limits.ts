// How much work one message may cause. Every step of the categoriser is linear in the text; these
// caps keep the constant small whatever the text is (a hostile message reaches it straight from
// WhatsApp). A real request has a few dozen words and never comes near them.
import { CATEGORIZER_LIMITS } from '@tenho/domain/categories/categories.schemas';

/** WhatsApp's limit for one text message: nothing beyond it is read. */
export const MAX_TEXT_LENGTH = CATEGORIZER_LIMITS.messageMaxLength;

/** No Portuguese word is longer: a longer run of letters is noise, never a word nor a typo of one. */
export const MAX_WORD_LENGTH = CATEGORIZER_LIMITS.wordMaxLength;

/** Content words analysed per message; the rest of a longer text is ignored. */
export const MAX_CONTENT_TOKENS = 256;

/** Distinct unknown words the typo corrector looks up per message. */
export const MAX_TYPO_LOOKUPS = 8;

/** Candidate words compared (edit distance) per typo lookup. */
export const MAX_TYPO_CANDIDATES = 32;

/** (feature, example) pairs visited per message by the nearest-example signal. */
export const MAX_EXAMPLE_VISITS = 20_000;

/** Corrections kept per scope (the network, each unit): the most recent ones. */
export const MAX_EXAMPLES_PER_SCOPE = 2000;
