import { useId, useState, type FormEvent } from 'react';
import { centsToReais, formatBRL, formatBRLFromCents, reaisToCents } from '@tenho/domain/shared/format';
import { parseMoney } from '@tenho/domain/shared/money';
import { creditInsertionSchema, WALLET_MSG, type CreditInsertion } from '@tenho/domain/wallet/wallet.schemas';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
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
 * 'Inserir Crédito' (spec §5): amount from R$ 0,01 in steps of 0,01, Continuar disabled without
 * an amount, an optional description that defaults to 'Crédito inserido pelo administrador', and
 * a confirmation showing the amount as 'R$ 10,00' before anything is credited.
 */
export function InsertCreditDialog({ client, onClose }: InsertCreditDialogProps) {
  const insertion = useInsertCredit();
  const busy = insertion.isPending;
  return (
    <DialogFrame open={client !== null} busy={busy} onClose={onClose}>
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
    </DialogFrame>
  );
}

type CreditFormProps = {
  client: CreditTarget;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (input: CreditInsertion) => void;
};

/**
 * Two steps: the amount (typed the Brazilian way, see MoneyInput), then a confirmation that
 * shows it formatted ('R$ 10,00') with the balance it leads to; only 'Confirmar' there
 * sends it. Each step is its own keyed layout with its own buttons, so the click that opens the
 * confirmation cannot land on the button that credits.
 */
function CreditForm({ client, busy, onCancel, onSubmit }: CreditFormProps) {
  const formId = useId();
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<CreditInsertion | null>(null);
  // Continuar stays disabled while the amount is empty or zero; text that is no amount leaves it
  // enabled, so pressing it explains what is wrong.
  const money = parseMoney(amountText);
  const hasAmount = amountText.trim() !== '' && !(money.ok && money.cents === 0);

  const handleReview = (event: FormEvent) => {
    event.preventDefault();
    if (!hasAmount || busy) return;
    if (!money.ok) {
      setError(money.message);
      return;
    }
    const parsed = creditInsertionSchema.safeParse({
      client_id: client.id,
      amount: centsToReais(money.cents),
      description,
      type: 'CREDIT',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
      setError(issue?.message ?? WALLET_MSG.amountRequired);
      return;
    }
    setReview(parsed.data);
  };

  if (review) {
    const cents = reaisToCents(review.amount);
    return (
      <DialogLayout
        key="review"
        title="Inserir Crédito"
        description="Confira o valor antes de confirmar. O crédito entra no saldo na hora."
        footer={
          <DialogActions
            onCancel={() => setReview(null)}
            cancelLabel="Voltar"
            confirmLabel="Confirmar"
            onConfirm={() => onSubmit(review)}
            busy={busy}
          />
        }
      >
        <dl className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">Empresa</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-900">{client.name}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">Valor</dt>
            <dd
              className="text-xl font-semibold text-slate-900 tabular-nums"
              data-testid="credit-review-amount"
            >
              {formatBRLFromCents(cents)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">Saldo depois</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {formatBRLFromCents(reaisToCents(client.balance) + cents)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">Descrição</dt>
            <dd className="min-w-0 text-right break-words text-slate-900">
              {review.description || WALLET_MSG.defaultDescription}
            </dd>
          </div>
        </dl>
      </DialogLayout>
    );
  }

  return (
    <DialogLayout
      key="amount"
      title="Inserir Crédito"
      description={
        <>
          Para <strong className="font-semibold text-slate-900">{client.name}</strong>. Saldo atual:{' '}
          <span className="tabular-nums">{formatBRL(client.balance)}</span>.
        </>
      }
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmLabel="Continuar"
          form={formId}
          disabled={!hasAmount}
          busy={busy}
        />
      }
    >
      <form id={formId} onSubmit={handleReview} noValidate className="flex flex-col gap-4">
        <Field
          label="Valor (R$)"
          error={error ?? undefined}
          hint="Mínimo R$ 0,01. Use vírgula para os centavos."
        >
          {(control) => (
            <MoneyInput
              {...control}
              value={amountText}
              onChange={(text) => {
                setAmountText(text);
                setError(null);
              }}
              autoFocus
              disabled={busy}
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
    </DialogLayout>
  );
}
