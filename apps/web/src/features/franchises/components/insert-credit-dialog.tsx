import { useId, useState, type FormEvent } from 'react';
import { formatBRL } from '@tenho/domain/shared/format';
import { creditInsertionSchema, WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useInsertCredit } from '../api/insert-credit';

export type CreditTarget = { id: number; name: string; balance: number };

export type InsertCreditDialogProps = {
  /** The company to credit; null keeps the dialog closed. */
  client: CreditTarget | null;
  onClose: () => void;
};

/**
 * 'Inserir Crédito' (spec §5): amount from R$ 0,01 in steps of 0,01, Confirm disabled without
 * an amount, an optional description that defaults to 'Crédito inserido pelo administrador'.
 */
export function InsertCreditDialog({ client, onClose }: InsertCreditDialogProps) {
  const insertion = useInsertCredit();
  const busy = insertion.isPending;
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent
        hideClose={busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        {client ? (
          <CreditForm
            key={client.id}
            client={client}
            busy={busy}
            onCancel={onClose}
            onSubmit={(input) =>
              insertion.mutate(input, {
                onSuccess: () => {
                  notify.success(WALLET_MSG.creditInserted);
                  onClose();
                },
                onError: (error) => notify.error(errorMessage(error, WALLET_MSG.creditFailed)),
              })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type CreditFormProps = {
  client: CreditTarget;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: { client_id: number; amount: number; description: string; type: 'CREDIT' }) => void;
};

function CreditForm({ client, busy, onCancel, onSubmit }: CreditFormProps) {
  const formId = useId();
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  const hasAmount = Number.isFinite(amount) && amount > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasAmount || busy) return;
    const parsed = creditInsertionSchema.safeParse({
      client_id: client.id,
      amount,
      description,
      type: 'CREDIT',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
      setError(issue?.message ?? WALLET_MSG.amountRequired);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Inserir Crédito</DialogTitle>
        <DialogDescription>
          Para <strong className="font-semibold text-slate-900">{client.name}</strong>. Saldo atual:{' '}
          <span className="tabular-nums">{formatBRL(client.balance)}</span>.
        </DialogDescription>
      </DialogHeader>
      <form id={formId} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Valor (R$)" error={error ?? undefined} hint="Mínimo R$ 0,01.">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0.01}
              step={0.01}
              inputMode="decimal"
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                setError(null);
              }}
              autoFocus
              placeholder="0,00"
              disabled={busy}
              className="tabular-nums"
            />
          )}
        </Field>
        <Field label="Descrição" hint="Opcional.">
          {(control) => (
            <Input
              {...control}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={WALLET_MSG.defaultDescription}
              autoComplete="off"
              disabled={busy}
            />
          )}
        </Field>
      </form>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} disabled={!hasAmount} loading={busy}>
          Confirmar
        </Button>
      </DialogFooter>
    </>
  );
}
