import { useState } from 'react';
import { Download, Inbox, Plus } from 'lucide-react';
import {
  PRIVACY_ANSWER_DAYS,
  PRIVACY_SCREEN_MSG,
  PRIVACY_WORDS,
  privacyTypeLabel,
  type PrivacyRequest,
} from '@tenho/domain/privacy/privacy.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useListQueryState } from '@/components/ui/list-state';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { notify } from '@/lib/toast';
import { useExecutePrivacyRequest } from '../api/execute-privacy-request';
import { usePrivacyRequests } from '../api/get-privacy-requests';
import { ExportDataDialog } from './export-data-dialog';
import { privacyRequestColumns } from './privacy-request-columns';
import { RegisterRequestDialog } from './register-request-dialog';

/**
 * 'Solicitações': the consumers' privacy requests (by WhatsApp or registered here), each due 15
 * days after it arrived; overdue ones in red. 'Executar' carries out a pending one after a
 * confirmation; 'Exportar dados' downloads one number's data.
 */
export function PrivacyRequestsTab() {
  const requests = usePrivacyRequests();
  const execute = useExecutePrivacyRequest();
  const canEdit = useCan('privacy.edit');
  const [registering, setRegistering] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [pending, setPending] = useState<PrivacyRequest | null>(null);
  const state = useListQueryState(requests, PRIVACY_SCREEN_MSG.requestsLoadFailed, { everyRefetch: true });
  const items = requests.data?.items;
  const overdue = items?.filter((r) => r.overdue).length ?? 0;

  const handleExecute = () => {
    if (!pending) return;
    const erasure = pending.type === 'ERASURE';
    execute.mutate(pending.id, {
      onSuccess: () => {
        notify.success(erasure ? PRIVACY_SCREEN_MSG.erased : PRIVACY_SCREEN_MSG.executed);
        setPending(null);
      },
      onError: (error) => {
        notify.error(errorMessage(error, PRIVACY_SCREEN_MSG.executeFailed));
        setPending(null);
      },
    });
  };

  return (
    <Card>
      <div className="flex flex-col gap-4 p-6 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">Pedidos de titulares</h2>
          <CardDescription>
            Respostas em até {PRIVACY_ANSWER_DAYS} dias. Pelo WhatsApp o consumidor envia “
            {PRIVACY_WORDS.access}” ou “{PRIVACY_WORDS.erasure}”; pedidos por e-mail ou telefone são
            registrados aqui.
          </CardDescription>
          {overdue > 0 ? (
            <p className="text-sm font-medium text-red-700" role="status">
              {overdue === 1 ? '1 pedido com prazo vencido' : `${overdue} pedidos com prazo vencido`}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setExporting(true)}>
              <Download className="size-4" aria-hidden="true" />
              Exportar dados
            </Button>
            <Button onClick={() => setRegistering(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Registrar pedido
            </Button>
          </div>
        ) : null}
      </div>
      <DataTable
        columns={privacyRequestColumns(canEdit, setPending)}
        data={items}
        getRowId={(row) => String(row.id)}
        caption="Pedidos de titulares"
        {...state}
        skeletonRows={4}
        empty={
          <EmptyState
            icon={<Inbox className="size-6" />}
            title="Nenhum pedido de titular"
            description="Quando um consumidor pedir seus dados ou a eliminação deles, o pedido aparece aqui. Recebeu por e-mail ou telefone? Registre-o."
            action={
              canEdit ? (
                <Button variant="secondary" onClick={() => setRegistering(true)}>
                  Registrar pedido
                </Button>
              ) : undefined
            }
            className="py-8"
          />
        }
      />
      <RegisterRequestDialog open={registering} onClose={() => setRegistering(false)} />
      <ExportDataDialog open={exporting} onClose={() => setExporting(false)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.type === 'ERASURE' ? 'Apagar os dados deste titular?' : 'Executar o pedido?'}
        description={
          pending?.type === 'ERASURE' ? (
            <>
              <p>
                O nome, o número e as mensagens do titular serão apagados em todo o sistema (os totais e o
                financeiro continuam). As empresas que receberam o contato serão avisadas para apagar também.
              </p>
              <p className="mt-2 font-medium text-slate-800">Não é possível desfazer.</p>
            </>
          ) : (
            <p>
              {pending
                ? `${privacyTypeLabel(pending.type)} recebido em ${formatDateTime(pending.receivedAt)}. `
                : ''}
              O pedido será marcado como respondido. Envie ao titular o arquivo de “Exportar dados” antes.
            </p>
          )
        }
        confirmLabel={pending?.type === 'ERASURE' ? 'Apagar dados' : 'Marcar como respondido'}
        tone={pending?.type === 'ERASURE' ? 'danger' : 'primary'}
        loading={execute.isPending}
        onConfirm={handleExecute}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
