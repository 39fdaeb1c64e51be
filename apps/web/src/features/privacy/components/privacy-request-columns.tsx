import type { ColumnDef } from '@tanstack/react-table';
import {
  PRIVACY_CHANNEL_LABELS,
  PRIVACY_STATUS_LABELS,
  privacyTypeLabel,
  type PrivacyRequest,
} from '@tenho/domain/privacy/privacy.schemas';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const STATUS_TONES: Record<PrivacyRequest['status'], BadgeTone> = {
  PENDING: 'amber',
  CONFIRMING: 'amber',
  ANSWERED: 'green',
  CANCELLED: 'grey',
};

/**
 * The columns of 'Solicitações'; 'Executar' only for a pending request and who may edit (on a phone
 * it sits under the type, so the table keeps to the screen's width).
 */
export function privacyRequestColumns(
  canEdit: boolean,
  onExecute: (request: PrivacyRequest) => void,
): ColumnDef<PrivacyRequest>[] {
  const executeButton = (request: PrivacyRequest, className?: string) =>
    canEdit && request.status === 'PENDING' ? (
      <Button size="sm" variant="secondary" className={className} onClick={() => onExecute(request)}>
        Executar
        <span className="sr-only"> o pedido de {formatDateTime(request.receivedAt)}</span>
      </Button>
    ) : null;
  return [
    {
      id: 'type',
      header: 'Tipo',
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-slate-900">{privacyTypeLabel(row.original.type)}</span>
          <span className="text-xs text-slate-500 md:hidden">
            {PRIVACY_CHANNEL_LABELS[row.original.channel] ?? row.original.channel}
          </span>
          {executeButton(row.original, 'mt-2 self-start sm:hidden')}
        </div>
      ),
    },
    {
      id: 'channel',
      header: 'Canal',
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) => PRIVACY_CHANNEL_LABELS[row.original.channel] ?? row.original.channel,
    },
    {
      id: 'received',
      header: 'Recebido',
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row }) => <span className="tabular-nums">{formatDateTime(row.original.receivedAt)}</span>,
    },
    {
      id: 'due',
      header: 'Prazo',
      cell: ({ row }) =>
        row.original.overdue ? (
          <span className="flex flex-col items-start gap-1 font-medium text-red-700">
            <span className="tabular-nums">{formatDate(row.original.dueAt)}</span>
            <Badge tone="red">Atrasado</Badge>
          </span>
        ) : (
          <span className="tabular-nums">{formatDate(row.original.dueAt)}</span>
        ),
    },
    {
      id: 'answered',
      header: 'Respondido',
      cell: ({ row }) =>
        row.original.answeredAt && row.original.status === 'ANSWERED' ? (
          <span className="tabular-nums">{formatDateTime(row.original.answeredAt)}</span>
        ) : (
          <Badge tone={STATUS_TONES[row.original.status] ?? 'grey'}>
            {PRIVACY_STATUS_LABELS[row.original.status] ?? row.original.status}
          </Badge>
        ),
    },
    {
      id: 'subject',
      header: 'Titular',
      meta: { className: 'hidden xl:table-cell' },
      cell: ({ row }) => (
        <span className="font-mono text-xs break-all text-slate-500" title="Pseudônimo do titular">
          {row.original.subject}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      meta: { align: 'right', className: 'hidden sm:table-cell' },
      cell: ({ row }) => executeButton(row.original),
    },
  ];
}
