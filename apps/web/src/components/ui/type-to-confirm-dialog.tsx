import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { BusyDialog } from './busy-dialog';
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
    <BusyDialog open={open} busy={loading} onClose={onCancel}>
      {/* Remounted on each opening, so it starts at step one with an empty box. */}
      {open ? <ConfirmSteps {...props} /> : null}
    </BusyDialog>
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
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => setStep('type')}>
            Continuar
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {instruction ?? (
            <>
              Digite <strong className="font-semibold text-slate-900">{word}</strong> para confirmar.
            </>
          )}
        </DialogDescription>
      </DialogHeader>
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
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} variant="danger" loading={loading}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
