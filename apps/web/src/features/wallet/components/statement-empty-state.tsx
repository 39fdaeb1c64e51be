import type { ReactNode } from 'react';
import { ListX } from 'lucide-react';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { ALL_STATEMENT, isFiltering, periodPhrase, type StatementFilters } from '../statement-filters';

export type StatementEmptyStateProps = {
  /** The filters the statement was asked with. */
  applied: StatementFilters;
  /** The way out of an empty filtered statement: every movement of every period. */
  onChange: (filters: StatementFilters) => void;
  noMatchHint: string;
  clearLabel?: string;
  /** Where the movements come from, when there are none at all. */
  noneHint: string;
  action?: ReactNode;
};

/** A statement without movements: none in this period or filter (with a way out), or none yet. */
export function StatementEmptyState({
  applied,
  onChange,
  noMatchHint,
  clearLabel,
  noneHint,
  action,
}: StatementEmptyStateProps) {
  if (isFiltering(applied)) {
    return (
      <FilteredEmptyState
        title={`Nenhuma movimentação${periodPhrase(applied)}`}
        description={noMatchHint}
        onClear={() => onChange(ALL_STATEMENT)}
        clearLabel={clearLabel}
      />
    );
  }
  return (
    <EmptyState
      icon={<ListX className="size-6" />}
      title="Nenhuma movimentação ainda"
      description={noneHint}
      action={action}
    />
  );
}
