import { WALLET_MSG } from '@tenho/domain/wallet/wallet.constants';
import { useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { useScopeChoices } from '@/lib/api/use-scope-choices';
import { useAuthStore } from '@/lib/auth-store';
import { useStatement } from '../api/get-statement';
import { NetworkTotals } from '../components/network-totals';
import { NewConnectionCredits } from '../components/new-connection-credits';
import { PendingTopUps } from '../components/pending-top-ups';
import { StatementCard } from '../components/statement-card';
import { periodPhrase } from '../statement-filters';
import { useStatementControls } from '../use-statement-controls';

/**
 * /admin/financeiro and /master/financeiro: the totals of the unit (ADMIN) or the network
 * (MASTER), the top-ups to confirm, and the statement across companies with a company filter.
 */
export function NetworkFinanceiroPage() {
  const user = useAuthStore((state) => state.user);
  const isMaster = user?.role === 'MASTER';
  const statement = useStatementControls();
  const result = useStatement(statement.query);
  // ADMIN: the server scopes the list to its unit. MASTER: the picked unit, or the whole network.
  const choices = useScopeChoices({ isMaster, unitId: statement.filters.unitId });

  const scope = isMaster ? (statement.applied.unitId === null ? 'da rede' : 'da franquia') : 'da unidade';
  const state = useListQueryState(result, WALLET_MSG.statementLoadFailed);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Financeiro"
        description={
          isMaster
            ? 'Créditos carregados, receita de leads e saldos das empresas de toda a rede.'
            : `Créditos carregados, receita de leads e saldos das empresas ${
                user?.unit?.name ? `da ${user.unit.name}` : 'da sua unidade'
              }.`
        }
      />

      {/* The totals come with the statement: when it fails, its error below offers the retry. */}
      {state.error ? null : (
        <NetworkTotals totals={result.data?.totals} scope={scope} period={periodPhrase(statement.applied)} />
      )}

      {isMaster ? <NewConnectionCredits /> : null}

      <PendingTopUps />

      <StatementCard
        description="As movimentações das carteiras das empresas, da mais recente para a mais antiga."
        statement={statement}
        data={result.data}
        state={state}
        fetching={result.isFetching}
        exportSource={{ network: true }}
        scope={choices}
        empty={{
          noMatchHint: 'Amplie o período ou limpe os filtros para ver as demais.',
          noneHint: 'As cargas de crédito confirmadas e os leads cobrados das empresas aparecem aqui.',
        }}
      />
    </div>
  );
}
