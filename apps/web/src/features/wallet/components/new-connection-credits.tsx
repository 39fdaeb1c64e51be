import { ShieldAlert } from 'lucide-react';
import { formatBRL, formatDateTime } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useTopUps } from '../api/get-top-ups';

const SHOWN = 10;

/**
 * Issue 28, for the MASTER: credits the bank confirmed through a PSP connection saved less than
 * 24 h earlier. Nothing to show, nothing shown; who saved the connection is in Logs do sistema.
 */
export function NewConnectionCredits() {
  const credits = useTopUps({ new_psp_connection: 'true', pageSize: String(SHOWN) });
  if (credits.isPending || (credits.isSuccess && credits.data.topUps.length === 0)) return null;

  return (
    <Card>
      <section aria-labelledby="creditos-conexao-nova" className="flex flex-col gap-3 p-6">
        <h2
          id="creditos-conexao-nova"
          className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
        >
          <ShieldAlert className="size-5 text-amber-600" aria-hidden="true" />
          Créditos confirmados por conexões bancárias novas
          {credits.isSuccess ? <Badge tone="amber">{credits.data.total}</Badge> : null}
        </h2>
        <CardDescription>
          O banco (PSP) confirmou estes pagamentos por uma conexão de API Pix salva há menos de 24 horas.
          Confira em Logs do sistema quem salvou a conexão.
        </CardDescription>
        {credits.isError ? (
          <ErrorState
            message={errorMessage(credits.error, 'Erro ao carregar os créditos a conferir.')}
            onRetry={() => void credits.refetch()}
            retrying={credits.isFetching}
          />
        ) : (
          <ul aria-label="Créditos a conferir" className="divide-y divide-slate-100">
            {credits.data.topUps.map((topUp) => (
              <li key={topUp.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">
                    {topUp.client_name ?? 'Empresa'}
                  </span>
                  <span className="text-xs text-slate-500 tabular-nums">
                    {topUp.confirmed_at ? formatDateTime(topUp.confirmed_at) : '-'} · {topUp.txid}
                  </span>
                </span>
                <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatBRL(topUp.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
