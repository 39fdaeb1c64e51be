import { useState, type FormEvent } from 'react';
import {
  PRIVACY_CHANNEL_LABELS,
  PRIVACY_CONSUMER_REQUEST_TYPES,
  PRIVACY_SCREEN_MSG,
  privacyRequestCreateSchema,
  privacyTypeLabel,
  type PrivacyRequestType,
} from '@tenho/domain/privacy/privacy.schemas';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { DialogActions, DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { InputField, TextareaField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreatePrivacyRequest } from '../api/create-privacy-request';

/** The channels a person at the network registers a request from (WhatsApp ones arrive by themselves). */
const PANEL_CHANNELS = ['EMAIL', 'PHONE'] as const;

type Values = { type: PrivacyRequestType | ''; phone: string; channel: 'EMAIL' | 'PHONE' | ''; note: string };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { type: '', phone: '', channel: '', note: '' };

export type RegisterRequestDialogProps = { open: boolean; onClose: () => void };

/** 'Registrar pedido': a request received by e-mail or phone, for one number; carried out later with 'Executar'. */
export function RegisterRequestDialog({ open, onClose }: RegisterRequestDialogProps) {
  const create = useCreatePrivacyRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (create.isPending) return;
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = privacyRequestCreateSchema.safeParse({
      type: values.type || undefined,
      phone: values.phone,
      channel: values.channel || undefined,
      note: values.note,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(PRIVACY_SCREEN_MSG.requestCreated);
        close();
      },
      onError: (error) => setFailure(errorMessage(error, PRIVACY_SCREEN_MSG.requestCreateFailed)),
    });
  };

  return (
    <DialogFrame open={open} onClose={close} busy={create.isPending} className="max-w-lg">
      <DialogLayout
        title="Registrar pedido de titular"
        description="Um pedido recebido por e-mail ou telefone. O prazo de resposta é de 15 dias (Art. 19 da LGPD)."
        footer={
          <DialogActions
            onCancel={close}
            confirmLabel="Registrar pedido"
            form="privacy-request-form"
            busy={create.isPending}
          />
        }
      >
        <form id="privacy-request-form" onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <SelectField
            label="Tipo de pedido"
            name="type"
            value={values.type}
            error={errors.type}
            onChange={(event) => set('type', event.target.value as Values['type'])}
          >
            <option value="">Selecione</option>
            {PRIVACY_CONSUMER_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {privacyTypeLabel(type)}
              </option>
            ))}
          </SelectField>
          <InputField
            label="WhatsApp do titular"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_MASK_MAX_LENGTH}
            placeholder="(11) 98765-4321"
            value={values.phone}
            error={errors.phone}
            onChange={(event) => set('phone', maskPhone(event.target.value))}
          />
          <SelectField
            label="Recebido por"
            name="channel"
            value={values.channel}
            error={errors.channel}
            onChange={(event) => set('channel', event.target.value as Values['channel'])}
          >
            <option value="">Selecione</option>
            {PANEL_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {PRIVACY_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Observação (opcional)"
            name="note"
            rows={3}
            maxLength={500}
            hint="Até 500 caracteres. Não escreva o número aqui."
            value={values.note}
            error={errors.note}
            onChange={(event) => set('note', event.target.value)}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
        </form>
      </DialogLayout>
    </DialogFrame>
  );
}
