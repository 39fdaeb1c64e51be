import { QrCode } from 'lucide-react';
import type { SimulatorBubble } from '@tenho/domain/whatsapp/simulator.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

export type PixCharge = NonNullable<SimulatorBubble['pix_charge']>;

/** What the Simulador may do with a Pix sent in a chat (issue 32): pay it through the PSP sandbox. */
export type PixChatActions = {
  /** Pays the top-up's charge as the company's bank would; absent when the sandbox is off. */
  onPay?: (topUpId: number) => void;
  /** The top-up being paid right now. */
  payingTopUpId?: number | null;
};

export type PixChargeActionsProps = PixChatActions & { charge: PixCharge; code: string };

const STATUS_TEXT: Record<
  Exclude<PixCharge['status'], 'PENDING'>,
  { tone: 'green' | 'grey'; text: string }
> = {
  CONFIRMED: { tone: 'green', text: 'Pix pago' },
  EXPIRED: { tone: 'grey', text: 'Pix expirado' },
  CANCELLED: { tone: 'grey', text: 'Pix cancelado' },
};

/**
 * Under a Pix copia e cola the company received: copy the code, and — for a charge at the PSP
 * sandbox still waiting — 'Pagar com Pix', after which the consumer's contact arrives in the chat.
 */
export function PixChargeActions({ charge, code, onPay, payingTopUpId = null }: PixChargeActionsProps) {
  const paying = payingTopUpId === charge.top_up_id;
  return (
    <div className="mt-1 flex w-[85%] max-w-[85%] flex-col gap-1" role="group" aria-label="Pix copia e cola">
      {charge.status === 'PENDING' ? (
        <>
          {charge.automatic && onPay ? (
            <Button
              size="sm"
              className="w-full rounded-xl"
              loading={paying}
              disabled={payingTopUpId !== null && !paying}
              onClick={() => onPay(charge.top_up_id)}
            >
              {paying ? null : <QrCode className="size-4" aria-hidden="true" />}
              Pagar com Pix
            </Button>
          ) : null}
          <CopyButton
            text={code}
            size="sm"
            className="w-full rounded-xl bg-white"
            label="Copiar código Pix"
            copiedLabel="Código copiado!"
          />
          {!charge.automatic ? (
            <p className="rounded-lg bg-white/80 px-2 py-1 text-xs text-slate-600">
              Código estático da franquia: o contato sai quando o ADMIN confirmar o recebimento em Carregar
              Créditos.
            </p>
          ) : null}
        </>
      ) : (
        <Badge tone={STATUS_TEXT[charge.status].tone} className="self-start">
          {STATUS_TEXT[charge.status].text}
        </Badge>
      )}
    </div>
  );
}
