import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { BusyDialog } from './busy-dialog';

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
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Voltar',
  tone = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <BusyDialog open={open} busy={loading} onClose={onCancel}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </BusyDialog>
  );
}
