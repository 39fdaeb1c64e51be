import { useId } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { ErrorState } from './error-state';
import { Pagination, type PaginationProps } from './pagination';
import { bodyCell, HeaderCell, SkeletonRows, WholeRow } from './data-table-parts';
import type { ListQueryState, ListState } from './list-state';

declare module '@tanstack/react-table' {
  // Module augmentation needs an interface; the generics must match TanStack's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers and money are right-aligned. */
    align?: 'left' | 'right';
    /** Classes for the header and every cell of the column (e.g. 'hidden md:table-cell'). */
    className?: string;
  }
}

/** The sort the server applies: one column, ascending or descending. */
export type TableSort = { id: string; desc: boolean };

export type DataTableProps<T> = Partial<ListQueryState> &
  Pick<ListState, 'empty'> & {
    /** Column definitions; set `enableSorting: true` on the ones the server can sort by. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type is `ColumnDef<T, any>`.
    columns: ColumnDef<T, any>[];
    /** The rows of the current page; undefined while the first load runs. */
    data: readonly T[] | undefined;
    getRowId: (row: T) => string;
    /** Names the table for screen readers (visually hidden). */
    caption: string;
    sort?: TableSort | null;
    /** Sorting happens on the server: the table only reports the new sort. */
    onSortChange?: (sort: TableSort) => void;
    pagination?: PaginationProps;
    skeletonRows?: number;
    className?: string;
    /**
     * A min-width class (e.g. 'min-w-[42rem]'): every column stays, and below that width the table
     * scrolls sideways inside its own focusable box instead (its header then stops sticking).
     */
    scrollMinWidth?: string;
  };

/**
 * A table over TanStack Table for server-side lists: sortable headers (the server sorts), paging
 * controls, loading skeleton rows, an empty state with a next step and an error state with a
 * retry. The header sticks under the panel's top bar.
 */
export function DataTable<T>({
  columns,
  data,
  getRowId,
  caption,
  loading = false,
  refreshing = false,
  error = null,
  onRetry,
  retrying = false,
  empty,
  sort = null,
  onSortChange,
  pagination,
  skeletonRows = 5,
  className,
  scrollMinWidth,
}: DataTableProps<T>) {
  const captionId = useId();
  const sorting: SortingState = sort ? [sort] : [];
  // TanStack Table returns functions that the React Compiler cannot memoise safely; that is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: (data ?? []) as T[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: !!onSortChange,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Columns start ascending unless their definition says otherwise (TanStack guesses from values).
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && onSortChange) onSortChange({ id: first.id, desc: first.desc });
    },
  });

  const leafColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const state: 'loading' | 'error' | 'empty' | 'rows' = error
    ? 'error'
    : loading
      ? 'loading'
      : rows.length === 0
        ? 'empty'
        : 'rows';

  const tableElement = (
    <table
      className={cn('w-full border-separate border-spacing-0 text-sm', scrollMinWidth)}
      aria-labelledby={captionId}
      aria-busy={loading || refreshing || undefined}
    >
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody className={cn(refreshing && state === 'rows' && 'opacity-60 transition-opacity')}>
        {state === 'error' ? (
          <WholeRow span={leafColumns.length}>
            <ErrorState message={error ?? ''} onRetry={onRetry} retrying={retrying} />
          </WholeRow>
        ) : state === 'loading' ? (
          <SkeletonRows columns={leafColumns} count={skeletonRows} />
        ) : state === 'empty' ? (
          <WholeRow span={leafColumns.length}>{empty}</WholeRow>
        ) : (
          rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50/60">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={cn(
                      bodyCell,
                      meta?.align === 'right' && 'text-right tabular-nums',
                      meta?.className,
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );

  return (
    <div className={cn('flex flex-col', className)}>
      {scrollMinWidth ? (
        // A scroller of its own: reachable and named for keyboard and screen-reader users.
        <div className="overflow-x-auto [&_th]:static" role="region" aria-labelledby={captionId} tabIndex={0}>
          {tableElement}
        </div>
      ) : (
        tableElement
      )}
      {state === 'loading' ? (
        <p role="status" className="sr-only">
          Carregando…
        </p>
      ) : null}
      {pagination && state === 'rows' ? <Pagination {...pagination} /> : null}
    </div>
  );
}
