import { useState, type FormEvent } from 'react';
import {
  DISPUTE_NOTE_MAX,
  DISPUTES_MSG,
  type DisputeDecision,
} from '@tenho/domain/disputes/disputes.constants';
import type { DisputeDetail } from '@tenho/domain/disputes/disputes.schemas';
import { formatBRL } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { Field } from '@/components/ui/field';
import { controlClassName } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useResolveDispute } from '../api/resolve-dispute';
import { disputeSchemasForSubmit, usePreloadDisputeSchemas } from '../dispute-schemas';

export type ResolveTarget = { dispute: DisputeDetail; decision: DisputeDecision };

export type ResolveDisputeDialogProps = { target: ResolveTarget | null; onClose: () => void };

/** Reembolsar / Recusar with the note the company receives (panel and WhatsApp), confirmed here. */
export function ResolveDisputeDialog({ target, onClose }: ResolveDisputeDialogProps) {
  const resolve = useResolveDispute();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = target?.decision === 'REFUND';
  usePreloadDisputeSchemas(target !== null);

  const close = () => {
    if (resolve.isPending) return;
    setNote('');
    setError(null);
    resolve.reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const schemas = await disputeSchemasForSubmit();
    if (!schemas) return;
    const parsed = schemas.disputeResolveSchema.safeParse({ decision: target.decision, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? DISPUTES_MSG.decisionNoteRequired);
      return;
    }
    setError(null);
    resolve.mutate(
      { id: target.dispute.id, ...parsed.data },
      {
        onSuccess: () => {
          notify.success(refund ? DISPUTES_MSG.refunded : DISPUTES_MSG.rejected);
          close();
        },
      },
    );
  };

  return (
    <DialogFrame open={target !== null} onClose={close} className="max-w-lg">
      <DialogLayout
        title={refund ? 'Reembolsar o lead?' : 'Recusar a contestação?'}
        description={
          target
            ? refund
              ? `${formatBRL(target.dispute.amount)} voltam ao saldo de ${target.dispute.company_name}, uma única vez. A empresa é avisada no painel e no WhatsApp.`
              : `A cobrança de ${formatBRL(target.dispute.amount)} é mantida. ${target.dispute.company_name} é avisada no painel e no WhatsApp.`
            : null
        }
        footer={
          <DialogActions
            onCancel={close}
            cancelLabel="Voltar"
            confirmLabel={refund ? 'Confirmar reembolso' : 'Confirmar recusa'}
            tone={refund ? 'primary' : 'danger'}
            form="resolve-dispute-form"
            busy={resolve.isPending}
          />
        }
      >
        <form id="resolve-dispute-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Field
            label="Observação para a empresa"
            error={error ?? undefined}
            hint={`Até ${DISPUTE_NOTE_MAX} caracteres.`}
          >
            {(control) => (
              <textarea
                {...control}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                rows={3}
                maxLength={DISPUTE_NOTE_MAX}
                className={cn(controlClassName, 'min-h-24 resize-y py-2')}
              />
            )}
          </Field>
        </form>
        {resolve.isError ? (
          <Alert tone="danger" title="Não foi possível decidir">
            <p>{errorMessage(resolve.error, 'Tente novamente.')}</p>
          </Alert>
        ) : null}
      </DialogLayout>
    </DialogFrame>
  );
}
