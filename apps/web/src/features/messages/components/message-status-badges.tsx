import {
  interactionStatusLabel,
  interactionStatusTone,
  MESSAGE_STATUS_TONES,
  type MessageStatus,
} from '@tenho/domain/messages/message-status';
import {
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_STATUS_TONES,
  type OutboundStatus,
} from '@tenho/domain/whatsapp/outbound';
import { StatusBadge } from '@/components/ui/status-badge';

/** Pendente (amber), Respondido (green), Negativo (red): spec §4. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return (
    <StatusBadge tone={MESSAGE_STATUS_TONES[status]} dot>
      {status}
    </StatusBadge>
  );
}

/** An offer: Pendente, Aprovado, Rejeitado, Expirado. */
export function OfferStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={interactionStatusTone(status)}>{interactionStatusLabel(status)}</StatusBadge>;
}

/** The WhatsApp delivery of an alert or reply: Na fila, Enviada, Entregue, Lida, Falhou, Não enviada. */
export function DeliveryStatusBadge({ status }: { status: OutboundStatus | null }) {
  if (status === null) return <StatusBadge tone="neutral">Sem WhatsApp</StatusBadge>;
  return <StatusBadge tone={OUTBOUND_STATUS_TONES[status]}>{OUTBOUND_STATUS_LABELS[status]}</StatusBadge>;
}
