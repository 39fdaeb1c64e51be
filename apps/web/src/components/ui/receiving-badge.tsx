import {
  RECEIVING_STATE_LABELS,
  RESPONSE_FAST_SECONDS,
  RESPONSE_WINDOW_DAYS,
  type ReceivingState,
} from '@tenho/domain/lead-preferences/lead-preferences.constants';
import type { ReceivingSummary, ResponseTime } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { cn } from '@/lib/cn';
import { Badge, type BadgeTone } from './badge';

/** Green open, amber paused or at its cap, grey closed (one meaning per tone everywhere). */
export const RECEIVING_STATE_TONES: Record<ReceivingState, BadgeTone> = {
  open: 'green',
  paused: 'amber',
  capped: 'amber',
  closed: 'grey',
};

/** A company's state right now ('Recebendo', 'Pausada', 'Fechada agora', 'Limite atingido'). */
export function ReceivingStateBadge({ state, className }: { state: ReceivingState; className?: string }) {
  return (
    <Badge tone={RECEIVING_STATE_TONES[state]} dot className={cn('whitespace-nowrap', className)}>
      {RECEIVING_STATE_LABELS[state]}
    </Badge>
  );
}

/** '45 s', '12 min', '1 h 20 min'; '—' without answers. */
export function formatResponseMedian(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '85 %' of the offers answered within 15 minutes; '—' without offers. */
export function formatAnsweredShare(share: number | null): string {
  return share === null || !Number.isFinite(share) ? '—' : `${Math.round(share * 100)} %`;
}

const FAST_MINUTES = RESPONSE_FAST_SECONDS / 60;

/** One line for a list: 'mediana 12 min · 85 % em 15 min', or that there was nothing to answer. */
export function responseTimeText(response: ResponseTime): string {
  if (response.median_seconds === null && response.answered_in_15_min === null)
    return 'Sem pedidos em 30 dias';
  const median =
    response.median_seconds === null
      ? 'sem respostas'
      : `mediana ${formatResponseMedian(response.median_seconds)}`;
  return `${median} · ${formatAnsweredShare(response.answered_in_15_min)} em ${FAST_MINUTES} min`;
}

export type ReceivingSummaryProps = {
  summary: ReceivingSummary;
  /** Right-align the texts (a list's trailing column from sm up). */
  align?: 'start' | 'end';
  className?: string;
};

/**
 * A company's state badge and its response time over 30 days, as the company lists show them
 * beside the dispute rate (ADMIN and MASTER).
 */
export function ReceivingSummaryView({ summary, align = 'start', className }: ReceivingSummaryProps) {
  return (
    <span
      className={cn('inline-flex flex-col items-start gap-0.5', align === 'end' && 'sm:items-end', className)}
      data-testid="receiving-summary"
    >
      <ReceivingStateBadge state={summary.state} />
      <span
        className="text-xs text-slate-500 tabular-nums"
        title={`Tempo de resposta nos últimos ${RESPONSE_WINDOW_DAYS} dias: mediana entre o alerta e a resposta e parte respondida em até ${FAST_MINUTES} minutos`}
      >
        <span className="sr-only">Tempo de resposta: </span>
        {responseTimeText(summary.response)}
      </span>
    </span>
  );
}
