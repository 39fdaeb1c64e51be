import { Camera, Check, CheckCheck, Clock, Mic, XCircle } from 'lucide-react';
import { formatDateTime } from '@tenho/domain/shared/format';
import { OUTBOUND_STATUS_LABELS, type OutboundStatus } from '@tenho/domain/whatsapp/outbound';
import type { SimulatorBubble } from '@tenho/domain/whatsapp/simulator.schemas';
import { cn } from '@/lib/cn';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { PixChargeActions, type PixChatActions } from './pix-charge-actions';

export type BubbleButton = SimulatorBubble['buttons'][number];

export type ChatBubbleProps = {
  bubble: SimulatorBubble;
  /** A reply button was tapped (lead alerts). Without it the buttons are shown but inert. */
  onButton?: (bubble: SimulatorBubble, button: BubbleButton) => void;
  busy?: boolean;
  /** Issue 32: what can be done with a Pix copia e cola (company phones). */
  pix?: PixChatActions;
};

function DeliveryIcon({ status }: { status: OutboundStatus }) {
  const label = OUTBOUND_STATUS_LABELS[status];
  const Icon =
    status === 'QUEUED'
      ? Clock
      : status === 'SENT'
        ? Check
        : status === 'FAILED' || status === 'DEAD'
          ? XCircle
          : CheckCheck;
  return (
    <span
      title={label}
      className={cn(
        'inline-flex',
        status === 'READ'
          ? 'text-sky-600'
          : status === 'FAILED' || status === 'DEAD'
            ? 'text-red-600'
            : 'text-slate-500',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** What became of a voice note: heard (its transcript follows), could not be heard, or still waiting. */
function audioState(bubble: SimulatorBubble): string {
  if (bubble.body) return 'transcrição:';
  if (bubble.media_status === 'FAILED') return 'não foi possível transcrever';
  return 'aguardando transcrição…';
}

/**
 * Issue 30: a voice note or photo the phone's owner sent. An audio's text is its transcript, once
 * the media job has heard it (the conversation is polled); a photo's is its caption.
 */
function MediaLabel({ bubble }: { bubble: SimulatorBubble }) {
  const audio = bubble.kind === 'audio';
  return (
    <p className="mb-0.5 flex items-center gap-1 text-xs font-medium text-emerald-900">
      {audio ? (
        <Mic className="size-3.5" aria-hidden="true" />
      ) : (
        <Camera className="size-3.5" aria-hidden="true" />
      )}
      {audio ? 'Áudio' : 'Foto'}
      {audio ? ` · ${audioState(bubble)}` : ''}
    </p>
  );
}

/**
 * One message on a simulated phone. The phone's owner wrote the 'in' ones (right, green); the
 * platform wrote the 'out' ones (left, white), alerts with their TENHO / NÃO TENHO buttons.
 */
export function ChatBubble({ bubble, onButton, busy = false, pix }: ChatBubbleProps) {
  const mine = bubble.direction === 'in';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-xs',
          mine ? 'rounded-br-sm bg-[#d9fdd3] text-slate-900' : 'rounded-bl-sm bg-white text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'Enviada: ' : 'Recebida: '}</span>
        {mine && (bubble.kind === 'audio' || bubble.kind === 'image') ? <MediaLabel bubble={bubble} /> : null}
        {bubble.body ? (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            <WhatsappText text={bubble.body} />
          </p>
        ) : null}
        <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-slate-600 tabular-nums">
          {formatDateTime(bubble.at).slice(11)}
          {!mine && bubble.status ? <DeliveryIcon status={bubble.status} /> : null}
        </p>
      </div>
      {bubble.buttons.length > 0 ? (
        <div
          className="mt-1 flex w-[85%] max-w-[85%] flex-col gap-1"
          role="group"
          aria-label="Botões de resposta"
        >
          {bubble.buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              disabled={!onButton || busy}
              onClick={() => onButton?.(bubble, button)}
              className="rounded-xl bg-white px-3 py-2 text-sm font-semibold text-sky-700 shadow-xs transition-colors hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {button.title}
            </button>
          ))}
        </div>
      ) : null}
      {bubble.pix_charge && pix ? (
        <PixChargeActions charge={bubble.pix_charge} code={bubble.body} {...pix} />
      ) : null}
    </li>
  );
}
