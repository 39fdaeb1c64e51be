// The categoriser under hostile input: every text up to WhatsApp's 4096 characters gets a
// well-formed answer. How long it takes is the bench's (bench/suites/hostile-categorize.ts: 20 ms per
// text, and linear growth of the long steps against a same-run baseline); the code before these
// suites took seconds to minutes on some of these texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCategorizer, type Categorizer, type CategorizeResult } from './categorizer.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';
import { extractDocument } from './document.ts';
import { hostileTexts } from './hostile-texts.ts';
import { MAX_TEXT_LENGTH, MAX_WORD_LENGTH } from './limits.ts';
import { readRequestSignals } from './message-signals.ts';
import { normalizeText } from './normalize.ts';
import { createTypoIndex } from './typo-index.ts';

const catalogue = DEFAULT_CATEGORIES.map((category, index) => ({ id: index + 1, ...category }));
const texts = hostileTexts();

function expectWellFormed(result: CategorizeResult): void {
  expect(result.confidence).toBeGreaterThanOrEqual(0);
  expect(result.confidence).toBeLessThanOrEqual(1);
  if (result.categoryId !== null) expect(catalogue.some((c) => c.id === result.categoryId)).toBe(true);
  expect(result.alternatives.length).toBeLessThanOrEqual(3);
}

describe('hostile texts of up to 4096 characters', () => {
  // Corrections as long as allowed, made of the same hostile texts, for the network and a unit.
  const categorizer = createCategorizer({
    categories: catalogue,
    examples: texts.flatMap((text, index) => [
      { text: text.text, categoryId: catalogue[index % catalogue.length]!.id },
      { text: text.text, categoryId: catalogue[(index + 7) % catalogue.length]!.id, unitId: 1 },
    ]),
  });

  it('builds the adversarial set at full length', () => {
    expect(texts.length).toBeGreaterThanOrEqual(25);
    for (const { name, text } of texts) {
      expect(text.length, name).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      expect(text.length, name).toBeGreaterThan(MAX_TEXT_LENGTH - 40);
    }
  });

  it.each(texts.map((text) => [text.name, text.text] as const))(
    'categorises %s, for the network and for a unit',
    (_name, text) => {
      for (const unitId of [null, 1]) expectWellFormed(categorizer.categorize(text, { unitId }));
      expect(() => extractDocument(text)).not.toThrow();
    },
  );

  it('answers texts with fresh made-up words (no cache helps)', () => {
    for (const { text } of hostileTexts(MAX_TEXT_LENGTH, 77)) expectWellFormed(categorizer.categorize(text));
  });

  it('answers a 1 MB text from its first 4096 characters', () => {
    expect(categorizer.categorize('eletricista '.repeat(100_000))).toMatchObject({ code: 'eletricista' });
  });

  it('still finds the trade in a real request buried in noise', () => {
    const noise = texts.find((text) => text.name === 'one long word')!.text.slice(0, 3000);
    const fresh = createCategorizer({ categories: catalogue });
    expect(fresh.categorize(`preciso de um eletricista pra trocar o disjuntor ${noise}`)).toMatchObject({
      code: 'eletricista',
    });
  });
});

describe('words that name object properties', () => {
  // A request's words are looked up in the categoriser's tables: "constructor" once reached
  // Object.prototype and threw (found by the random-text property below, 1 run in ~70,000).
  it.each([
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty valueOf',
    'constructor name',
    'x constructor',
  ])('%s', (text) => {
    const categorizer = createCategorizer({ categories: catalogue });
    expectWellFormed(categorizer.categorize(text));
    expectWellFormed(categorizer.categorize(`preciso de eletricista ${text}`));
    expect(() => extractDocument(text)).not.toThrow();
  });
});

describe('property: random text', () => {
  const categorizer: Categorizer = createCategorizer({ categories: catalogue });
  const hostileUnits = fc.constantFrom(
    'a',
    'e',
    'x',
    '@',
    '.',
    '-',
    '/',
    ':',
    ' ',
    '1',
    '9',
    'http://',
    'www.',
    '.com',
    '.br',
    'nao ',
    'me ',
    'ç',
    'ã',
    '\u0301',
    '🎂',
    '\n',
  );
  const texts = fc.oneof(
    fc.string({ unit: 'binary', maxLength: MAX_TEXT_LENGTH }),
    fc.string({ unit: 'grapheme', maxLength: MAX_TEXT_LENGTH }),
    fc.string({ unit: hostileUnits, maxLength: MAX_TEXT_LENGTH }),
    fc
      .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), fc.nat({ max: 400 }))
      .map(([unit, times]) => unit.repeat(times)),
  );

  it('categorises any text of up to 4096 characters', () => {
    fc.assert(
      fc.property(texts, (raw) => {
        const text = raw.slice(0, MAX_TEXT_LENGTH);
        expectWellFormed(categorizer.categorize(text));
        expect(() => extractDocument(text)).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });
});

// The link and e-mail patterns the scanners replaced. Quadratic on long inputs, but the reference
// for what a link and an e-mail address are: on short texts both must agree exactly.
const REFERENCE_LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|br|ly|me|io|site|online|shop|store|app|link|info|biz|xyz)(?:\.br)?(?:\/\S*)?/g;
const REFERENCE_EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g;

function referenceLinks(folded: string): { text: string; count: number } {
  let count = 0;
  const text = folded.replace(REFERENCE_EMAIL, ' ').replace(REFERENCE_LINK, () => {
    count += 1;
    return ' ';
  });
  return { text, count };
}

describe('link and e-mail scanners', () => {
  it('agree with the reference patterns on short texts', () => {
    const pieces = fc.constantFrom(
      ...'abcmeoiswhtprlyz019 _-.@/:%+\n\u00a0'.split(''),
      'www.',
      'http://',
      'https://',
      '.com',
      '.br',
      '.me',
      '.site',
      '..',
      'loja',
    );
    fc.assert(
      fc.property(fc.string({ unit: pieces, maxLength: 40 }), (text) => {
        const reference = referenceLinks(text);
        const scanned = normalizeText(text);
        expect(scanned.linkCount).toBe(reference.count);
        expect(scanned.tokens).toEqual(normalizeText(reference.text).tokens);
      }),
      { numRuns: 3000 },
    );
  });

  it('keep the documented cases', () => {
    expect(normalizeText('site: loja.com.br/promo?x=1 e joao@mail.com.br').linkCount).toBe(1);
    expect(normalizeText('ótimo preço...loja.com confira').tokens).toEqual(['otimo', 'preco', 'confira']);
    expect(normalizeText('a@b@c.d').tokens).toEqual(['a']);
  });
});

describe('bounded steps', () => {
  it('neither indexes nor looks up words longer than a real word', () => {
    const index = createTypoIndex();
    const long = 'eletricista'.padEnd(MAX_WORD_LENGTH + 1, 'x');
    index.add(long, long);
    expect(index.size).toBe(0);
    index.add('eletricista', 'eletricista');
    expect(index.lookup(`${long}y`)).toBeNull();
    expect(index.lookup('eletrecista')?.target).toBe('eletricista');
  });

  it('reads request signals through a text made of fillers', () => {
    const tokens = Array.from({ length: 200_000 }, () => 'me');
    tokens.push('quem', 'faz');
    expect(readRequestSignals(tokens, '').askVerb).toBe(true);
    expect(readRequestSignals(['quem', 'me', 'ai', 'faz', 'bolo'], '').askVerb).toBe(true);
    expect(readRequestSignals(['quem', 'me', 'ai'], '').askVerb).toBe(false);
  });

  it('finds documents in a long text, a CNPJ winning over a CPF inside it', () => {
    const text = `${'11222333000181 52998224725 '.repeat(4000)}`;
    expect(extractDocument(text)).toBe('11.222.333/0001-81');
  });
});
