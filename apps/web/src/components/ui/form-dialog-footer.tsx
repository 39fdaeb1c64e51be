import { Button } from './button';
import { DialogFooter } from './dialog';

export type FormDialogFooterProps = {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
};

/** A form dialog's 'Cancelar' and submit buttons; both wait while the form is being saved. */
export function FormDialogFooter({ onCancel, saving, submitLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
