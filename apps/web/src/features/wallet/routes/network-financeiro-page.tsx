import { ListX } from 'lucide-react';
import { WALLET_MSG } from '@tenho/domain/wallet/wallet.schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useUnitOptions } from '@/lib/api/get-units';
import { useAuthStore } from '@/lib/auth-store';
import { useCompanies } from '@/lib/api/get-companies';
import { useStatement } from '../api/get-statement';
import { ExportCsvButton } from '../components/export-csv-button';
import { NetworkTotals } from '../components/network-totals';
import { PendingTopUps } from '../components/pending-top-ups';
import { StatementCard } from '../components/statement-card';
import { StatementFilterBar } from '../components/statement-filter-bar';
import { StatementTable } from '../components/statement-table';
import { DEFAULT_STATEMENT_FILTERS, isFiltering, periodPhrase } from '../statement-filters';
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
  const units = useUnitOptions({ enabled: isMaster });
  // ADMIN: the server scopes the list to its unit. MASTER: the picked unit, or the whole network.
  const companies = useCompanies(isMaster ? statement.filters.unitId : null);

  const scope = isMaster ? (statement.applied.unitId === null ? 'da rede' : 'da franquia') : 'da unidade';
  const loadError = result.isError && !result.data ? result.error : null;

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
      {loadError ? null : (
        <NetworkTotals totals={result.data?.totals} scope={scope} period={periodPhrase(statement.applied)} />
      )}

      <PendingTopUps />

      <StatementCard
        description="As movimentações das carteiras das empresas, da mais recente para a mais antiga."
        actions={
          <ExportCsvButton
            source={{ network: true }}
            query={statement.query}
            disabled={!result.data || result.data.total === 0}
          />
        }
        filters={
          <StatementFilterBar
            filters={statement.filters}
            onChange={statement.changeFilters}
            errors={statement.errors}
            units={isMaster ? { options: units.data ?? [], loading: units.isPending } : undefined}
            companies={{
              options: companies.data?.companies ?? [],
              loading: companies.isPending,
              truncated: (companies.data?.total ?? 0) > (companies.data?.companies.length ?? 0),
            }}
          />
        }
      >
        <StatementTable
          withCompany
          transactions={result.data?.transactions}
          loading={result.isPending}
          refreshing={result.isPlaceholderData && result.isFetching}
          error={loadError ? errorMessage(loadError, WALLET_MSG.statementLoadFailed) : null}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
          pagination={statement.pagination(result.data?.total ?? 0, result.isFetching)}
          empty={
            isFiltering(statement.applied) ? (
              <EmptyState
                icon={<ListX className="size-6" />}
                title={`Nenhuma movimentação${periodPhrase(statement.applied)}`}
                description="Amplie o período ou limpe os filtros para ver as demais."
                action={
                  <Button
                    variant="secondary"
                    onClick={() => statement.changeFilters({ ...DEFAULT_STATEMENT_FILTERS, period: 'all' })}
                  >
                    Limpar filtros
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<ListX className="size-6" />}
                title="Nenhuma movimentação ainda"
                description="As cargas de crédito confirmadas e os leads cobrados das empresas aparecem aqui."
              />
            )
          }
        />
      </StatementCard>
    </div>
  );
}
