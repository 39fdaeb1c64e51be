import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';

export type BusyDialogProps = Omit<
  ComponentProps<typeof DialogContent>,
  'hideClose' | 'onEscapeKeyDown' | 'onInteractOutside'
> & {
  open: boolean;
  /** While true the dialog cannot be closed: no ×, no Escape, no click outside. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog that stays open while its work is being saved, so nothing is left half done. */
export function BusyDialog({ open, busy, onClose, children, ...contentProps }: BusyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent
        {...contentProps}
        hideClose={busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
