import type { ReactNode } from 'react';
import type { ButtonVariant } from './button';
import { DialogActions, DialogFrame, DialogLayout } from './dialog-layout';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in the user's words. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for actions that take something away; 'primary' otherwise. */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** The action runs: both buttons are blocked and the dialog cannot be closed. */
  loading?: boolean;
  onConfirm: () => void;
  /** Closed without confirming (the cancel button, Esc, the overlay, the close button). */
  onCancel: () => void;
};

/** A one-step 'are you sure?' for an action that matters but needs no typed word. */
export function ConfirmDialog({ open, ...prompt }: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} busy={prompt.loading ?? false} onClose={prompt.onCancel}>
      <ConfirmPrompt {...prompt} />
    </DialogFrame>
  );
}

/** The question and its two buttons, inside an open dialog (also the first step of TypeToConfirmDialog). */
export function ConfirmPrompt({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Voltar',
  tone = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open'>) {
  return (
    <DialogLayout
      title={title}
      description={description}
      descriptionAs="div"
      footer={
        <DialogActions
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          confirmLabel={confirmLabel}
          tone={tone}
          onConfirm={onConfirm}
          busy={loading}
        />
      }
    />
  );
}
