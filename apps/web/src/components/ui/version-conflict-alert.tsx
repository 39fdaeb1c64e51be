import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { RECORD_VERSION_MSG } from '@tenho/domain/shared/record-version';
import { Alert } from './alert';
import { Button } from './button';

export type VersionConflictAlertProps = {
  /** The 409's message (pt-BR). */
  message?: string;
  /** Loads the current record into the form (the typed values stay until then). */
  onReload: () => Promise<unknown> | void;
};

/** Shown inside an edit form when someone else saved the record first: the message and 'Recarregar'. */
export function VersionConflictAlert({ message, onReload }: VersionConflictAlertProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Alert tone="warning" title="Registro alterado por outra pessoa">
      <p>{message || RECORD_VERSION_MSG.conflict}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-2"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onReload();
          } finally {
            setBusy(false);
          }
        }}
      >
        <RotateCw className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        {RECORD_VERSION_MSG.reload}
      </Button>
    </Alert>
  );
}
