import { Check, Flag, X } from 'lucide-react';
import type { DisputeStatus } from '@tenho/domain/disputes/disputes.schemas';
import type { OfferAnswer } from '@tenho/domain/whatsapp/answers';
import { OFFER_ANSWER_TEXTS } from '@tenho/domain/whatsapp/answers';
import type { OwnOffer } from '@tenho/domain/messages/messages.schemas';
import { formatBRL, formatDateTime } from '@tenho/domain/shared/format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DisputeStatusBadge } from './dispute-status-badge';
import { OfferStatusBadge } from './message-status-badges';

export type OwnOfferAnswerProps = {
  offer: OwnOffer | null;
  /** The company may answer from the panel (message.edit). */
  canAnswer: boolean;
  /** This offer's answer is on its way. */
  busy: boolean;
  onAnswer: (offer: OwnOffer, answer: OfferAnswer) => void;
  /** The dispute of this lead, if the company contested it. */
  dispute?: { status: DisputeStatus } | null;
  /** Set while the lead may be contested (charged, within the window, not contested yet). */
  onDispute?: ((offer: OwnOffer) => void) | null;
  className?: string;
};

/**
 * The company's side of a request: its offer's status and, while it is open, TENHO (charged,
 * contacts exchanged) and NÃO TENHO (free) — the same answers as the WhatsApp buttons.
 */
export function OwnOfferAnswer({
  offer,
  canAnswer,
  busy,
  onAnswer,
  dispute = null,
  onDispute = null,
  className,
}: OwnOfferAnswerProps) {
  if (!offer) return <span className="text-sm text-slate-500">-</span>;
  return (
    <div className={cn('flex min-w-0 flex-col items-start gap-1.5', className)}>
      <OfferStatusBadge status={offer.status} />
      {offer.status === 'PENDING' ? (
        <>
          <span className="text-xs text-slate-500">Responda até {formatDateTime(offer.expires_at)}</span>
          {canAnswer ? (
            <div className="flex flex-wrap gap-2" role="group" aria-label="Responder ao pedido">
              <Button size="sm" onClick={() => onAnswer(offer, 'ACCEPT')} disabled={busy}>
                <Check className="size-4" aria-hidden="true" />
                {OFFER_ANSWER_TEXTS.ACCEPT}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onAnswer(offer, 'REJECT')} loading={busy}>
                {busy ? null : <X className="size-4" aria-hidden="true" />}
                {OFFER_ANSWER_TEXTS.REJECT}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {offer.status === 'ACCEPTED' ? (
        <span className="text-xs text-slate-600">
          {offer.charged !== null ? `Cobrado ${formatBRL(offer.charged)}` : 'Aceito'}
          {offer.contacts_exchanged ? ' · contatos trocados' : ''}
        </span>
      ) : null}
      {dispute ? (
        <DisputeStatusBadge status={dispute.status} prefix="Contestação: " />
      ) : onDispute ? (
        <Button size="sm" variant="secondary" onClick={() => onDispute(offer)}>
          <Flag className="size-4" aria-hidden="true" />
          Contestar
        </Button>
      ) : null}
    </div>
  );
}
