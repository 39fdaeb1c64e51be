import {
  isPositiveResponse,
  moreResponsesLabel,
  NO_RESPONSE_LABEL,
} from '@tenho/domain/messages/message-status';
import type { MessageResponse } from '@tenho/domain/messages/messages.schemas';
import { MAX_RESPONSES_PER_ROW } from '@tenho/domain/shared/constants';
import { StatusBadge } from '@/components/ui/status-badge';
import { DisputeMarker } from './lead-markers';

export type ResponseSummaryProps = {
  responses: readonly MessageResponse[];
  /** Opens the details modal, where every response is listed. */
  onShowAll?: () => void;
};

/** A row's responses: at most MAX_RESPONSES_PER_ROW, then '+N mais' (spec §2, §9). */
export function ResponseSummary({ responses, onShowAll }: ResponseSummaryProps) {
  if (responses.length === 0) return <span className="text-sm text-slate-500">{NO_RESPONSE_LABEL}</span>;
  const shown = responses.slice(0, MAX_RESPONSES_PER_ROW);
  const more = moreResponsesLabel(responses.length, shown.length);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <ul className="flex flex-col gap-1" aria-label="Respostas">
        {shown.map((response) => (
          <li key={response.offer_id} className="flex min-w-0 flex-wrap items-center gap-1.5">
            <StatusBadge tone={isPositiveResponse(response.response_text) ? 'success' : 'danger'}>
              {response.response_text}
            </StatusBadge>
            <span className="min-w-0 truncate text-xs text-slate-600" title={response.company_name}>
              {response.company_name}
            </span>
            <DisputeMarker response={response} />
          </li>
        ))}
      </ul>
      {more ? (
        onShowAll ? (
          <button
            type="button"
            onClick={onShowAll}
            className="self-start rounded text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-label={`${more}: ver todas as ${responses.length} respostas`}
          >
            {more}
          </button>
        ) : (
          <span className="text-xs font-semibold text-slate-600">{more}</span>
        )
      ) : null}
    </div>
  );
}
