import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, PlugZap } from 'lucide-react';
import {
  PIX_API_MSG,
  pixApiInputSchema,
  type PixApiInput,
  type PixApiPayload,
  type PixApiStatus,
} from '@tenho/domain/wallet/pix-api.schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, controlClassName } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { serverFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useConnectPixApi } from '../api/connect-pix-api';
import { useDisconnectPixApi } from '../api/disconnect-pix-api';
import { usePixApi } from '../api/get-pix-api';
import { useTestPixApi } from '../api/test-pix-api';

const FIELDS = [
  'base_url',
  'token_url',
  'client_id',
  'client_secret',
  'certificate_pem',
  'private_key_pem',
] as const;
const SAVE_FAILED = 'Não foi possível conectar a API Pix';
const TEST_FAILED = 'A conexão com o banco falhou';
const DISCONNECT_FAILED = 'Não foi possível desconectar a API Pix';

export type PixApiSectionProps = {
  unitId: number;
  /** Whether the unit has a Pix key (the webhook is registered for it). */
  hasPixKey: boolean;
};

/**
 * 'Recebimento automático (API Pix)' (issue 23): the unit connects its bank's API Pix, so top-ups
 * become charges credited on their own. Secrets go to the server once and are never shown again.
 */
export function PixApiSection({ unitId, hasPixKey }: PixApiSectionProps) {
  const status = usePixApi(unitId);
  const headingId = `pix-api-${unitId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <PlugZap className="size-5 text-brand-700" aria-hidden="true" />
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {PIX_API_MSG.sectionTitle}
          </h3>
        </div>
        {status.data ? (
          <Badge tone={status.data.enabled ? 'green' : 'grey'} dot>
            {status.data.enabled ? PIX_API_MSG.connected : PIX_API_MSG.disconnected}
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        Conecte a API Pix do banco da franquia: cada carga vira uma cobrança Pix e o crédito entra sozinho
        quando o banco confirma o pagamento, sem confirmação manual.
      </p>
      {status.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando a API Pix…
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : status.isError ? (
        <ErrorState
          message={errorMessage(status.error, 'Erro ao carregar a API Pix.')}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <PixApiBody unitId={unitId} status={status.data} hasPixKey={hasPixKey} />
      )}
    </section>
  );
}

function PixApiBody({
  unitId,
  status,
  hasPixKey,
}: {
  unitId: number;
  status: PixApiStatus;
  hasPixKey: boolean;
}) {
  const [editing, setEditing] = useState(!status.enabled);
  const [confirming, setConfirming] = useState(false);
  const testMutation = useTestPixApi();
  const disconnectMutation = useDisconnectPixApi();

  if (!status.available) return <Alert tone="warning">{PIX_API_MSG.unavailable}</Alert>;
  if (!hasPixKey && !status.enabled) return <Alert tone="info">{PIX_API_MSG.noPixKey}</Alert>;

  const runTest = () =>
    testMutation.mutate(unitId, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(errorMessage(error, TEST_FAILED)),
    });

  const disconnect = () =>
    disconnectMutation.mutate(unitId, {
      onSuccess: () => {
        notify.success(PIX_API_MSG.disconnectedToast);
        setConfirming(false);
        setEditing(true);
      },
      onError: (error) => {
        notify.error(errorMessage(error, DISCONNECT_FAILED));
        setConfirming(false);
      },
    });

  return (
    <div className="flex flex-col gap-4">
      {status.enabled ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="URL base" value={status.base_url} mono />
            <Detail label="Client ID" value={status.client_id} mono />
            <Detail label="Chave Pix" value={status.pix_key} mono />
            <Detail
              label="Webhook"
              value={
                status.webhook_registered ? (
                  <span className="inline-flex items-center gap-1 text-green-700">
                    <CheckCircle2 className="size-4" aria-hidden="true" /> Registrado no banco
                  </span>
                ) : (
                  <span className="text-amber-700">Não registrado: salve de novo</span>
                )
              }
            />
            <Detail
              label="Certificado (mTLS)"
              value={status.has_certificate ? 'Informado' : 'Não informado'}
            />
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={runTest} loading={testMutation.isPending}>
              Testar conexão
            </Button>
            {!editing ? (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Trocar credenciais
              </Button>
            ) : null}
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
              Desconectar
            </Button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <PixApiForm
          unitId={unitId}
          status={status}
          onSaved={() => setEditing(false)}
          onCancel={status.enabled ? () => setEditing(false) : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Desconectar a API Pix?"
        description="As próximas cargas voltam ao código Pix estático e precisam ser confirmadas manualmente. Cobranças já criadas continuam no banco."
        confirmLabel="Desconectar"
        tone="danger"
        loading={disconnectMutation.isPending}
        onConfirm={disconnect}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function Detail({ label, value, mono = false }: { label: string; value: React.ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={cn('mt-0.5 truncate text-slate-900', mono && 'font-mono text-xs sm:text-sm')}>
        {value ?? '-'}
      </dd>
    </div>
  );
}

type PixApiFormProps = {
  unitId: number;
  status: PixApiStatus;
  onSaved: () => void;
  onCancel?: () => void;
};

function PixApiForm({ unitId, status, onSaved, onCancel }: PixApiFormProps) {
  const connectMutation = useConnectPixApi();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PixApiInput, unknown, PixApiPayload>({
    resolver: zodResolver(pixApiInputSchema),
    defaultValues: {
      base_url: status.base_url ?? '',
      token_url: status.token_url ?? '',
      client_id: status.client_id ?? '',
      client_secret: '',
      certificate_pem: '',
      private_key_pem: '',
    },
  });

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
          const message = errorMessage(error, SAVE_FAILED);
          setServerError(message);
          if (error instanceof ApiError)
            for (const [field, text] of serverFieldErrors(error.details, FIELDS))
              setError(field, { type: 'server', message: text });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="flex flex-col gap-4">
      {serverError ? (
        <Alert tone="danger" title="O banco não aceitou a conexão">
          {serverError}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="URL base da API Pix"
          error={errors.base_url?.message}
          hint="Ex.: https://pix.seubanco.com.br/api/v2"
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              {...register('base_url')}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label="URL do token (opcional)"
          error={errors.token_url?.message}
          hint="Em branco: {URL base}/oauth/token"
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              {...register('token_url')}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label="Client ID" error={errors.client_id?.message}>
          {(control) => (
            <Input {...control} {...register('client_id')} autoComplete="off" spellCheck={false} />
          )}
        </Field>
        <Field
          label="Client Secret"
          error={errors.client_secret?.message}
          hint={
            status.enabled
              ? 'Guardado cifrado e nunca exibido: informe de novo para salvar.'
              : 'Guardado cifrado e nunca exibido.'
          }
        >
          {(control) => (
            <PasswordInput {...control} {...register('client_secret')} autoComplete="new-password" />
          )}
        </Field>
        <Field
          label="Certificado (PEM, opcional)"
          error={errors.certificate_pem?.message}
          hint="Para mTLS: o certificado emitido pelo banco."
        >
          {(control) => (
            <textarea
              {...control}
              {...register('certificate_pem')}
              rows={3}
              spellCheck={false}
              placeholder="-----BEGIN CERTIFICATE-----"
              className={cn(controlClassName, 'h-auto resize-y py-2 font-mono text-xs')}
            />
          )}
        </Field>
        <Field
          label="Chave privada (PEM, opcional)"
          error={errors.private_key_pem?.message}
          hint="Guardada cifrada e nunca exibida."
        >
          {(control) => (
            <textarea
              {...control}
              {...register('private_key_pem')}
              rows={3}
              spellCheck={false}
              placeholder="-----BEGIN PRIVATE KEY-----"
              className={cn(controlClassName, 'h-auto resize-y py-2 font-mono text-xs')}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={connectMutation.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" loading={connectMutation.isPending}>
          {status.enabled ? 'Salvar e reconectar' : 'Salvar e conectar'}
        </Button>
      </div>
    </form>
  );
}
