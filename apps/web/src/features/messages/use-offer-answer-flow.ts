import { useState } from 'react';
import type { OwnOffer } from '@tenho/domain/messages/messages.schemas';
import type { OfferAnswer } from '@tenho/domain/whatsapp/answers';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAnswerOffer } from './api/answer-offer';

/** The panel's fallback when the API gave no message (the server's own texts come first). */
export const ANSWER_FAILED = 'Erro ao responder o pedido. Tente novamente.';

/**
 * A company answering from the panel: TENHO asks first (it costs the credit value), NÃO TENHO goes
 * at once. Feedback is a toast with the server's text; too little balance also leaves a notice
 * pointing to Financeiro until the next answer succeeds.
 */
export function useOfferAnswerFlow() {
  const mutation = useAnswerOffer();
  const [confirming, setConfirming] = useState<OwnOffer | null>(null);
  const [lowBalance, setLowBalance] = useState(false);
  const busyOfferId = mutation.isPending ? (mutation.variables?.offerId ?? null) : null;

  const send = (offer: OwnOffer, answer: OfferAnswer) =>
    mutation.mutate(
      { offerId: offer.id, answer },
      {
        onSuccess: (result) => {
          setLowBalance(false);
          notify.success(result.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'offers.insufficient_balance') setLowBalance(true);
          notify.error(errorMessage(error, ANSWER_FAILED));
        },
        onSettled: () => setConfirming(null),
      },
    );

  return {
    busyOfferId,
    lowBalance,
    dismissLowBalance: () => setLowBalance(false),
    /** TENHO opens the confirmation; NÃO TENHO is sent. */
    answer: (offer: OwnOffer, answer: OfferAnswer) =>
      answer === 'ACCEPT' ? setConfirming(offer) : send(offer, answer),
    confirming,
    confirm: () => confirming && send(confirming, 'ACCEPT'),
    cancel: () => setConfirming(null),
    confirmingBusy: mutation.isPending && confirming !== null,
  };
}

export type OfferAnswerFlow = ReturnType<typeof useOfferAnswerFlow>;
