import { useState } from 'react';
import type { OwnOffer } from '@tenho/domain/messages/messages.schemas';
import { useDisputes } from './api/get-disputes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The company's 'Contestar' on its charged leads: which leads it contested already (its disputes),
 * which may still be contested (charged, within `disputeWindowDays` of the TENHO), and the lead the
 * dialog is open for. The server checks all of it again.
 */
export function useDisputeFlow({
  enabled,
  windowDays,
}: {
  enabled: boolean;
  windowDays: number | undefined;
}) {
  const disputes = useDisputes({}, { enabled });
  const [opened, setOpened] = useState<{ offer: OwnOffer; request: string } | null>(null);
  const byOffer = new Map((disputes.data?.disputes ?? []).map((d) => [d.offer_id, d]));

  const disputable = (offer: OwnOffer | null): boolean => {
    if (!enabled || !offer || windowDays === undefined || byOffer.has(offer.id) || !disputes.data)
      return false;
    if (offer.status !== 'ACCEPTED' || !offer.charged || !offer.responded_at) return false;
    return Date.now() <= new Date(offer.responded_at).getTime() + windowDays * DAY_MS;
  };

  return {
    disputeOf: (offerId: number | undefined) =>
      offerId === undefined ? null : (byOffer.get(offerId) ?? null),
    disputable,
    opened,
    open: (offer: OwnOffer, request: string) => setOpened({ offer, request }),
    close: () => setOpened(null),
  };
}
