import { describe, expect, it } from 'vitest';
import { createCategorizer, type CategorizeResult } from './categorizer.ts';
import { DEFAULT_CATEGORIES, type CategoryInput } from './default-categories.ts';
import { MAX_EXAMPLES_PER_SCOPE } from './limits.ts';

const catalogue: CategoryInput[] = DEFAULT_CATEGORIES.map((category, index) => ({
  id: index + 1,
  ...category,
}));

function codeOf(result: CategorizeResult): string | null {
  return result.categoryId === null ? null : result.code;
}

describe('default catalogue', () => {
  it('has unique codes and names, each with a group and keywords', () => {
    expect(DEFAULT_CATEGORIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEFAULT_CATEGORIES.map((category) => category.code)).size).toBe(DEFAULT_CATEGORIES.length);
    expect(new Set(DEFAULT_CATEGORIES.map((category) => category.name)).size).toBe(DEFAULT_CATEGORIES.length);
    for (const category of DEFAULT_CATEGORIES) {
      expect(category.code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(category.groupName.length).toBeGreaterThan(0);
      expect(category.keywords.length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('createCategorizer', () => {
  const categorizer = createCategorizer({ categories: catalogue });

  it('categorises the requests of the spec and the issue', () => {
    const result = categorizer.categorize('preciso de um eletricista pra trocar o disjuntor');
    expect(result).toMatchObject({ code: 'eletricista', name: 'Eletricista' });
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(codeOf(categorizer.categorize('alguém tem pneu aro 15?'))).toBe('pneus-borracharia');
    expect(codeOf(categorizer.categorize('qto ta o botijao?'))).toBe('agua-gas');
  });

  it('understands WhatsApp abbreviations, slang, emojis and no accents', () => {
    expect(codeOf(categorizer.categorize('vc tem bolo d aniversario p/ amanha? 🎂🎂'))).toBe('doces-bolos');
    expect(codeOf(categorizer.categorize('pfv alguem q conserte maquina de lavar'))).toBe('eletrodomesticos');
    expect(codeOf(categorizer.categorize('qnto ta o xis salada'))).toBe('lanchonete');
    expect(codeOf(categorizer.categorize('onde compro cacetinho'))).toBe('padaria');
    expect(codeOf(categorizer.categorize('PRECISO DE GUINCHO!!!'))).toBe('guincho');
  });

  it('tolerates typos', () => {
    expect(codeOf(categorizer.categorize('preciso de um eletrecista'))).toBe('eletricista');
    expect(codeOf(categorizer.categorize('borraxaria aberta?'))).toBe('pneus-borracharia');
    expect(codeOf(categorizer.categorize('geladera nao gela'))).toBe('eletrodomesticos');
    expect(codeOf(categorizer.categorize('pissaria q entrega'))).toBe('pizzaria');
    expect(codeOf(categorizer.categorize('gaz acabou'))).toBe('agua-gas');
  });

  it('understands synonyms the category does not list', () => {
    expect(codeOf(categorizer.categorize('o quadro ta desarmando toda hora'))).toBe('eletricista');
    expect(codeOf(categorizer.categorize('cachorro quente completo'))).toBe('lanchonete');
    expect(codeOf(categorizer.categorize('caixa dagua vazando'))).toBe('encanador');
  });

  it.each([
    'oi bom dia',
    'boa noite pessoal, tudo bem?',
    'obrigado pela ajuda!! 🙏',
    'kkkkkk',
    'GANHE DINHEIRO clique aqui https://bit.ly/xyz',
    'promoção imperdível acesse www.ofertas.com',
    'vcs são péssimos, ninguém respondeu',
    'alguém viu o jogo ontem?',
    'que calor hoje',
    '👍👍',
    '',
  ])('says it does not know for "%s"', (text) => {
    const result = categorizer.categorize(text);
    expect(result.categoryId).toBeNull();
    expect(result).toMatchObject({ reason: 'not_categorized' });
  });

  it('returns up to three alternatives other than the answer', () => {
    const result = categorizer.categorize('chuveiro e registro novo');
    expect(result.alternatives.length).toBeGreaterThan(0);
    expect(result.alternatives.length).toBeLessThanOrEqual(3);
    for (const alternative of result.alternatives) {
      expect(alternative.categoryId).not.toBe(result.categoryId);
      expect(alternative.confidence).toBeLessThanOrEqual(result.confidence);
    }
  });

  it('is deterministic', () => {
    const text = 'alguem faz reforma de banheiro?';
    expect(categorizer.categorize(text)).toEqual(categorizer.categorize(text));
  });

  it('honours a stricter threshold', () => {
    const strict = createCategorizer({ categories: catalogue, threshold: 0.99 });
    expect(strict.categorize('mecanico bom').categoryId).toBeNull();
  });
});

describe('a catalogue created with a name, a group and a few keywords', () => {
  const categories: CategoryInput[] = [
    {
      id: 1,
      name: 'Gesso e Drywall',
      code: 'gesso',
      groupName: 'Casa',
      keywords: ['gesseiro', 'forro', 'sanca'],
    },
    {
      id: 2,
      name: 'Dedetização',
      code: 'dedetizacao',
      groupName: 'Casa',
      keywords: ['barata', 'cupim', 'rato'],
    },
    { id: 3, name: 'Encanador', code: 'encanador', groupName: 'Casa', keywords: ['vazamento'] },
    { id: 4, name: 'Marido de Aluguel', code: 'marido-aluguel', groupName: 'Casa', keywords: ['faz tudo'] },
    {
      id: 5,
      name: 'Técnico de Informática',
      code: 'informatica',
      groupName: 'Tecnologia',
      keywords: ['computador'],
    },
    {
      id: 6,
      name: 'Decoração e Brinquedos',
      code: 'decoracao',
      groupName: 'Festas',
      keywords: ['pula pula', 'baloes'],
    },
    {
      id: 7,
      name: 'Buffet',
      code: 'buffet',
      groupName: 'Festas',
      keywords: ['festa infantil', 'salgadinhos'],
    },
    { id: 8, name: 'Pet Shop', code: 'pet-shop', groupName: 'Pets', keywords: ['racao', 'banho e tosa'] },
    { id: 9, name: 'Veterinário', code: 'veterinario', groupName: 'Pets', keywords: ['vacina', 'castracao'] },
  ];
  const categorizer = createCategorizer({ categories });

  it('matches a multi-word keyword as a whole ("pula pula")', () => {
    expect(codeOf(categorizer.categorize('aluguel de pula pula pro fds?'))).toBe('decoracao');
  });

  it('matches a keyword made only of common words ("faz tudo")', () => {
    expect(codeOf(categorizer.categorize('faz tudo disponível essa semana?'))).toBe('marido-aluguel');
  });

  it('prefers an unambiguous word to one of several trades ("rato" over "forro")', () => {
    expect(codeOf(categorizer.categorize('tem rato no forro'))).toBe('dedetizacao');
  });

  it('understands negated symptoms ("não quer comer", "não desce")', () => {
    expect(codeOf(categorizer.categorize('minha gata não quer comer há 2 dias'))).toBe('veterinario');
    expect(codeOf(categorizer.categorize('a pia não desce de jeito nenhum'))).toBe('encanador');
  });

  it('sends a request to the nearest trade when the catalogue has none for it', () => {
    expect(codeOf(categorizer.categorize('wifi não pega no quarto, quem instala repetidor?'))).toBe(
      'informatica',
    );
  });

  it('does not answer thanks, lost-and-found posts and shouted spam that mention a trade', () => {
    for (const text of [
      'valeu pela indicação do encanador, ótimo serviço',
      'achei um cachorro perdido na rua 5, alguém conhece o dono?',
      'GANHE 200 REAIS POR DIA COM SEU COMPUTADOR',
    ]) {
      expect(categorizer.categorize(text).categoryId, text).toBeNull();
    }
  });
});

describe('incremental updates', () => {
  const base: CategoryInput[] = [
    { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Casa', keywords: ['disjuntor', 'tomada'] },
    { id: 2, name: 'Pizzaria', code: 'pizzaria', groupName: 'Alimentação', keywords: ['pizza'] },
  ];

  it('answers to a category as soon as it is added', () => {
    const categorizer = createCategorizer({ categories: base });
    expect(categorizer.categorize('quero fazer uma tatuagem no braço').categoryId).toBeNull();
    categorizer.upsertCategory({
      id: 7,
      name: 'Tatuagem',
      code: 'tatuagem',
      groupName: 'Beleza',
      keywords: ['tattoo'],
    });
    expect(categorizer.categorize('quero fazer uma tatuagem no braço')).toMatchObject({
      categoryId: 7,
      code: 'tatuagem',
    });
    // typos are checked against the words the new category brought in
    expect(codeOf(categorizer.categorize('estudio de tatuajem'))).toBe('tatuagem');
  });

  it('uses the new keywords of an edited category and forgets the old ones', () => {
    const categorizer = createCategorizer({ categories: base });
    categorizer.upsertCategory({
      id: 2,
      name: 'Pizzaria Nonna',
      code: 'nonna',
      groupName: 'Alimentação',
      keywords: ['calzone'],
    });
    expect(categorizer.categorize('tem calzone?')).toMatchObject({
      categoryId: 2,
      code: 'nonna',
      name: 'Pizzaria Nonna',
    });
    expect(categorizer.categories()).toHaveLength(2);
  });

  it('stops answering with a removed category', () => {
    const categorizer = createCategorizer({ categories: base });
    categorizer.removeCategory(1);
    expect(categorizer.categorize('preciso trocar o disjuntor').categoryId).toBeNull();
    expect(categorizer.findByCode('eletricista')).toBeUndefined();
    categorizer.removeCategory(99);
    expect(categorizer.categories().map((category) => category.code)).toEqual(['pizzaria']);
  });
});

describe('learning from confirmed examples', () => {
  const categories: CategoryInput[] = [
    { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Casa', keywords: ['disjuntor'] },
    { id: 2, name: 'Encanador', code: 'encanador', groupName: 'Casa', keywords: ['vazamento'] },
    { id: 3, name: 'Marido de Aluguel', code: 'marido-aluguel', groupName: 'Casa', keywords: ['reparos'] },
  ];

  it('uses a corrected example at once, also for similar phrasing', () => {
    const categorizer = createCategorizer({ categories });
    expect(categorizer.categorize('alguem pra amolar facas e tesouras?').categoryId).toBeNull();
    categorizer.addExample('alguem pra amolar facas e tesouras?', 3);
    expect(categorizer.categorize('alguem pra amolar facas e tesouras?')).toMatchObject({
      categoryId: 3,
      code: 'marido-aluguel',
    });
    expect(categorizer.categorize('amolar tesoura e faca de cozinha').categoryId).toBe(3);
    // the example's words are now known, so their diminutives are understood too
    expect(categorizer.categorize('amolar tesouras e faquinhas').categoryId).toBe(3);
  });

  it('accepts examples at creation and drops them with their category', () => {
    const categorizer = createCategorizer({
      categories,
      examples: [{ text: 'a luz do poste da rua apagou', categoryId: 1 }],
    });
    expect(categorizer.categorize('luz do poste apagou').categoryId).toBe(1);
    categorizer.removeCategory(1);
    expect(categorizer.categorize('luz do poste apagou').categoryId).not.toBe(1);
  });
});

describe('corrections scoped to a unit or to the network', () => {
  const categories: CategoryInput[] = [
    { id: 1, name: 'Eletricista', code: 'eletricista', groupName: 'Casa', keywords: ['disjuntor'] },
    { id: 2, name: 'Encanador', code: 'encanador', groupName: 'Casa', keywords: ['vazamento'] },
    { id: 3, name: 'Marido de Aluguel', code: 'marido-aluguel', groupName: 'Casa', keywords: ['reparos'] },
  ];
  const ASK = 'alguem pra amolar facas e tesouras?';

  it("a unit's correction steers that unit's answers only", () => {
    const categorizer = createCategorizer({
      categories,
      examples: [{ text: ASK, categoryId: 3, unitId: 10 }],
    });
    expect(categorizer.categorize(ASK, { unitId: 10 }).categoryId).toBe(3);
    expect(categorizer.categorize(ASK, { unitId: 11 }).categoryId).toBeNull();
    expect(categorizer.categorize(ASK).categoryId).toBeNull();
  });

  it("a network correction steers every unit's answers", () => {
    const categorizer = createCategorizer({ categories });
    categorizer.addExample(ASK, 3, null);
    for (const unitId of [null, 10, 11]) expect(categorizer.categorize(ASK, { unitId }).categoryId).toBe(3);
  });

  it("a unit's correction of a text overrides the network's correction of the same text there", () => {
    const categorizer = createCategorizer({ categories });
    categorizer.addExample(ASK, 1);
    categorizer.addExample('Alguém pra AMOLAR facas e tesouras!!', 3, 10);
    expect(categorizer.categorize(ASK, { unitId: 10 }).categoryId).toBe(3);
    expect(categorizer.categorize(ASK, { unitId: 11 }).categoryId).toBe(1);
    expect(categorizer.categorize(ASK).categoryId).toBe(1);
  });

  it("a unit's correction brings its words into that unit's vocabulary only", () => {
    const categorizer = createCategorizer({ categories });
    // Unit 10 takes "eletrecista" for a word of its own: elsewhere it is still a typo of eletricista.
    categorizer.addExample('o eletrecista sumiu com o cano', 2, 10);
    expect(categorizer.categorize('preciso de um eletrecista', { unitId: 10 }).categoryId).toBe(2);
    expect(categorizer.categorize('preciso de um eletrecista', { unitId: 11 }).categoryId).toBe(1);
    expect(categorizer.categorize('preciso de um eletrecista').categoryId).toBe(1);
  });

  it('forgets the corrections of a text in one scope', () => {
    const categorizer = createCategorizer({ categories });
    categorizer.addExample(ASK, 3, 10);
    categorizer.addExample(ASK, 3, 11);
    categorizer.removeExamples('ALGUEM pra amolar facas e tesouras', 10);
    expect(categorizer.categorize(ASK, { unitId: 10 }).categoryId).toBeNull();
    expect(categorizer.categorize(ASK, { unitId: 11 }).categoryId).toBe(3);
  });

  it('keeps the most recent corrections of a scope', () => {
    const categorizer = createCategorizer({ categories });
    categorizer.addExample('tem zumbalunga?', 3, 10);
    expect(categorizer.categorize('tem zumbalunga?', { unitId: 10 }).categoryId).toBe(3);
    for (let i = 0; i < MAX_EXAMPLES_PER_SCOPE; i += 1) categorizer.addExample(`pedido numero ${i}`, 2, 10);
    expect(categorizer.categorize('tem zumbalunga?', { unitId: 10 }).categoryId).toBeNull();
    expect(categorizer.categorize('pedido numero 7', { unitId: 10 }).categoryId).toBe(2);
  });
});
