import type { ReactNode } from 'react';
import { isPositiveResponse } from '@tenho/domain/messages/message-status';
import {
  MESSAGES_MSG,
  type InboundMessage,
  type InboundMessageDetail,
} from '@tenho/domain/messages/messages.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { OUTBOUND_PURPOSE_LABELS } from '@tenho/domain/whatsapp/outbound';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { useMessage } from '../api/get-message';
import type { FilterOption } from './message-filter-bar';
import { DeliveryStatusBadge, MessageStatusBadge, OfferStatusBadge } from './message-status-badges';
import { senderLabel } from './messages-table';
import { RecategorizeForm } from './recategorize-form';

const CATEGORY_SOURCES: Record<NonNullable<InboundMessageDetail['category_source']>, string> = {
  offline: 'pelo classificador',
  llm: 'pela IA',
  manual: 'manualmente',
};

const CHANNELS = { WHATSAPP: 'pelo WhatsApp', PANEL: 'pelo painel' } as const;

export type MessageDetailsDialogProps = {
  /** The row that was opened (shown at once; the details complete it). */
  message: InboundMessage | null;
  audience: 'company' | 'network';
  onClose: () => void;
  /** ADMIN/MASTER holding inbound.edit: the category can be corrected. */
  recategorize: { categories: FilterOption[]; loading: boolean } | null;
  /** The company's own offer with its answer buttons. */
  ownOffer?: (message: InboundMessage) => ReactNode;
};

/** Content, sender, category, notified companies (with delivery), responses and contacts exchanged. */
export function MessageDetailsDialog({
  message,
  audience,
  onClose,
  recategorize,
  ownOffer,
}: MessageDetailsDialogProps) {
  const detail = useMessage(message?.id);
  const shown: InboundMessage | InboundMessageDetail | null = detail.data ?? message;
  const full = detail.data;

  return (
    <Dialog open={message !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-2xl"
        // Start at the dialog itself (title and description are read), not on the category select.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.target as HTMLElement | null)?.focus();
        }}
      >
        {shown ? (
          <>
            <DialogHeader>
              <DialogTitle>Detalhes da mensagem</DialogTitle>
              <DialogDescription>
                Recebida em {formatDateTime(shown.received_at)}
                {audience === 'network' && shown.unit_name ? ` · ${shown.unit_name}` : ''}
              </DialogDescription>
              <div className="mt-1">
                <MessageStatusBadge status={shown.status} />
              </div>
            </DialogHeader>

            <div className="flex flex-col gap-6 text-sm">
              <section aria-labelledby="detalhes-conteudo">
                <h3 id="detalhes-conteudo" className="text-xs font-medium text-slate-500">
                  Mensagem
                </h3>
                <blockquote className="mt-1 rounded-xl border border-slate-200 bg-slate-50 p-4 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                  {shown.content}
                </blockquote>
              </section>

              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Item label="Remetente">
                  {senderLabel(shown, audience)}
                  {audience === 'company' && shown.whatsapp === null ? (
                    <span className="block text-xs font-normal text-slate-500">
                      O contato é liberado quando você responde TENHO.
                    </span>
                  ) : null}
                </Item>
                <Item label="WhatsApp">{shown.whatsapp ? formatWaId(shown.whatsapp) : 'Oculto'}</Item>
                <Item label="Categoria">
                  {shown.category_name ?? 'Sem categoria'}
                  {full?.category_source ? (
                    <span className="block text-xs font-normal text-slate-500">
                      Definida {CATEGORY_SOURCES[full.category_source]}
                      {full.category_source !== 'manual' && full.category_confidence !== null
                        ? ` (confiança de ${Math.round(full.category_confidence * 100)}%)`
                        : ''}
                    </span>
                  ) : null}
                </Item>
                <Item label="Contatos trocados">
                  {shown.responses.some((r) => r.contacts_exchanged) ? 'Sim' : 'Não'}
                </Item>
              </dl>

              {recategorize && audience === 'network' ? (
                <RecategorizeForm
                  key={`${shown.id}:${shown.category_id ?? ''}`}
                  messageId={shown.id}
                  currentCategoryId={shown.category_id}
                  categories={recategorize.categories}
                  loading={recategorize.loading}
                />
              ) : null}

              {audience === 'company' && ownOffer ? (
                <section aria-labelledby="detalhes-seu-pedido">
                  <h3 id="detalhes-seu-pedido" className="mb-2 font-semibold text-slate-900">
                    Sua resposta
                  </h3>
                  {ownOffer(shown)}
                </section>
              ) : null}

              <section aria-labelledby="detalhes-notificadas">
                <h3 id="detalhes-notificadas" className="mb-2 font-semibold text-slate-900">
                  Empresas notificadas ({shown.notified_companies.length})
                </h3>
                {shown.notified_companies.length === 0 ? (
                  <p className="text-slate-600">Nenhuma empresa foi consultada para este pedido.</p>
                ) : (
                  <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                    {shown.notified_companies.map((company) => (
                      <li
                        key={company.offer_id}
                        className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <div className="min-w-0">
                          <p className="font-medium text-slate-900">{company.company_name}</p>
                          <p className="text-xs text-slate-500 tabular-nums">
                            Notificada em {formatDateTime(company.notified_at)}
                          </p>
                          {company.delivery_error ? (
                            <p className="text-xs text-red-700">{company.delivery_error}</p>
                          ) : null}
                        </div>
                        <div className="flex flex-wrap gap-1.5">
                          <OfferStatusBadge status={company.offer_status} />
                          <DeliveryStatusBadge status={company.delivery_status} />
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <section aria-labelledby="detalhes-respostas">
                <h3 id="detalhes-respostas" className="mb-2 font-semibold text-slate-900">
                  Respostas ({shown.responses.length})
                </h3>
                {shown.responses.length === 0 ? (
                  <p className="text-slate-600">Nenhuma empresa respondeu ainda.</p>
                ) : (
                  <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                    {shown.responses.map((response) => (
                      <li
                        key={response.offer_id}
                        className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <div className="min-w-0">
                          <p className="font-medium text-slate-900">{response.company_name}</p>
                          <p className="text-xs text-slate-500 tabular-nums">
                            Respondeu em {formatDateTime(response.responded_at)}
                            {response.channel ? ` ${CHANNELS[response.channel]}` : ''}
                          </p>
                        </div>
                        <div className="flex flex-wrap gap-1.5">
                          <StatusBadge
                            tone={isPositiveResponse(response.response_text) ? 'success' : 'danger'}
                          >
                            {response.response_text}
                          </StatusBadge>
                          {response.contacts_exchanged ? (
                            <StatusBadge tone="success">Contatos trocados</StatusBadge>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              {audience === 'network' ? (
                <section aria-labelledby="detalhes-enviadas">
                  <h3 id="detalhes-enviadas" className="mb-2 font-semibold text-slate-900">
                    Mensagens enviadas pela plataforma
                  </h3>
                  {detail.isError ? (
                    <QueryError className="py-6" query={detail} message={MESSAGES_MSG.loadFailed} />
                  ) : !full ? (
                    <div
                      className="flex flex-col gap-2"
                      role="status"
                      aria-label="Carregando mensagens enviadas"
                    >
                      <Skeleton className="h-4 w-2/3" />
                      <Skeleton className="h-4 w-1/2" />
                    </div>
                  ) : full.outbound.length === 0 ? (
                    <p className="text-slate-600">Nenhuma mensagem enviada sobre este pedido.</p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {full.outbound.map((out) => (
                        <li key={out.id} className="rounded-xl border border-slate-200 p-3">
                          <div className="flex flex-wrap items-center justify-between gap-2">
                            <p className="font-medium text-slate-900">
                              {OUTBOUND_PURPOSE_LABELS[out.purpose]}
                              <span className="font-normal text-slate-500">
                                {' '}
                                para{' '}
                                {out.recipient === 'CONSUMER'
                                  ? 'o cliente'
                                  : (out.company_name ?? 'a empresa')}
                              </span>
                            </p>
                            <DeliveryStatusBadge status={out.status} />
                          </div>
                          <p className="mt-1 line-clamp-3 whitespace-pre-wrap text-slate-600 [overflow-wrap:anywhere]">
                            <WhatsappText text={out.body} />
                          </p>
                          {out.error ? <p className="mt-1 text-xs text-red-700">{out.error}</p> : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ) : detail.isError ? (
                <QueryError className="py-6" query={detail} message={MESSAGES_MSG.loadFailed} />
              ) : null}
            </div>

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Fechar</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
