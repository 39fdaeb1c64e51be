import { Check, X } from 'lucide-react';
import { DISPUTE_REASON_LABELS, type DisputeDecision } from '@tenho/domain/disputes/disputes.constants';
import type { DisputeDetail } from '@tenho/domain/disputes/disputes.schemas';
import { OUTBOUND_STATUS_LABELS, type OutboundStatus } from '@tenho/domain/whatsapp/outbound';
import { formatBRL, formatDateTime } from '@tenho/domain/shared/format';
import { countLabel } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { DisputeStatusBadge } from './dispute-status-badge';

/** The company's dispute history, counted with the domain's plural helper. */
const DISPUTE_NOUNS = {
  dispute: { one: 'contestação', many: 'contestações' },
  refunded: { one: 'reembolsada', many: 'reembolsadas' },
  rejected: { one: 'recusada', many: 'recusadas' },
} as const;

export type DisputeCardProps = {
  dispute: DisputeDetail;
  /** The network's view (company name, history, decisions); the company sees its own only. */
  audience: 'network' | 'company';
  /** Set when the caller may decide (the unit's ADMIN or MASTER) and the dispute is open. */
  onDecide?: ((dispute: DisputeDetail, decision: DisputeDecision) => void) | null;
};

const contactLabel = (status: string | null) =>
  status && status in OUTBOUND_STATUS_LABELS
    ? OUTBOUND_STATUS_LABELS[status as OutboundStatus]
    : 'Não enviado';

/** One dispute: the request, the conversation's times, the company's record and the decision. */
export function DisputeCard({ dispute, audience, onDecide }: DisputeCardProps) {
  const times: [string, string | null][] = [
    ['Pedido recebido', dispute.received_at],
    ['Oferecido à empresa', dispute.offered_at],
    ['TENHO', dispute.accepted_at],
    ['Contato enviado ao cliente', dispute.contact_sent_at],
    ['Entregue', dispute.contact_delivered_at],
    ['Lido', dispute.contact_read_at],
    ['Falhou', dispute.contact_failed_at],
  ];
  const history = dispute.company_history;
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      aria-label={`Contestação #${dispute.id}`}
      data-dispute-id={dispute.id}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">
            #{dispute.id} · {dispute.category} · {formatDateTime(dispute.created_at)}
          </p>
          <h3 className="truncate text-base font-semibold text-slate-900">
            {audience === 'network' ? dispute.company_name : DISPUTE_REASON_LABELS[dispute.reason]}
          </h3>
        </div>
        <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:flex-col sm:items-end sm:gap-1">
          <DisputeStatusBadge status={dispute.status} />
          <span className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatBRL(dispute.amount)}
          </span>
        </div>
      </header>

      <div className="flex flex-col gap-1 text-sm">
        {audience === 'network' ? (
          <p>
            <span className="font-medium text-slate-800">Motivo: </span>
            {DISPUTE_REASON_LABELS[dispute.reason]}
            {dispute.automatic ? ' (automático)' : ''}
          </p>
        ) : null}
        {dispute.note ? <p className="text-slate-700">“{dispute.note}”</p> : null}
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">
          <span className="font-medium text-slate-800">
            Pedido{dispute.consumer_name ? ` de ${dispute.consumer_name}` : ''}:{' '}
          </span>
          {dispute.message}
        </p>
      </div>

      {audience === 'network' ? (
        <div className="grid gap-4 md:grid-cols-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {times
              .filter(([, at]) => at !== null)
              .map(([label, at]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-slate-800 tabular-nums">{formatDateTime(at!)}</dd>
                </div>
              ))}
            <dt className="text-slate-500">Situação do contato</dt>
            <dd className="text-slate-800">{contactLabel(dispute.contact_status)}</dd>
          </dl>
          {/* As tall as its two lines: not stretched to the dates beside it (issue 29 §6). */}
          <div className="self-start rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-800">Histórico da empresa</p>
            <p className="text-slate-600">
              {countLabel(history.total, DISPUTE_NOUNS.dispute)}:{' '}
              {countLabel(history.refunded, DISPUTE_NOUNS.refunded)},{' '}
              {countLabel(history.rejected, DISPUTE_NOUNS.rejected)}, {history.open} em análise
            </p>
          </div>
        </div>
      ) : null}

      {dispute.status !== 'OPEN' ? (
        <p className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium text-slate-800">
            {dispute.status === 'REFUNDED' ? 'Reembolsada' : 'Recusada'}
            {dispute.resolved_at ? ` em ${formatDateTime(dispute.resolved_at)}` : ''}:{' '}
          </span>
          {dispute.decision_note}
        </p>
      ) : onDecide ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Decidir a contestação">
          <Button size="sm" onClick={() => onDecide(dispute, 'REFUND')}>
            <Check className="size-4" aria-hidden="true" />
            Reembolsar
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecide(dispute, 'REJECT')}>
            <X className="size-4" aria-hidden="true" />
            Recusar
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">Aguardando a análise da franquia.</p>
      )}
    </article>
  );
}
