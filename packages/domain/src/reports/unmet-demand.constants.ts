import { type ReportPeriod } from '../shared/constants.ts';
import { countLabel, NOUNS } from '../shared/plural.ts';

// Zod-free: the panels import these at first render without loading zod; the schemas module re-exports them.

/**
 * Demanda não atendida (issue 24 point 5): consumer requests whose routing offered them to nobody,
 * by unit and category, with why. MASTER sees every unit, ADMIN its own.
 */

/**
 * no_company: no active company of the unit has the category; no_balance: some have it, but none
 * could pay the credit value when the request came in; closed (issue 32): every one that could
 * take it was outside its business hours.
 */
export const UNSERVED_REASONS = [
  'no_company',
  'no_balance',
  'not_understood',
  'media_without_text',
  'closed',
] as const;
export type UnservedReason = (typeof UNSERVED_REASONS)[number];

export const UNSERVED_REASON_LABELS: Record<UnservedReason, string> = {
  no_company: 'Nenhuma empresa na categoria',
  no_balance: 'Empresas sem saldo',
  not_understood: 'Pedido não compreendido',
  media_without_text: 'Áudio ou foto sem texto',
  closed: 'Empresas fora do horário',
};

/** The category column of a request nobody could place (issue 30). */
export const UNMET_DEMAND_NO_CATEGORY = 'Sem categoria';

export const UNMET_DEMAND_MSG = {
  tab: 'Demanda não atendida',
  title: 'Demanda não atendida',
  description:
    'Pedidos de consumidores que nenhuma empresa recebeu: a categoria não tem empresa ativa na franquia, ou as que têm estavam sem saldo ou fora do horário.',
  empty: 'Nenhum pedido ficou sem empresa no período.',
  emptyHint: 'Quando um pedido chegar para uma categoria sem empresa disponível, ele aparece aqui.',
  loadFailed: 'Erro ao carregar a demanda não atendida',
  forbidden: 'Este relatório é exclusivo de administradores da franquia e da rede.',
  cardTitle: 'Pedidos sem empresa nos últimos 30 dias',
  cardEmpty: 'Nenhum pedido ficou sem empresa nos últimos 30 dias.',
  cardLink: 'Ver empresas',
  cardReport: 'Ver relatório completo',
  requests: (n: number) => countLabel(n, NOUNS.request),
} as const;

/** The dashboard card lists this many unit × category rows. */
export const UNMET_DEMAND_CARD_SIZE = 5;
/** The dashboard card looks at this period. */
export const UNMET_DEMAND_CARD_PERIOD: ReportPeriod = 30;
