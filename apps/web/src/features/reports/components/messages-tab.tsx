import { createColumnHelper } from '@tanstack/react-table';
import { CheckCheck, MailX, MessageSquare, MessageSquareReply, XCircle } from 'lucide-react';
import {
  NO_RESPONSE_LABEL,
  reportMessageStatusLabel,
  reportMessageStatusTone,
  type ReportMessageStatus,
} from '@tenho/domain/messages/message-status';
import { messageTypeLabel } from '@tenho/domain/messages/message-types';
import type { MessageReportRow, MessagesReport } from '@tenho/domain/reports/reports.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { stripWhatsappMarkup } from '@tenho/domain/whatsapp/markup';
import { NOUNS } from '@tenho/domain/shared/plural';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { StatusBadge } from '@/components/ui/status-badge';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { useCategories } from '@/lib/api/get-categories';
import { useMessagesReport } from '../api/get-messages-report';
import { MESSAGE_STATUS_OPTIONS, messagesQuery, type MessagesFilters } from '../report-filters';
import { useReportPaging } from '../use-report-paging';
import { PagedReport, type PagedReportDefinition } from './paged-report';

const column = createColumnHelper<MessageReportRow>();

const COLUMNS = [
  column.accessor('sender', {
    header: 'Remetente',
    cell: (info) => (
      <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{info.getValue()}</span>
        <span className="text-xs text-slate-500 md:hidden">Para {info.row.original.recipient}</span>
        <span className="text-xs text-slate-500 tabular-nums md:hidden">
          {formatDateTime(info.row.original.timestamp)}
        </span>
      </span>
    ),
  }),
  column.accessor('recipient', {
    header: 'Destinatário',
    cell: (info) => <span className="[overflow-wrap:anywhere]">{info.getValue()}</span>,
    meta: { className: 'hidden md:table-cell' },
  }),
  column.accessor('category', {
    header: 'Categoria',
    cell: (info) => info.getValue() ?? '-',
    meta: { className: 'hidden lg:table-cell' },
  }),
  column.accessor('content', {
    header: 'Mensagem',
    cell: (info) => {
      const { requestType, requestText } = info.row.original;
      return (
        <span className="flex max-w-xs flex-col gap-0.5">
          <span
            className="line-clamp-2 [overflow-wrap:anywhere] text-slate-700"
            title={stripWhatsappMarkup(info.getValue())}
          >
            <WhatsappText text={info.getValue()} />
          </span>
          {/* Issue 30: a request heard from an audio or read from a photo's caption says so. */}
          {requestType && requestType !== 'text' ? (
            <span className="line-clamp-2 text-xs [overflow-wrap:anywhere] text-slate-500">
              Pedido em {messageTypeLabel(requestType).toLowerCase()}
              {requestText ? `: “${requestText}”` : ''}
            </span>
          ) : null}
        </span>
      );
    },
    meta: { className: 'hidden sm:table-cell' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <StatusBadge tone={reportMessageStatusTone(info.getValue())}>
        {reportMessageStatusLabel(info.getValue())}
      </StatusBadge>
    ),
  }),
  column.accessor('response', {
    header: 'Resposta',
    cell: (info) => {
      const response = info.getValue();
      return response ? (
        <span className="font-medium whitespace-nowrap text-slate-900">{response}</span>
      ) : (
        <span className="whitespace-nowrap text-slate-500">{NO_RESPONSE_LABEL}</span>
      );
    },
  }),
  column.accessor('timestamp', {
    header: 'Data',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>,
    meta: { className: 'hidden md:table-cell' },
  }),
];

const MESSAGES_REPORT: PagedReportDefinition<MessageReportRow, MessagesReport['cards']> = {
  title: 'Mensagens enviadas',
  description: 'Alertas de pedido, trocas de contato e respostas ao consumidor enviados pelo WhatsApp.',
  loadFailed: 'Não foi possível carregar o relatório de mensagens.',
  columns: COLUMNS,
  figures: [
    { key: 'total', label: 'Total', icon: <MessageSquare className="size-5" /> },
    { key: 'read', label: 'Lidas', icon: <CheckCheck className="size-5" />, tone: 'green' },
    {
      key: 'withResponse',
      label: 'Com resposta',
      icon: <MessageSquareReply className="size-5" />,
      tone: 'green',
    },
    { key: 'failed', label: 'Falhas', icon: <XCircle className="size-5" />, tone: 'amber' },
  ],
};

export type MessagesTabProps = {
  filters: MessagesFilters;
  onFiltersChange: (filters: MessagesFilters) => void;
};

/** Mensagens: category and status filters, four cards over the filter, the paged rows and the CSV. */
export function MessagesTab({ filters, onFiltersChange }: MessagesTabProps) {
  const paging = useReportPaging(NOUNS.message);
  const categories = useCategories();
  const report = useMessagesReport(messagesQuery(filters, paging.page, paging.pageSize));
  const set = (patch: Partial<MessagesFilters>) => {
    paging.reset();
    onFiltersChange({ ...filters, ...patch });
  };
  const { page: _page, pageSize: _pageSize, ...exportFilters } = messagesQuery(filters, 1, 1);
  const filtering = filters.category !== '' || filters.status !== '';

  return (
    <PagedReport
      definition={MESSAGES_REPORT}
      report={report}
      paging={paging}
      exportAs={{ kind: 'messages', query: exportFilters }}
      filters={
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <Field label="Categoria">
            {(control) => (
              <Select
                {...control}
                value={filters.category}
                onChange={(event) => set({ category: event.target.value })}
                disabled={categories.isPending}
              >
                <option value="">Todas as categorias</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Status">
            {(control) => (
              <Select
                {...control}
                value={filters.status}
                onChange={(event) => set({ status: event.target.value as ReportMessageStatus | '' })}
              >
                {MESSAGE_STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      }
      empty={
        <EmptyState
          icon={<MailX className="size-6" />}
          title={filtering ? 'Nenhuma mensagem neste filtro' : 'Nenhuma mensagem enviada ainda'}
          description={
            filtering
              ? 'Limpe os filtros para ver as demais.'
              : 'Os alertas de pedido enviados às empresas pelo WhatsApp aparecem aqui.'
          }
        />
      }
    />
  );
}
