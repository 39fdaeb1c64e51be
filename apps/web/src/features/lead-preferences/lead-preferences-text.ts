import {
  SPEND_CAP_WARN_RATIO,
  WEEKDAY_LABELS,
  type ReceivingState,
} from '@tenho/domain/lead-preferences/lead-preferences.constants';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { describeOpening } from '@tenho/domain/lead-preferences/business-hours';
import { formatDateTime } from '@tenho/domain/shared/format';

/** A pause "until resumed" is stored as a far-future date (year 9999). */
export function isIndefinitePause(pausedUntil: string | null): boolean {
  if (!pausedUntil) return false;
  const year = new Date(pausedUntil).getUTCFullYear();
  return Number.isNaN(year) ? pausedUntil.startsWith('9999') : year >= 9000;
}

/** Paused now: a pause until resumed, or one whose date is still ahead. */
export function isPaused(prefs: Pick<LeadPreferences, 'paused_until'>, now = Date.now()): boolean {
  const until = prefs.paused_until;
  if (!until) return false;
  if (isIndefinitePause(until)) return true;
  const at = new Date(until).getTime();
  return Number.isNaN(at) || at > now;
}

/** The share (0–1+) of the cap spent this period; null without a cap. */
export function capUsage(prefs: Pick<LeadPreferences, 'spend_cap' | 'spent_this_period'>): number | null {
  if (!prefs.spend_cap || prefs.spend_cap.amount <= 0) return null;
  return prefs.spent_this_period / prefs.spend_cap.amount;
}

export type CapTone = 'brand' | 'amber' | 'red';

/** Amber from 80 % of the cap (the company is warned), red at the cap (no more offers). */
export function capTone(usage: number): CapTone {
  if (usage >= 1) return 'red';
  if (usage >= SPEND_CAP_WARN_RATIO) return 'amber';
  return 'brand';
}

/** What the lists call the company's state, from its preferences: a pause first, then the cap, then the hours. */
export function receivingStateOf(prefs: LeadPreferences, now = Date.now()): ReceivingState {
  if (isPaused(prefs, now)) return 'paused';
  const usage = capUsage(prefs);
  if (usage !== null && usage >= 1) return 'capped';
  return prefs.open_now ? 'open' : 'closed';
}

/** 'hoje às 08:00', 'amanhã às 08:00', 'segunda-feira às 08:00' (the domain's words, Brasília time). */
export function formatOpening(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : describeOpening(date, now);
}

/** 'Pausado até 05/12/2026 18:00' or 'Pausado até você retomar'. */
export function pauseText(pausedUntil: string): string {
  return isIndefinitePause(pausedUntil)
    ? 'Pausado até você retomar'
    : `Pausado até ${formatDateTime(pausedUntil)}`;
}

/** The weekdays in the order a Brazilian week is read: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function weekdayLabel(weekday: number): string {
  return WEEKDAY_LABELS[weekday] ?? String(weekday);
}

/** The screens' own texts (the schema's validation messages come from the domain). */
export const RECEIVING_SCREEN_MSG = {
  loadFailed: 'Não foi possível carregar como a empresa recebe pedidos.',
  saveFailed: 'Não foi possível salvar. Tente novamente.',
  autoPaused:
    'Pausamos os pedidos porque as últimas 10 ofertas expiraram sem resposta. Quando puder atender de novo, toque em Retomar (ou envie VOLTAR no WhatsApp).',
} as const;
