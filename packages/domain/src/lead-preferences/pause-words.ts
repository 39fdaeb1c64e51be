import { foldText, formatBRLFromCents, formatDateTime } from '../shared/format.ts';
import { PAUSE_MAX_DAYS, SPEND_CAP_PERIOD_LABELS, type SpendCapPeriod } from './lead-preferences.schemas.ts';

/**
 * A company's WhatsApp words about receiving leads (issue 32): `PAUSAR` (until resumed),
 * `PAUSAR 7` (seven days) and `VOLTAR`. Accents, case and surrounding punctuation are folded;
 * anything longer is conversation, not a command.
 */
export type PauseCommand = { kind: 'pause'; days: number | null } | { kind: 'resume' };

export function classifyPauseText(text: string | null | undefined): PauseCommand | null {
  const words = foldText(text)
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return null;
  const [verb, count, unit] = words;
  if (verb === 'voltar' && words.length === 1) return { kind: 'resume' };
  if (verb !== 'pausar') return null;
  if (count === undefined) return { kind: 'pause', days: null };
  if (!/^\d{1,4}$/.test(count) || (unit !== undefined && unit !== 'dias' && unit !== 'dia')) return null;
  const days = Number(count);
  if (days < 1 || days > PAUSE_MAX_DAYS) return null;
  return { kind: 'pause', days };
}

/** What a company reads on WhatsApp about how it receives leads (pt-BR). */
export const LEAD_PREFERENCES_TEXTS = {
  pausedIndefinitely:
    'Pronto: você não vai receber novos pedidos até voltar. Para voltar a receber, envie VOLTAR ' +
    'ou use "Como você recebe pedidos" no painel da Tenho.',
  pausedUntil: (until: Date) =>
    `Pronto: você não vai receber novos pedidos até ${formatDateTime(until)}. ` +
    'Para voltar antes, envie VOLTAR ou use "Como você recebe pedidos" no painel da Tenho.',
  resumed:
    'Pronto: você voltou a receber pedidos. Para pausar de novo, envie PAUSAR (ou PAUSAR 7 para sete dias).',
  resumedStillClosed: (opening: string) =>
    `Pronto: você voltou a receber pedidos. Pelo seu horário de atendimento, os próximos chegam a partir de ${opening}.`,
  notPaused: 'Você já está recebendo pedidos. Para pausar, envie PAUSAR (ou PAUSAR 7 para sete dias).',
  autoPaused: (expired: number) =>
    `Pausamos o envio de pedidos para você: os últimos ${expired} pedidos expiraram sem resposta. ` +
    'Para voltar a receber, envie VOLTAR ou use "Como você recebe pedidos" no painel da Tenho.',
  capWarning: (spentCents: number, capCents: number, period: SpendCapPeriod) =>
    `Aviso: você já usou ${formatBRLFromCents(spentCents)} do seu limite de ${formatBRLFromCents(capCents)} ` +
    `${SPEND_CAP_PERIOD_LABELS[period]}. Ao atingir o limite, você deixa de receber pedidos até o período virar. ` +
    'Para mudar o limite, use "Como você recebe pedidos" no painel da Tenho.',
  capReached: (capCents: number, period: SpendCapPeriod, turnsAt: Date) =>
    `Este contato ultrapassaria o seu limite de gastos de ${formatBRLFromCents(capCents)} ` +
    `${SPEND_CAP_PERIOD_LABELS[period]}. Nenhum valor foi cobrado. Você volta a receber pedidos em ` +
    `${formatDateTime(turnsAt)}, ou aumente o limite em "Como você recebe pedidos" no painel da Tenho ` +
    'e responda TENHO novamente enquanto o pedido estiver aberto.',
  /** To the consumer, when every company of the category is closed now. */
  allClosed: (category: string, opening: string) =>
    `Recebemos seu pedido de *${category}*, mas as empresas da região que atendem essa categoria estão fora do horário agora. ` +
    `A primeira abre ${opening}. Envie seu pedido de novo a partir desse horário.`,
} as const;
