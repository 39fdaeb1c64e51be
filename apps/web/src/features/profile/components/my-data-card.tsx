import { useState } from 'react';
import { Download, ShieldCheck, UserX } from 'lucide-react';
import { ACCOUNT_CLOSURE_EFFECTS, ACCOUNT_MSG } from '@tenho/domain/privacy/account.schemas';
import { formatDate } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconHeading } from '@/components/ui/icon-heading';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCancelMyClosure, useExportMyData, useMyClosure, useRequestMyClosure } from '../api/my-data';

/**
 * Perfil → 'Meus dados' (issue 31 point 6): download everything Tenho keeps about the account
 * (JSON) and ask for the account to be closed, after a dialog that says what happens.
 */
export function MyDataCard() {
  const download = useExportMyData();
  const closure = useMyClosure();
  const requestClosure = useRequestMyClosure();
  const cancelClosure = useCancelMyClosure();
  const [confirming, setConfirming] = useState(false);
  const pending = closure.data?.request?.status === 'PENDING' ? closure.data.request : null;

  const handleDownload = () => {
    download.mutate(undefined, {
      onSuccess: () => notify.success(ACCOUNT_MSG.downloaded),
      onError: (error) => notify.error(errorMessage(error, ACCOUNT_MSG.downloadFailed)),
    });
  };

  const handleClose = () => {
    requestClosure.mutate(undefined, {
      onSuccess: () => notify.success(ACCOUNT_MSG.closeRequested),
      onError: (error) => notify.error(errorMessage(error, ACCOUNT_MSG.closeFailed)),
      onSettled: () => setConfirming(false),
    });
  };

  const handleCancel = () => {
    cancelClosure.mutate(undefined, {
      onSuccess: () => notify.success(ACCOUNT_MSG.cancelled),
      onError: (error) => notify.error(errorMessage(error, ACCOUNT_MSG.cancelFailed)),
    });
  };

  return (
    <section aria-labelledby="meus-dados-titulo">
      <Card>
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <IconHeading
            as="h2"
            id="meus-dados-titulo"
            className="gap-3"
            titleClassName="text-base"
            icon={<ShieldCheck className="size-5" />}
            title={ACCOUNT_MSG.sectionTitle}
            description={ACCOUNT_MSG.sectionDescription}
          />

          {closure.isPending ? (
            <div role="status" aria-label="Carregando pedido de encerramento">
              <Skeleton className="h-10 w-full max-w-md" />
            </div>
          ) : closure.isError ? (
            <QueryError query={closure} message={ACCOUNT_MSG.statusFailed} />
          ) : pending ? (
            <Alert tone="warning">
              <p>{ACCOUNT_MSG.pendingNotice(formatDate(pending.received_at))}</p>
              <Button
                variant="link"
                className="mt-1"
                loading={cancelClosure.isPending}
                onClick={handleCancel}
              >
                {ACCOUNT_MSG.cancel}
              </Button>
            </Alert>
          ) : null}

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={handleDownload} loading={download.isPending}>
              <Download className="size-4" aria-hidden="true" />
              {download.isPending ? ACCOUNT_MSG.downloading : ACCOUNT_MSG.download}
            </Button>
            {closure.isSuccess && !pending ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <UserX className="size-4" aria-hidden="true" />
                {ACCOUNT_MSG.close}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>

      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={ACCOUNT_MSG.closeTitle}
        confirmLabel={ACCOUNT_MSG.closeConfirm}
        loading={requestClosure.isPending}
        onConfirm={handleClose}
        onCancel={() => setConfirming(false)}
        description={
          <ul className="flex list-disc flex-col gap-2 pl-5 text-left">
            {ACCOUNT_CLOSURE_EFFECTS.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
        }
      />
    </section>
  );
}
