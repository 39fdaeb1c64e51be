import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { NOUNS, pluralWord, type Noun } from '@tenho/domain/shared/plural';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Label } from './field';
import { Select } from './select';
import { formatNumber } from '@tenho/domain/shared/format';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /**
   * The server counted no further than `total` and more rows match (a capped count): the range
   * reads 'de mais de N' and the next page stays reachable.
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** With it, a 'Por página' select is shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** What the rows are, for the range text ('de 1 usuário', 'de 5 usuários'). */
  noun?: Noun;
  disabled?: boolean;
  className?: string;
};

/** Range text, page size and previous/next controls of a server-side list. */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  noun = NOUNS.record,
  disabled = false,
  className,
}: PaginationProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <nav
      aria-label="Paginação"
      className={cn(
        'flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6',
        className,
      )}
    >
      <p aria-live="polite" aria-atomic="true">
        Mostrando{' '}
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatNumber(from)}–{formatNumber(to)}
        </span>{' '}
        de {totalCapped ? 'mais de ' : ''}
        <span className="font-semibold text-slate-900 tabular-nums">{formatNumber(total)}</span>{' '}
        {pluralWord(total, noun)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={sizeId} className="font-normal whitespace-nowrap text-slate-600">
              Por página
            </Label>
            <Select
              id={sizeId}
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-9 w-20"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(current - 1)}
            disabled={disabled || current <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Anterior</span>
          </Button>
          <span className="text-xs whitespace-nowrap tabular-nums sm:text-sm">
            Página {current} de {totalCapped ? 'mais de ' : ''}
            {pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPageChange(current + 1)}
            disabled={disabled || (current >= pageCount && !totalCapped)}
            aria-label="Próxima página"
          >
            <span className="hidden sm:inline">Próxima</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
