import { useId, useRef } from 'react';
import { formatBRL } from '@tenho/domain/shared/format';
import { TOP_UP_STATUS_LABELS, WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import type { TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { Label } from '@/components/ui/field';
import { controlClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { TOP_UP_TONES } from '../top-up-status';

export type PixPaymentProps = { topUp: TopUp };

/**
 * How to pay a top-up: the QR image and the Pix 'copia e cola' code with a copy button, or, when
 * the unit has no Pix key, the notice that the franchise confirms the payment by hand.
 */
export function PixPayment({ topUp }: PixPaymentProps) {
  const codeId = useId();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const amount = formatBRL(topUp.amount);

  const handleCopyFailed = () => {
    codeRef.current?.focus();
    codeRef.current?.select();
    notify.info('Não foi possível copiar automaticamente. O código está selecionado: copie com Ctrl+C.');
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
        <div>
          <p className="text-xs font-medium text-slate-500">Valor do pedido</p>
          <p className="text-xl font-semibold text-slate-900 tabular-nums">{amount}</p>
        </div>
        <Badge tone={TOP_UP_TONES[topUp.status]} dot>
          {TOP_UP_STATUS_LABELS[topUp.status]}
        </Badge>
      </div>

      {topUp.pixCode ? (
        <>
          {topUp.qrCodeDataUrl ? (
            <img
              src={topUp.qrCodeDataUrl}
              alt={`QR Code do Pix de ${amount}`}
              className="mx-auto size-56 rounded-xl border border-slate-200 bg-white p-2"
            />
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={codeId}>Pix copia e cola</Label>
            <textarea
              id={codeId}
              ref={codeRef}
              readOnly
              rows={4}
              value={topUp.pixCode}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(controlClassName, 'resize-none py-2 font-mono text-xs break-all')}
            />
            <CopyButton
              text={topUp.pixCode}
              label="Copiar código"
              copiedLabel="Código copiado!"
              onCopyFailed={handleCopyFailed}
              className="mt-1 w-full"
            />
          </div>
          <Alert tone="info">{topUp.message ?? WALLET_MSG.topUpPixReady}</Alert>
        </>
      ) : (
        <Alert tone="warning" title="Confirmação manual">
          {topUp.message ?? WALLET_MSG.topUpNoPixKey}
        </Alert>
      )}
    </div>
  );
}
