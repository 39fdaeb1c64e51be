import { useId, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ErrorState } from './error-state';
import { Pagination, type PaginationProps } from './pagination';
import { Skeleton } from './skeleton';

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

export type DataTableProps<T> = {
  /** Column definitions; set `enableSorting: true` on the ones the server can sort by. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type is `ColumnDef<T, any>`.
  columns: ColumnDef<T, any>[];
  /** The rows of the current page; undefined while the first load runs. */
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** First load: skeleton rows instead of data. */
  loading?: boolean;
  /** A refetch with the previous rows still shown: they are dimmed and the table is marked busy. */
  refreshing?: boolean;
  /** The load failed: the message and, with `onRetry`, a retry button. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Shown when the page has no rows: the empty state with a next step. */
  empty: ReactNode;
  sort?: TableSort | null;
  /** Sorting happens on the server: the table only reports the new sort. */
  onSortChange?: (sort: TableSort) => void;
  pagination?: PaginationProps;
  skeletonRows?: number;
  className?: string;
};

const headerCell =
  'sticky top-16 z-[1] border-b border-slate-200 bg-slate-50/95 px-3 py-2.5 text-xs font-semibold text-slate-600 backdrop-blur sm:px-4';
const bodyCell = 'border-t border-slate-100 px-3 py-3 align-middle sm:px-4';

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

  return (
    <div className={cn('flex flex-col', className)}>
      <table
        className="w-full border-separate border-spacing-0 text-sm"
        aria-labelledby={captionId}
        aria-busy={loading || refreshing || undefined}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const align = meta?.align ?? 'left';
                const canSort = header.column.getCanSort();
                const direction = header.column.getIsSorted();
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const Icon = !direction ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      canSort
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={cn(
                      headerCell,
                      align === 'right' ? 'text-right' : 'text-left',
                      meta?.className,
                    )}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          'inline-flex items-center gap-1 rounded-md whitespace-nowrap hover:text-slate-900',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          direction && 'text-slate-900',
                          align === 'right' && 'flex-row-reverse',
                        )}
                      >
                        {label}
                        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cn(refreshing && state === 'rows' && 'opacity-60 transition-opacity')}>
          {state === 'error' ? (
            <tr>
              <td colSpan={leafColumns.length} className="border-t border-slate-100">
                <ErrorState message={error ?? ''} onRetry={onRetry} retrying={retrying} />
              </td>
            </tr>
          ) : state === 'loading' ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} data-testid="skeleton-row">
                {leafColumns.map((column, columnIndex) => (
                  <td
                    key={column.id}
                    className={cn(bodyCell, column.columnDef.meta?.className)}
                    aria-hidden="true"
                  >
                    <Skeleton
                      className={cn(
                        'h-4',
                        // Narrower on phones so loading rows never make the table wider than the screen.
                        columnIndex === 0 ? 'w-24 sm:w-40' : 'w-12 sm:w-20',
                        column.columnDef.meta?.align === 'right' && 'ml-auto',
                      )}
                    />
                  </td>
                ))}
              </tr>
            ))
          ) : state === 'empty' ? (
            <tr>
              <td colSpan={leafColumns.length} className="border-t border-slate-100">
                {empty}
              </td>
            </tr>
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
      {state === 'loading' ? (
        <p role="status" className="sr-only">
          Carregando…
        </p>
      ) : null}
      {pagination && state === 'rows' ? <Pagination {...pagination} /> : null}
    </div>
  );
}
