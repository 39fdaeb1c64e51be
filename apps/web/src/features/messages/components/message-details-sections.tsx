import type { ReactNode } from 'react';
import { isPositiveResponse } from '@tenho/domain/messages/message-status';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import type { InboundMessage, InboundMessageDetail } from '@tenho/domain/messages/messages.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { OUTBOUND_PURPOSE_LABELS } from '@tenho/domain/whatsapp/outbound';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import type { useMessage } from '../api/get-message';
import { DisputeMarker, RatingLine } from './lead-markers';
import { DeliveryStatusBadge, OfferStatusBadge } from './message-status-badges';

const CHANNELS = { WHATSAPP: 'pelo WhatsApp', PANEL: 'pelo painel' } as const;

/** A titled part of the details (the heading names the section). */
export function DetailsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The companies of a list (notified, answered), or the sentence saying there are none. */
function CompanyList({ empty, children }: { empty: string | null; children: ReactNode }) {
  if (empty) return <p className="text-slate-600">{empty}</p>;
  return <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">{children}</ul>;
}

type CompanyRowProps = {
  name: string;
  when: ReactNode;
  error?: string | null;
  /** A line under the dates (the consumer's rating of a response). */
  note?: ReactNode;
  badges: ReactNode;
};

function CompanyRow({ name, when, error, note, badges }: CompanyRowProps) {
  return (
    <li className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500 tabular-nums">{when}</p>
        {error ? <p className="text-xs text-red-700">{error}</p> : null}
        {note}
      </div>
      <div className="flex flex-wrap gap-1.5">{badges}</div>
    </li>
  );
}

export function NotifiedCompanies({ message }: { message: InboundMessage }) {
  const companies = message.notified_companies;
  return (
    <DetailsSection id="detalhes-notificadas" title={`Empresas notificadas (${companies.length})`}>
      <CompanyList empty={companies.length === 0 ? 'Nenhuma empresa foi consultada para este pedido.' : null}>
        {companies.map((company) => (
          <CompanyRow
            key={company.offer_id}
            name={company.company_name}
            when={<>Notificada em {formatDateTime(company.notified_at)}</>}
            error={company.delivery_error}
            badges={
              <>
                <OfferStatusBadge status={company.offer_status} />
                <DeliveryStatusBadge status={company.delivery_status} />
              </>
            }
          />
        ))}
      </CompanyList>
    </DetailsSection>
  );
}

export function CompanyResponses({ message }: { message: InboundMessage }) {
  const responses = message.responses;
  return (
    <DetailsSection id="detalhes-respostas" title={`Respostas (${responses.length})`}>
      <CompanyList empty={responses.length === 0 ? 'Nenhuma empresa respondeu ainda.' : null}>
        {responses.map((response) => (
          <CompanyRow
            key={response.offer_id}
            name={response.company_name}
            when={
              <>
                Respondeu em {formatDateTime(response.responded_at)}
                {response.channel ? ` ${CHANNELS[response.channel]}` : ''}
              </>
            }
            note={<RatingLine rating={response.rating} />}
            badges={
              <>
                <StatusBadge tone={isPositiveResponse(response.response_text) ? 'success' : 'danger'}>
                  {response.response_text}
                </StatusBadge>
                {response.contacts_exchanged ? (
                  <StatusBadge tone="success">Contatos trocados</StatusBadge>
                ) : null}
                <DisputeMarker response={response} />
              </>
            }
          />
        ))}
      </CompanyList>
    </DetailsSection>
  );
}

/** What the platform sent about the request (network view): loaded with the details. */
export function SentMessages({ detail }: { detail: ReturnType<typeof useMessage> }) {
  const full: InboundMessageDetail | undefined = detail.data;
  return (
    <DetailsSection id="detalhes-enviadas" title="Mensagens enviadas pela plataforma">
      {detail.isError ? (
        <QueryError className="py-6" query={detail} message={MESSAGES_MSG.loadFailed} />
      ) : !full ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Carregando mensagens enviadas">
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
                    para {out.recipient === 'CONSUMER' ? 'o cliente' : (out.company_name ?? 'a empresa')}
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
    </DetailsSection>
  );
}
