import { useState, type FormEvent } from 'react';
import { PRIVACY_SCREEN_MSG, privacyExportQuerySchema } from '@tenho/domain/privacy/privacy.schemas';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { InputField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useExportPrivacyData } from '../api/export-privacy-data';

export type ExportDataDialogProps = { open: boolean; onClose: () => void };

/** 'Exportar dados': everything stored about one number, downloaded as JSON (Art. 18 V); audited. */
export function ExportDataDialog({ open, onClose }: ExportDataDialogProps) {
  const exportData = useExportPrivacyData();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (exportData.isPending) return;
    setPhone('');
    setError(undefined);
    setFailure(null);
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = privacyExportQuerySchema.safeParse({ phone });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    exportData.mutate(parsed.data.phone, {
      onSuccess: () => {
        notify.success(PRIVACY_SCREEN_MSG.exported);
        close();
      },
      onError: (failed) => setFailure(errorMessage(failed, PRIVACY_SCREEN_MSG.exportFailed)),
    });
  };

  return (
    <DialogFrame open={open} onClose={close} busy={exportData.isPending} className="max-w-md">
      <DialogLayout
        title="Exportar dados de um titular"
        description="Baixa em JSON tudo o que está guardado sobre o número: nome, mensagens, empresas que receberam o contato e avaliações. A exportação fica registrada nos logs."
        footer={
          <DialogActions
            onCancel={close}
            confirmLabel="Baixar JSON"
            form="privacy-export-form"
            busy={exportData.isPending}
          />
        }
      >
        <form id="privacy-export-form" onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <InputField
            label="WhatsApp do titular"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_MASK_MAX_LENGTH}
            placeholder="(11) 98765-4321"
            value={phone}
            error={error}
            onChange={(event) => {
              setPhone(maskPhone(event.target.value));
              setError(undefined);
            }}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
        </form>
      </DialogLayout>
    </DialogFrame>
  );
}
