import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type CategoryCoverage } from '@tenho/domain/categories/categories.schemas';
import { comparePtBR } from '@tenho/domain/shared/format';
import { NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type SortKey = 'name' | 'group' | 'companies';
export type Sort = { key: SortKey; dir: 'asc' | 'desc' };

export const isGap = (row: CategoryCoverage) => row.is_active && row.activeCompanies === 0;

export function compareRows(a: CategoryCoverage, b: CategoryCoverage, { key, dir }: Sort): number {
  const sign = dir === 'asc' ? 1 : -1;
  const byName = comparePtBR(a.name, b.name);
  if (key === 'name') return sign * byName;
  if (key === 'group') return sign * comparePtBR(a.groupName, b.groupName) || byName;
  return sign * (a.activeCompanies - b.activeCompanies) || comparePtBR(a.groupName, b.groupName) || byName;
}

/** The coverage table: one row per category, gaps marked, sorted by the clicked header. */
export function CoverageTable({
  rows,
  sort,
  onSort,
}: {
  rows: CategoryCoverage[];
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  return (
    // overflow-clip (not hidden) rounds the corners without breaking the sticky header.
    <Card className="overflow-clip">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Cobertura das categorias: empresas ativas por categoria. Clique nos cabeçalhos para ordenar.
        </caption>
        <thead>
          <tr>
            <SortHeader label="Categoria" sortKey="name" sort={sort} onSort={onSort} />
            <SortHeader
              label="Grupo"
              sortKey="group"
              sort={sort}
              onSort={onSort}
              className="hidden md:table-cell"
            />
            <SortHeader
              label="Empresas ativas"
              shortLabel="Empresas"
              sortKey="companies"
              sort={sort}
              onSort={onSort}
              align="right"
            />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const gap = isGap(row);
            return (
              <tr key={row.id} className={cn(gap && 'bg-amber-50/70')}>
                <td
                  className={cn(
                    'border-t border-slate-100 px-4 py-3 align-top sm:px-6',
                    gap && 'shadow-[inset_4px_0_0_var(--color-amber-400)]',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={cn('font-medium', row.is_active ? 'text-slate-900' : 'text-slate-500')}>
                      {row.name}
                    </span>
                    {gap ? (
                      <Badge tone="amber" dot>
                        Sem cobertura
                      </Badge>
                    ) : null}
                    {!row.is_active ? <Badge tone="grey">Inativa</Badge> : null}
                  </div>
                  <p className="mt-0.5 text-xs text-slate-500">
                    <code className="font-mono">{row.code}</code>
                    <span className="md:hidden"> · {row.groupName}</span>
                  </p>
                </td>
                <td className="hidden border-t border-slate-100 px-4 py-3 align-top text-slate-700 md:table-cell sm:px-6">
                  {row.groupName}
                </td>
                <td
                  className={cn(
                    'border-t border-slate-100 px-4 py-3 text-right align-top font-semibold tabular-nums sm:px-6',
                    gap ? 'text-amber-800' : 'text-slate-900',
                  )}
                >
                  {row.activeCompanies}
                  <span className="sr-only">{` ${pluralWord(row.activeCompanies, NOUNS.company)}`}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

export type SortHeaderProps = {
  label: string;
  /** Shown on phones instead of the label (the accessible name stays the full label). */
  shortLabel?: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  align?: 'left' | 'right';
  className?: string;
};

export function SortHeader({
  label,
  shortLabel,
  sortKey,
  sort,
  onSort,
  align = 'left',
  className,
}: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(
        'sticky top-16 z-[1] bg-slate-50 px-4 py-2.5 text-xs font-semibold text-slate-600 sm:px-6',
        align === 'right' ? 'text-right' : 'text-left',
        className,
      )}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md whitespace-nowrap hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
          active && 'text-slate-900',
        )}
      >
        {shortLabel ? (
          <>
            <span className="sm:hidden" aria-hidden="true">
              {shortLabel}
            </span>
            <span className="sr-only sm:not-sr-only">{label}</span>
          </>
        ) : (
          label
        )}
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      </button>
    </th>
  );
}
