import type { ReactNode } from 'react';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import type { InboundMessage, InboundMessageDetail } from '@tenho/domain/messages/messages.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { QueryError } from '@/components/ui/query-error';
import { useMessage } from '../api/get-message';
import type { FilterOption } from './message-filter-bar';
import {
  CompanyResponses,
  DetailsSection,
  NotifiedCompanies,
  SentMessages,
} from './message-details-sections';
import { MessageStatusBadge } from './message-status-badges';
import { NotOfferedCompanies } from './not-offered-companies';
import { senderLabel } from './messages-table';
import { RecategorizeForm } from './recategorize-form';
import { MessageMedia } from './message-media';
import { messageTypeLabel } from '@tenho/domain/messages/message-types';

const CATEGORY_SOURCES: Record<NonNullable<InboundMessageDetail['category_source']>, string> = {
  offline: 'pelo classificador',
  llm: 'pela IA',
  manual: 'manualmente',
};

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
  const notOffered = audience === 'network' ? full?.not_offered : undefined;

  return (
    <DialogFrame
      open={message !== null}
      onClose={onClose}
      className="max-w-2xl"
      // Start at the dialog itself (title and description are read), not on the category select.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.target as HTMLElement | null)?.focus();
      }}
    >
      {shown ? (
        <DialogLayout
          title="Detalhes da mensagem"
          description={
            <>
              Recebida em {formatDateTime(shown.received_at)}
              {audience === 'network' && shown.unit_name ? ` · ${shown.unit_name}` : ''}
            </>
          }
          headerExtra={
            <div className="mt-1">
              <MessageStatusBadge status={shown.status} />
            </div>
          }
          footer={
            <DialogClose asChild>
              <Button variant="secondary">Fechar</Button>
            </DialogClose>
          }
        >
          <div className="flex flex-col gap-6 text-sm">
            <section aria-labelledby="detalhes-conteudo">
              <h3 id="detalhes-conteudo" className="text-xs font-medium text-slate-500">
                Mensagem
              </h3>
              <p className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                Tipo: {messageTypeLabel(shown.type)}
                {shown.transcript ? (
                  <span>(transcrição do áudio)</span>
                ) : shown.type !== 'text' && shown.content ? (
                  <span>(legenda)</span>
                ) : null}
              </p>
              <blockquote className="mt-1 rounded-xl border border-slate-200 bg-slate-50 p-4 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {shown.content || <span className="text-slate-500">Sem texto</span>}
              </blockquote>
              <div className="mt-2">
                <MessageMedia message={shown} />
              </div>
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
              <DetailsSection id="detalhes-seu-pedido" title="Sua resposta">
                {ownOffer(shown)}
              </DetailsSection>
            ) : null}

            <NotifiedCompanies message={shown} />
            {notOffered && (notOffered.length > 0 || shown.category_id !== null) ? (
              <NotOfferedCompanies companies={notOffered} />
            ) : null}
            <CompanyResponses message={shown} />

            {audience === 'network' ? (
              <SentMessages detail={detail} />
            ) : detail.isError ? (
              <QueryError className="py-6" query={detail} message={MESSAGES_MSG.loadFailed} />
            ) : null}
          </div>
        </DialogLayout>
      ) : null}
    </DialogFrame>
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
