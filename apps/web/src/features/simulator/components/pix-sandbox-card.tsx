import { QrCode } from 'lucide-react';
import { formatBRL, formatDateTime } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePendingPix } from '../api/get-pending-pix';
import { usePixSandbox } from '../api/get-pix-sandbox';
import { usePayWithPix } from '../api/pay-with-pix';
import { PIX_PAY_FAILED } from '../simulator-errors';

const PAID = 'Pix pago no PSP de testes: o banco avisou a franquia e o crédito entra em instantes.';

/**
 * 'Pagar com Pix' (issue 23): the unit's pending automatic top-ups, each paid by the PSP sandbox
 * as a bank would, which calls the unit's webhook. Shown only while the sandbox is in use.
 */
export function PixSandboxCard({ unitId }: { unitId: number | null }) {
  const sandbox = usePixSandbox();
  const enabled = sandbox.data?.enabled === true;
  const pending = usePendingPix(unitId, enabled);
  const pay = usePayWithPix();
  if (!enabled || unitId === null) return null;

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="simulador-pix" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <QrCode className="size-5 text-brand-700" aria-hidden="true" />
          <h2 id="simulador-pix" className="text-base font-semibold text-slate-900">
            Cargas Pix aguardando pagamento
          </h2>
          <Badge tone="grey">PSP de testes</Badge>
        </div>
        <p className="text-sm text-slate-600">
          Faça o papel do banco da empresa: pague a cobrança e veja o crédito entrar sozinho no Financeiro
          dela.
        </p>
        {pending.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : pending.isError ? (
          <ErrorState
            message={errorMessage(pending.error, 'Erro ao carregar as cargas Pix.')}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : pending.data.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
            Nenhuma carga Pix pendente. Entre como uma empresa e use Carregar Créditos no Financeiro.
          </p>
        ) : (
          <ul aria-label="Cargas Pix pendentes" className="divide-y divide-slate-100">
            {pending.data.map((topUp) => {
              const name = topUp.client_name ?? 'empresa';
              const paying = pay.isPending && pay.variables === topUp.id;
              return (
                <li
                  key={topUp.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{name}</p>
                    <p className="text-xs text-slate-500 tabular-nums">{formatDateTime(topUp.created_at)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                      {formatBRL(topUp.amount)}
                    </span>
                    <Button
                      size="sm"
                      loading={paying}
                      disabled={pay.isPending && !paying}
                      aria-label={`Pagar com Pix ${formatBRL(topUp.amount)} de ${name}`}
                      onClick={() =>
                        pay.mutate(topUp.id, {
                          onSuccess: () => notify.success(PAID),
                          onError: (error) => notify.error(errorMessage(error, PIX_PAY_FAILED)),
                        })
                      }
                    >
                      Pagar com Pix
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
