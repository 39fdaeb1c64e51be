import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from './dialog';

export type DialogFrameProps = DialogContentProps & {
  open: boolean;
  /** Closed by the user: the × button, Esc or a click outside. */
  onClose: () => void;
  /** While true the dialog cannot be closed: no ×, no Escape, no click outside. */
  busy?: boolean;
};

/** A controlled modal: the dialog root and its content box; a busy dialog stays open until its work ends. */
export function DialogFrame({
  open,
  onClose,
  busy = false,
  hideClose = false,
  onEscapeKeyDown,
  onInteractOutside,
  children,
  ...contentProps
}: DialogFrameProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent
        {...contentProps}
        hideClose={busy || hideClose}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onInteractOutside={(event) => {
          if (busy) event.preventDefault();
          onInteractOutside?.(event);
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

export type DialogLayoutProps = {
  /** The dialog's accessible name. */
  title: ReactNode;
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  /** 'div' when the description holds block content (paragraphs, lists). */
  descriptionAs?: 'p' | 'div';
  /** Shown before the title and description (an avatar). */
  leading?: ReactNode;
  /** More of the header, under the description (a status badge). */
  headerExtra?: ReactNode;
  /** The footer's buttons (often a `DialogActions`). */
  footer?: ReactNode;
  footerClassName?: string;
  /** The body, between the header and the footer. */
  children?: ReactNode;
};

/** The standard inside of a dialog: header (title, description), body, footer buttons. */
export function DialogLayout({
  title,
  titleClassName,
  description,
  descriptionClassName,
  descriptionAs = 'p',
  leading,
  headerExtra,
  footer,
  footerClassName,
  children,
}: DialogLayoutProps) {
  const heading = (
    <>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description === undefined ? null : descriptionAs === 'div' ? (
        <DialogDescription asChild className={descriptionClassName}>
          <div>{description}</div>
        </DialogDescription>
      ) : (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      )}
      {headerExtra}
    </>
  );
  return (
    <>
      <DialogHeader>
        {leading ? (
          <div className="flex items-center gap-4">
            {leading}
            <div className="min-w-0">{heading}</div>
          </div>
        ) : (
          heading
        )}
      </DialogHeader>
      {children}
      {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
    </>
  );
}

export type DialogActionsProps = {
  onCancel: () => void;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** 'danger' for actions that take something away. */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** A click action; without it the confirm button submits its form (or the one named by `form`). */
  onConfirm?: () => void;
  form?: string;
  /** The action runs: cancel is blocked and confirm shows it is loading. */
  busy?: boolean;
  /** Confirm is not available yet. */
  disabled?: boolean;
};

/** The usual pair of footer buttons: cancel (secondary) and confirm. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancelar',
  confirmLabel,
  tone = 'primary',
  onConfirm,
  form,
  busy = false,
  disabled,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        form={form}
        variant={tone}
        onClick={onConfirm}
        disabled={disabled}
        loading={busy}
      >
        {confirmLabel}
      </Button>
    </>
  );
}

export type DialogFormProps = Omit<DialogLayoutProps, 'footer' | 'footerClassName'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Saving: the form is marked busy, Cancelar is blocked and the submit button loads. */
  busy: boolean;
  submitLabel: string;
};

/** A form dialog's inside: the form around the layout, ending with Cancelar and the submit button. */
export function DialogForm({ onSubmit, onCancel, busy, submitLabel, children, ...layout }: DialogFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <DialogLayout
        {...layout}
        footer={<DialogActions onCancel={onCancel} busy={busy} confirmLabel={submitLabel} />}
      >
        {children}
      </DialogLayout>
    </form>
  );
}
