import { formatNumber } from './format.ts';

/** A countable noun in its singular and plural forms ({ one: 'empresa', many: 'empresas' }). */
export type Noun = { readonly one: string; readonly many: string };

/** The form of `noun` that goes with `count`: singular only for exactly one (pt-BR: '0 empresas'). */
export function pluralWord(count: number, noun: Noun): string {
  return Math.abs(count) === 1 ? noun.one : noun.many;
}

/** '1 empresa', '0 empresas', '1.234 empresas' (the number in pt-BR digits). */
export function countLabel(count: number, noun: Noun): string {
  return `${formatNumber(count)} ${pluralWord(count, noun)}`;
}

/** Nouns counted in more than one screen, written once. */
export const NOUNS = {
  record: { one: 'registro', many: 'registros' },
  entry: { one: 'movimentação', many: 'movimentações' },
  user: { one: 'usuário', many: 'usuários' },
  client: { one: 'cliente', many: 'clientes' },
  company: { one: 'empresa', many: 'empresas' },
  unit: { one: 'franquia', many: 'franquias' },
  message: { one: 'mensagem', many: 'mensagens' },
  document: { one: 'documento', many: 'documentos' },
  category: { one: 'categoria', many: 'categorias' },
  lead: { one: 'lead', many: 'leads' },
  request: { one: 'pedido', many: 'pedidos' },
  transaction: { one: 'transação', many: 'transações' },
  attempt: { one: 'tentativa', many: 'tentativas' },
  hour: { one: 'hora', many: 'horas' },
  rating: { one: 'avaliação', many: 'avaliações' },
} as const satisfies Record<string, Noun>;
