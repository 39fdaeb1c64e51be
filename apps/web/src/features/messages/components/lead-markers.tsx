import { LEAD_DISPUTE_MARKERS } from '@tenho/domain/disputes/disputes.constants';
import type { MessageResponse } from '@tenho/domain/messages/messages.schemas';
import { RATING_LABELS, type RatingScore } from '@tenho/domain/ratings/ratings.constants';
import { StatusBadge } from '@/components/ui/status-badge';

/** A disputed or refunded lead says so beside the company's answer (Pedidos and the details). */
export function DisputeMarker({ response }: { response: Pick<MessageResponse, 'dispute_status'> }) {
  if (!response.dispute_status) return null;
  const marker = LEAD_DISPUTE_MARKERS[response.dispute_status];
  return <StatusBadge tone={marker.tone}>{marker.label}</StatusBadge>;
}

/** The consumer's rating of the company for this lead, with the comment in the consumer's words. */
export function RatingLine({ rating }: { rating: MessageResponse['rating'] }) {
  if (!rating) return null;
  return (
    <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
      Avaliação do cliente: <span className="font-medium">{RATING_LABELS[rating.score as RatingScore]}</span>
      {rating.comment ? <> — “{rating.comment}”</> : null}
    </p>
  );
}
