import { useId, useState, type FormEvent } from 'react';
import { centsToReais, formatBRL } from '@tenho/domain/shared/format';
import { formatMoneyText, parseMoney } from '@tenho/domain/shared/money';
import { topUpRequestSchema, WALLET_MSG, type TopUp } from '@tenho/domain/wallet/wallet.schemas';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { errorMessage } from '@/lib/api-client';
import { useCreateTopUp } from '../api/create-top-up';
import { PixPayment } from './pix-payment';

export type TopUpDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Shortcuts for the usual amounts, in reais. */
const QUICK_AMOUNTS = [50, 100, 200] as const;

/** 'Carregar Créditos': an amount, then the Pix to pay it. */
export function TopUpDialog({ open, onOpenChange }: TopUpDialogProps) {
  const [created, setCreated] = useState<TopUp | null>(null);
  const createTopUp = useCreateTopUp();
  const busy = createTopUp.isPending;

  const close = () => {
    if (busy) return;
    onOpenChange(false);
    // The next opening starts again from the amount.
    setCreated(null);
    createTopUp.reset();
  };

  return (
    <DialogFrame
      open={open}
      busy={busy}
      onClose={close}
      onInteractOutside={(event) => created && event.preventDefault()}
    >
      {open ? (
        created ? (
          <DialogLayout
            title="Pague com Pix"
            description="Pedido de carga registrado. Use o app do seu banco para pagar."
            footer={<Button onClick={close}>Concluir</Button>}
          >
            <PixPayment topUp={created} />
          </DialogLayout>
        ) : (
          <AmountStep
            busy={busy}
            serverError={
              createTopUp.isError ? errorMessage(createTopUp.error, WALLET_MSG.creditsLoadFailed) : null
            }
            onCancel={close}
            onSubmit={(amount) => createTopUp.mutate({ amount }, { onSuccess: (topUp) => setCreated(topUp) })}
          />
        )
      ) : null}
    </DialogFrame>
  );
}

type AmountStepProps = {
  busy: boolean;
  serverError: string | null;
  onCancel: () => void;
  onSubmit: (amount: number) => void;
};

function AmountStep({ busy, serverError, onCancel, onSubmit }: AmountStepProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Spec §5: Confirm stays disabled while the amount is empty or zero; text that is no amount
  // leaves it enabled, so pressing it explains what is wrong.
  const money = parseMoney(text);
  const canConfirm = text.trim() !== '' && !(money.ok && money.cents === 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm || busy) return;
    if (!money.ok) {
      setError(money.message);
      return;
    }
    const parsed = topUpRequestSchema.safeParse({ amount: centsToReais(money.cents) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? WALLET_MSG.amountRequired);
      return;
    }
    onSubmit(parsed.data.amount);
  };

  return (
    <DialogLayout
      title="Carregar Créditos"
      description="Informe quanto deseja carregar. Você paga com Pix e o valor entra no seu saldo assim que a franquia confirmar o pagamento."
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmLabel="Confirmar"
          form={formId}
          disabled={!canConfirm}
          busy={busy}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <Field
          label="Valor (R$)"
          error={error ?? serverError ?? undefined}
          hint="Mínimo R$ 0,01. Use vírgula para os centavos."
        >
          {(control) => (
            <MoneyInput
              {...control}
              value={text}
              onChange={(next) => {
                setText(next);
                setError(null);
              }}
              autoFocus
              disabled={busy}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Valores sugeridos">
          {QUICK_AMOUNTS.map((value) => (
            <Button
              key={value}
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => {
                setText(formatMoneyText(value * 100));
                setError(null);
              }}
            >
              {formatBRL(value)}
            </Button>
          ))}
        </div>
      </form>
    </DialogLayout>
  );
}
