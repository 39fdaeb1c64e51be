import { useState, type FormEvent } from 'react';
import {
  DISPUTE_NOTE_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTES_MSG,
  type DisputeReason,
} from '@tenho/domain/disputes/disputes.constants';
import type { OwnOffer } from '@tenho/domain/messages/messages.schemas';
import { formatBRL, formatDateTime } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { controlClassName } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useCreateDispute } from '../api/create-dispute';
import { disputeSchemasForSubmit, usePreloadDisputeSchemas } from '../dispute-schemas';

export type DisputeDialogProps = {
  /** The charged lead being contested; null keeps the dialog closed. */
  offer: OwnOffer | null;
  /** The request's text, to remind the company which lead it is. */
  request?: string | null;
  onClose: () => void;
};

/** 'Contestar': the company tells why a charged lead was worth nothing (a note is required for Outro motivo). */
export function DisputeDialog({ offer, request, onClose }: DisputeDialogProps) {
  const create = useCreateDispute();
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  usePreloadDisputeSchemas(offer !== null);

  const close = () => {
    if (create.isPending) return;
    setReason('');
    setNote('');
    setErrors({});
    create.reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    const schemas = await disputeSchemasForSubmit();
    if (!schemas) return;
    const parsed = schemas.disputeCreateSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'note' ? 'note' : 'reason';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(
      { offerId: offer.id, ...parsed.data },
      {
        onSuccess: () => {
          notify.success(DISPUTES_MSG.created);
          close();
        },
      },
    );
  };

  return (
    <DialogFrame open={offer !== null} onClose={close} className="max-w-lg">
      <DialogLayout
        title="Contestar lead"
        description={
          <>
            {offer?.charged != null
              ? `Você pagou ${formatBRL(offer.charged)} por este contato`
              : 'Lead cobrado'}
            {offer?.responded_at ? ` em ${formatDateTime(offer.responded_at)}` : ''}. A franquia analisa e, se
            aprovar, o valor volta ao seu saldo.
          </>
        }
        footer={
          <DialogActions
            onCancel={close}
            cancelLabel="Voltar"
            confirmLabel="Enviar contestação"
            form="dispute-form"
            busy={create.isPending}
          />
        }
      >
        {request ? (
          <p className="mb-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">“{request}”</p>
        ) : null}
        <form
          id="dispute-form"
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-4"
          noValidate
        >
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.reason ? 'dispute-reason-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">Motivo</legend>
            {DISPUTE_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                  reason === value
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setErrors({});
                  }}
                  className="size-4 accent-brand-600"
                />
                {DISPUTE_REASON_LABELS[value]}
              </label>
            ))}
            {errors.reason ? (
              <p id="dispute-reason-error" className="text-sm text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <Field
            label={reason === 'other' ? 'Descreva o que aconteceu' : 'Observação (opcional)'}
            error={errors.note}
            hint={`Até ${DISPUTE_NOTE_MAX} caracteres.`}
          >
            {(control) => (
              <textarea
                {...control}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                  if (errors.note) setErrors((current) => ({ ...current, note: undefined }));
                }}
                rows={3}
                maxLength={DISPUTE_NOTE_MAX}
                className={cn(controlClassName, 'min-h-24 resize-y py-2')}
              />
            )}
          </Field>
          {create.isError ? (
            <Alert tone="danger" title="Não foi possível enviar">
              <p>{errorMessage(create.error, 'Tente novamente.')}</p>
            </Alert>
          ) : null}
        </form>
      </DialogLayout>
    </DialogFrame>
  );
}
