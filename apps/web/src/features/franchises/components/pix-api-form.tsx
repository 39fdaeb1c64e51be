import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PIX_API_MSG,
  pixApiInputSchema,
  type PixApiInput,
  type PixApiPayload,
  type PixApiStatus,
} from '@tenho/domain/wallet/pix-api.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, PasswordField, TextareaField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useConnectPixApi } from '../api/connect-pix-api';

/** Screen order: focus and server errors follow it. */
const FIELDS = [
  'base_url',
  'token_url',
  'client_id',
  'client_secret',
  'certificate_pem',
  'private_key_pem',
] as const;
const SAVE_FAILED = 'Não foi possível conectar a API Pix';

export type PixApiFormProps = {
  unitId: number;
  status: PixApiStatus;
  onSaved: () => void;
  onCancel?: () => void;
  /** Told whenever the typed credentials start or stop differing from what is saved. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** The bank's API Pix credentials; the secrets start blank (the server never sends them back). */
export function PixApiForm({ unitId, status, onSaved, onCancel, onDirtyChange }: PixApiFormProps) {
  const connectMutation = useConnectPixApi();
  const [serverError, setServerError] = useState<string | null>(null);
  const { submit, field, showServerErrors, formState } = useSchemaForm<
    PixApiInput,
    PixApiPayload,
    (typeof FIELDS)[number]
  >({
    resolver: zodResolver(pixApiInputSchema),
    defaultValues: {
      base_url: status.base_url ?? '',
      token_url: status.token_url ?? '',
      client_id: status.client_id ?? '',
      client_secret: '',
      certificate_pem: '',
      private_key_pem: '',
    },
    fieldOrder: FIELDS,
    serverErrors: { focus: false },
  });

  // The Editar franquia dialog warns before closing with unsaved credentials (issue 29 point 3).
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const onValid = (values: PixApiPayload) => {
    setServerError(null);
    connectMutation.mutate(
      { unitId, input: values },
      {
        onSuccess: () => {
          notify.success(PIX_API_MSG.saved);
          onSaved();
        },
        onError: (error) => {
          setServerError(errorMessage(error, SAVE_FAILED));
          showServerErrors(error);
        },
      },
    );
  };

  /** The bank's addresses: full width, the URL keyboard, typed as given. */
  const urlField = (name: 'base_url' | 'token_url', label: string, hint: string) => (
    <InputField
      label={label}
      hint={hint}
      className="sm:col-span-2"
      {...field(name)}
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
    />
  );

  /** The mTLS certificate and key: pasted PEM text, in monospace. */
  const pemField = (
    name: 'certificate_pem' | 'private_key_pem',
    label: string,
    hint: string,
    placeholder: string,
  ) => (
    <TextareaField
      label={label}
      hint={hint}
      {...field(name)}
      rows={3}
      spellCheck={false}
      placeholder={placeholder}
      inputClassName="h-auto resize-y py-2 font-mono text-xs"
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(onValid)(event)} className="flex flex-col gap-4">
      {serverError ? (
        <Alert tone="danger" title="O banco não aceitou a conexão">
          {serverError}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {urlField('base_url', 'URL base da API Pix', 'Ex.: https://pix.seubanco.com.br/api/v2')}
        {urlField('token_url', 'URL do token (opcional)', 'Em branco: {URL base}/oauth/token')}
        <InputField label="Client ID" {...field('client_id')} autoComplete="off" spellCheck={false} />
        <PasswordField
          label="Client Secret"
          hint={
            status.enabled
              ? 'Guardado cifrado e nunca exibido: informe de novo para salvar.'
              : 'Guardado cifrado e nunca exibido.'
          }
          {...field('client_secret')}
          autoComplete="new-password"
        />
        {pemField(
          'certificate_pem',
          'Certificado (PEM, opcional)',
          'Para mTLS: o certificado emitido pelo banco.',
          '-----BEGIN CERTIFICATE-----',
        )}
        {pemField(
          'private_key_pem',
          'Chave privada (PEM, opcional)',
          'Guardada cifrada e nunca exibida.',
          '-----BEGIN PRIVATE KEY-----',
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={connectMutation.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" loading={connectMutation.isPending} data-pix-api-save="">
          {status.enabled ? 'Salvar e reconectar' : 'Salvar e conectar'}
        </Button>
      </div>
    </form>
  );
}
