import { useId } from 'react';
import type { Transaction } from '@tenho/domain/wallet/wallet.schemas';
import { Card, CardDescription } from '@/components/ui/card';
import type { ScopeFilterProps } from '@/components/ui/filter-fields';
import type { ListQueryState } from '@/components/ui/list-state';
import type { ExportStatementPayload } from '../api/export-statement';
import type { StatementControls } from '../use-statement-controls';
import { ExportCsvButton } from './export-csv-button';
import { StatementEmptyState, type StatementEmptyStateProps } from './statement-empty-state';
import { StatementFilterBar } from './statement-filter-bar';
import { StatementTable } from './statement-table';

export type StatementCardProps = {
  description: string;
  /** The page's filters, query and paging of the statement. */
  statement: StatementControls;
  /** The page of movements the server answered, with its total. */
  data: { transactions: Transaction[]; total: number } | undefined;
  state: ListQueryState;
  /** A page loads: the paging waits. */
  fetching: boolean;
  /** Whose movements the CSV export holds; null hides it. */
  exportSource: ExportStatementPayload['source'] | null;
  /** Across companies: the company column and the Franquia/Empresa filters. */
  scope?: ScopeFilterProps;
  empty: Omit<StatementEmptyStateProps, 'applied' | 'onChange'>;
};

/** The 'Extrato' block: title, CSV export, filters and the paged movements. */
export function StatementCard({
  description,
  statement,
  data,
  state,
  fetching,
  exportSource,
  scope,
  empty,
}: StatementCardProps) {
  const headingId = useId();
  // Phones get the narrower padding of the report cards, so the filters keep to the card (issue 29 §6).
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3 p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Extrato
          </h2>
          <CardDescription>{description}</CardDescription>
        </div>
        {exportSource ? (
          <ExportCsvButton
            source={exportSource}
            query={statement.query}
            disabled={!data || data.total === 0}
          />
        ) : null}
      </div>
      <div className="border-b border-slate-200 px-4 pt-4 pb-5 sm:px-6">
        <StatementFilterBar
          filters={statement.filters}
          onChange={statement.changeFilters}
          errors={statement.errors}
          {...scope}
        />
      </div>
      <StatementTable
        withCompany={scope !== undefined}
        transactions={data?.transactions}
        {...state}
        pagination={statement.pagination(data?.total ?? 0, fetching)}
        empty={
          <StatementEmptyState applied={statement.applied} onChange={statement.changeFilters} {...empty} />
        }
      />
    </Card>
  );
}
