import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import type { InboundMessage } from '@tenho/domain/messages/messages.schemas';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { ListState } from '@/components/ui/list-state';
import { MessageTypeBadge } from './message-media';
import { MessageStatusBadge } from './message-status-badges';
import { ResponseSummary } from './response-summary';

const column = createColumnHelper<InboundMessage>();

/** Who asked: hidden from a company until it accepted (the contact is what it pays for). */
export function senderLabel(message: InboundMessage, audience: 'company' | 'network'): string {
  if (message.sender_name?.trim()) return message.sender_name.trim();
  if (audience === 'company' && message.whatsapp === null) return 'Cliente';
  return 'Sem nome';
}

function CategoryText({ name }: { name: string | null }) {
  return name ? (
    <span className="text-slate-800">{name}</span>
  ) : (
    <span className="text-slate-500">Sem categoria</span>
  );
}

export type MessagesTableProps = ListState & {
  messages: readonly InboundMessage[] | undefined;
  audience: 'company' | 'network';
  onDetails: (message: InboundMessage) => void;
  /** The company's own offer with its TENHO / NÃO TENHO (company audience). */
  renderOwnOffer?: (message: InboundMessage) => ReactNode;
};

/** The requests of Central de Mensagens, newest first, with their status and responses. */
export function MessagesTable({
  messages,
  audience,
  onDetails,
  renderOwnOffer,
  ...props
}: MessagesTableProps) {
  const answerCell = (message: InboundMessage) =>
    audience === 'company' && renderOwnOffer ? (
      renderOwnOffer(message)
    ) : (
      <ResponseSummary responses={message.responses} onShowAll={() => onDetails(message)} />
    );

  const columns = [
    column.accessor('received_at', {
      header: 'Recebida',
      cell: (info) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="text-slate-900 tabular-nums">{formatDate(info.getValue())}</span>
          <span className="text-xs text-slate-500 tabular-nums">
            {formatDateTime(info.getValue()).slice(11)}
          </span>
        </span>
      ),
      meta: { className: 'hidden md:table-cell w-28' },
    }),
    column.accessor('content', {
      header: 'Mensagem',
      cell: (info) => {
        const message = info.row.original;
        return (
          <div className="flex max-w-xl min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-slate-900">{senderLabel(message, audience)}</span>
              {message.whatsapp ? (
                <span className="text-xs text-slate-500 tabular-nums">{formatWaId(message.whatsapp)}</span>
              ) : null}
            </p>
            <p className="line-clamp-2 text-slate-700 [overflow-wrap:anywhere]">
              <MessageTypeBadge message={message} /> {info.getValue()}
            </p>
            {/* On a phone the other columns fold in here. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 md:hidden">
              <span className="tabular-nums">{formatDateTime(message.received_at)}</span>
              <CategoryText name={message.category_name} />
              <MessageStatusBadge status={message.status} />
            </div>
            <div className="mt-1 md:hidden">{answerCell(message)}</div>
          </div>
        );
      },
    }),
    column.accessor('category_name', {
      header: 'Categoria',
      cell: (info) => <CategoryText name={info.getValue()} />,
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor('status', {
      header: 'Situação',
      cell: (info) => <MessageStatusBadge status={info.getValue()} />,
      meta: { className: 'hidden md:table-cell' },
    }),
    column.display({
      id: 'responses',
      header: audience === 'company' ? 'Sua resposta' : 'Respostas',
      cell: (info) => answerCell(info.row.original),
      meta: { className: 'hidden md:table-cell min-w-44' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Ações</span>,
      cell: (info) => {
        const message = info.row.original;
        return (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDetails(message)}
            aria-label={`Ver detalhes da mensagem de ${senderLabel(message, audience)} recebida em ${formatDateTime(message.received_at)}`}
          >
            <Eye className="size-4" aria-hidden="true" />
            <span className="hidden lg:inline">Detalhes</span>
          </Button>
        );
      },
      meta: { align: 'right', className: 'w-12' },
    }),
  ];

  return (
    <DataTable
      columns={columns}
      data={messages}
      getRowId={(row) => String(row.id)}
      caption="Mensagens recebidas"
      {...props}
    />
  );
}
