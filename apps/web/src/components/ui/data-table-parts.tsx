import type { ReactNode } from 'react';
import { flexRender, type Column, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

const headerCell =
  'sticky top-16 z-[1] border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold text-slate-600 sm:px-4';
export const bodyCell = 'border-t border-slate-100 px-3 py-3 align-middle sm:px-4';

/** A column header; where the server can sort by it, a button that reports the new sort. */
export function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const meta = header.column.columnDef.meta;
  const align = meta?.align ?? 'left';
  const canSort = header.column.getCanSort();
  const direction = header.column.getIsSorted();
  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const Icon = !direction ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
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
      className={cn(headerCell, align === 'right' ? 'text-right' : 'text-left', meta?.className)}
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
}

/** First load: rows of placeholder bars in the columns' alignment. */
export function SkeletonRows<T>({ columns, count }: { columns: Column<T, unknown>[]; count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} data-testid="skeleton-row">
      {columns.map((column, columnIndex) => (
        <td key={column.id} className={cn(bodyCell, column.columnDef.meta?.className)} aria-hidden="true">
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
  ));
}

/** One cell across the table: the error or the empty state. */
export function WholeRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="border-t border-slate-100">
        {children}
      </td>
    </tr>
  );
}
