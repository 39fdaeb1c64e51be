import { useState, type ReactNode } from 'react';
import { CheckCircle2, PlugZap } from 'lucide-react';
import { PIX_API_MSG, type PixApiStatus } from '@tenho/domain/wallet/pix-api.schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailItem } from '@/components/ui/detail-item';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useDisconnectPixApi } from '../api/disconnect-pix-api';
import { usePixApi } from '../api/get-pix-api';
import { useTestPixApi } from '../api/test-pix-api';
import { PixApiForm } from './pix-api-form';

const TEST_FAILED = 'A conexão com o banco falhou';
const DISCONNECT_FAILED = 'Não foi possível desconectar a API Pix';

export type PixApiSectionProps = {
  unitId: number;
  /** Whether the unit has a Pix key (the webhook is registered for it). */
  hasPixKey: boolean;
  /** Whether the credentials form holds typed, unsaved values. */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * 'Recebimento automático (API Pix)' (issue 23): the unit connects its bank's API Pix, so top-ups
 * become charges credited on their own. Secrets go to the server once and are never shown again.
 */
export function PixApiSection({ unitId, hasPixKey, onDirtyChange }: PixApiSectionProps) {
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
        <PixApiBody
          unitId={unitId}
          status={status.data}
          hasPixKey={hasPixKey}
          onDirtyChange={onDirtyChange}
        />
      )}
    </section>
  );
}

function PixApiBody({
  unitId,
  status,
  hasPixKey,
  onDirtyChange,
}: {
  unitId: number;
  status: PixApiStatus;
  hasPixKey: boolean;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
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
          onDirtyChange={onDirtyChange}
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

/** One line of the connected API's summary; codes and URLs in monospace. */
function Detail({ label, value, mono = false }: { label: string; value: ReactNode; mono?: boolean }) {
  return (
    <DetailItem
      label={label}
      valueClassName={cn('mt-0.5 truncate text-slate-900', mono && 'font-mono text-xs sm:text-sm')}
    >
      {value ?? '-'}
    </DetailItem>
  );
}
