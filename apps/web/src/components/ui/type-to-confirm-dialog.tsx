import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmPrompt } from './confirm-dialog';
import { DialogActions, DialogFrame, DialogLayout } from './dialog-layout';
import { Field } from './field';
import { Input } from './input';

export type TypeToConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The first step: what will happen. */
  description: ReactNode;
  /** The word that must be typed in the second step, e.g. 'EXCLUIR'. */
  word: string;
  /** Compare without case ('excluir' = 'EXCLUIR'). */
  ignoreCase?: boolean;
  /** The second step's instruction; defaults to 'Digite {word} para confirmar.' */
  instruction?: ReactNode;
  /** The message when the typed text does not match. */
  mismatchMessage?: string;
  confirmLabel: string;
  /** The action runs: every control is blocked and the dialog cannot be closed. */
  loading?: boolean;
  onConfirm: () => void;
  /** Closed without confirming, at either step (Cancelar, Esc, the close button). */
  onCancel: () => void;
};

/**
 * A two-step confirmation for an action that cannot be undone: first 'are you sure', then the
 * word must be typed exactly. Anything else cancels.
 */
export function TypeToConfirmDialog(props: TypeToConfirmDialogProps) {
  const { open, loading = false, onCancel } = props;
  return (
    <DialogFrame open={open} busy={loading} onClose={onCancel}>
      {/* Remounted on each opening, so it starts at step one with an empty box. */}
      {open ? <ConfirmSteps {...props} /> : null}
    </DialogFrame>
  );
}

function ConfirmSteps({
  title,
  description,
  word,
  ignoreCase = false,
  instruction,
  mismatchMessage,
  confirmLabel,
  loading = false,
  onConfirm,
  onCancel,
}: TypeToConfirmDialogProps) {
  const formId = useId();
  const [step, setStep] = useState<'ask' | 'type'>('ask');
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = ignoreCase ? typed.trim().toUpperCase() === word.toUpperCase() : typed.trim() === word;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!matches) {
      setMismatch(true);
      return;
    }
    onConfirm();
  };

  if (step === 'ask') {
    return (
      <ConfirmPrompt
        title={title}
        description={description}
        cancelLabel="Cancelar"
        confirmLabel="Continuar"
        tone="danger"
        onConfirm={() => setStep('type')}
        onCancel={onCancel}
      />
    );
  }

  return (
    <DialogLayout
      title={title}
      description={
        instruction ?? (
          <>
            Digite <strong className="font-semibold text-slate-900">{word}</strong> para confirmar.
          </>
        )
      }
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          tone="danger"
          form={formId}
          busy={loading}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Field
          label={`Digite ${word}`}
          error={mismatch && !matches ? (mismatchMessage ?? `Digite ${word} para confirmar`) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={typed}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={loading}
              onChange={(event) => {
                setTyped(event.target.value);
                setMismatch(false);
              }}
            />
          )}
        </Field>
      </form>
    </DialogLayout>
  );
}
