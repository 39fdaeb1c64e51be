import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleCheck, SearchX, Tags, TriangleAlert } from 'lucide-react';
import { CATEGORY_MSG, type CategoryCoverage } from '@tenho/domain/categories/categories.schemas';
import { USERS_MSG } from '@tenho/domain/users/users.schemas';
import { countLabel, NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Field, Label } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useCategoryCoverage } from '../api/get-category-coverage';
import { useCoverageUnits } from '../api/get-coverage-units';
import { matchesCategorySearch } from '../category-search';
import { CategorizeTestArea } from '../components/categorize-test-area';

type SortKey = 'name' | 'group' | 'companies';
type Sort = { key: SortKey; dir: 'asc' | 'desc' };

const collator = new Intl.Collator('pt-BR');

export const isGap = (row: CategoryCoverage) => row.is_active && row.activeCompanies === 0;

function compareRows(a: CategoryCoverage, b: CategoryCoverage, { key, dir }: Sort): number {
  const sign = dir === 'asc' ? 1 : -1;
  const byName = collator.compare(a.name, b.name);
  if (key === 'name') return sign * byName;
  if (key === 'group') return sign * collator.compare(a.groupName, b.groupName) || byName;
  return (
    sign * (a.activeCompanies - b.activeCompanies) || collator.compare(a.groupName, b.groupName) || byName
  );
}

const plural = (n: number, one: string, many: string) => countLabel(n, { one, many });

/**
 * /admin/categorias: how many active companies of the unit cover each category, so the gaps
 * (requests with nobody to answer them) stand out. MASTER sees the network or picks a unit.
 */
export function AdminCategoriesPage() {
  const user = useAuthStore((state) => state.user);
  const isMaster = user?.role === 'MASTER';
  const units = useCoverageUnits({ enabled: isMaster });
  // MASTER sees the whole network (no unit_id) until a unit is picked; ADMIN always its own unit.
  const [pickedUnit, setPickedUnit] = useState<number | null>(null);

  const unitList = units.data ?? [];
  const unitId = isMaster ? pickedUnit : null;
  const unitName = isMaster ? unitList.find((u) => u.id === unitId)?.name : user?.unit?.name;
  const coverage = useCategoryCoverage(unitId);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Categorias"
        description={
          <>
            Quantas empresas ativas{' '}
            {unitName ? (
              <>
                da unidade <strong className="text-slate-800">{unitName}</strong>
              </>
            ) : isMaster ? (
              'da rede toda'
            ) : (
              'da sua unidade'
            )}{' '}
            atendem cada categoria. As categorias sem nenhuma empresa ficam em destaque: os pedidos delas não
            têm para quem ir.
          </>
        }
        actions={
          isMaster ? (
            <Field
              label="Unidade"
              className="w-full sm:w-64"
              error={units.isError ? USERS_MSG.unitsLoadFailed : undefined}
              hint={
                units.isError ? (
                  <button
                    type="button"
                    className="font-semibold text-red-700 underline underline-offset-2"
                    disabled={units.isFetching}
                    onClick={() => void units.refetch()}
                  >
                    {units.isFetching ? 'Tentando novamente…' : 'Tentar novamente'}
                  </button>
                ) : undefined
              }
            >
              {(control) => (
                <Select
                  {...control}
                  value={unitId ?? ''}
                  disabled={units.isPending}
                  onChange={(event) => setPickedUnit(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">Toda a rede</option>
                  {unitList.map((unit) => (
                    <option key={unit.id} value={unit.id}>
                      {unit.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null
        }
      />
      {coverage.isPending ? (
        <CoverageSkeleton />
      ) : coverage.isError ? (
        <Card>
          <QueryError query={coverage} message={CATEGORY_MSG.coverageLoadFailed} />
        </Card>
      ) : (
        <CoverageView key={unitId ?? 'rede'} rows={coverage.data} isMaster={isMaster} />
      )}
      <CategorizeTestArea />
    </div>
  );
}

function CoverageView({ rows, isMaster }: { rows: CategoryCoverage[]; isMaster: boolean }) {
  const onlyGapsId = useId();
  const [search, setSearch] = useState('');
  const [onlyGaps, setOnlyGaps] = useState(false);
  const [sort, setSort] = useState<Sort>({ key: 'group', dir: 'asc' });

  const active = rows.filter((r) => r.is_active);
  const gaps = active.filter((r) => r.activeCompanies === 0).length;
  const visible = useMemo(
    () =>
      rows
        .filter((r) => (!onlyGaps || isGap(r)) && matchesCategorySearch(r, search))
        .sort((a, b) => compareRows(a, b, sort)),
    [rows, onlyGaps, search, sort],
  );

  if (rows.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Tags className="size-6" />}
          title="Nenhuma categoria no catálogo"
          description={
            isMaster
              ? 'Cadastre as categorias da rede para que as empresas escolham onde atuar.'
              : 'O catálogo da rede ainda está vazio. Fale com o administrador master para cadastrar as categorias.'
          }
          action={
            <Link to={isMaster ? '/master/categorias' : '/admin'} className={buttonClassName('secondary')}>
              {isMaster ? 'Cadastrar categorias' : 'Voltar para o Dashboard'}
            </Link>
          }
        />
      </Card>
    );
  }

  const handleSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' },
    );
  const clearFilters = () => {
    setSearch('');
    setOnlyGaps(false);
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Resumo da cobertura">
        <CoverageStat label="Categorias ativas" value={active.length} icon={<Tags className="size-5" />} />
        <CoverageStat
          label="Com cobertura"
          value={active.length - gaps}
          icon={<CircleCheck className="size-5" />}
          hint="Ao menos uma empresa ativa atende."
        />
        <CoverageStat
          label="Sem cobertura"
          value={gaps}
          icon={<TriangleAlert className="size-5" />}
          warning={gaps > 0}
          hint={gaps > 0 ? 'Nenhuma empresa ativa recebe estes pedidos.' : 'Nenhuma lacuna.'}
        />
      </ul>

      {gaps > 0 ? (
        <Alert
          tone="warning"
          title={`${plural(gaps, 'categoria ativa está', 'categorias ativas estão')} sem cobertura`}
        >
          Convide empresas desses ramos para a unidade ou peça às empresas atuais que marquem essas categorias
          em Minhas Categorias.
        </Alert>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Buscar categorias"
          value={search}
          onChange={setSearch}
          placeholder="Buscar por nome, código ou grupo"
          className="flex-1"
        />
        <div className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 shadow-xs">
          <Checkbox
            id={onlyGapsId}
            checked={onlyGaps}
            onCheckedChange={(checked) => setOnlyGaps(checked === true)}
          />
          <Label htmlFor={onlyGapsId} className="cursor-pointer whitespace-nowrap">
            Somente sem cobertura
          </Label>
        </div>
      </div>

      <p className="text-sm text-slate-600" role="status">
        {search.trim() || onlyGaps
          ? `${plural(visible.length, 'categoria encontrada', 'categorias encontradas')} de ${rows.length}`
          : plural(rows.length, 'categoria', 'categorias')}
      </p>

      {visible.length === 0 ? (
        <Card>
          {onlyGaps && !search.trim() ? (
            <EmptyState
              icon={<CircleCheck className="size-6" />}
              title="Nenhuma categoria sem cobertura"
              description="Todas as categorias ativas têm ao menos uma empresa ativa na unidade."
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  Mostrar todas
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title="Nenhuma categoria encontrada"
              description={`Nada corresponde a “${search.trim()}” com o filtro escolhido.`}
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  Limpar filtros
                </Button>
              }
            />
          )}
        </Card>
      ) : (
        // overflow-clip (not hidden) rounds the corners without breaking the sticky header.
        <Card className="overflow-clip">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">
              Cobertura das categorias: empresas ativas por categoria. Clique nos cabeçalhos para ordenar.
            </caption>
            <thead>
              <tr>
                <SortHeader label="Categoria" sortKey="name" sort={sort} onSort={handleSort} />
                <SortHeader
                  label="Grupo"
                  sortKey="group"
                  sort={sort}
                  onSort={handleSort}
                  className="hidden md:table-cell"
                />
                <SortHeader
                  label="Empresas ativas"
                  shortLabel="Empresas"
                  sortKey="companies"
                  sort={sort}
                  onSort={handleSort}
                  align="right"
                />
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => {
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
                        <span
                          className={cn('font-medium', row.is_active ? 'text-slate-900' : 'text-slate-500')}
                        >
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
      )}
    </div>
  );
}

type SortHeaderProps = {
  label: string;
  /** Shown on phones instead of the label (the accessible name stays the full label). */
  shortLabel?: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
  align?: 'left' | 'right';
  className?: string;
};

function SortHeader({
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
        'sticky top-16 z-[1] bg-slate-50/95 px-4 py-2.5 text-xs font-semibold text-slate-600 backdrop-blur sm:px-6',
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

type CoverageStatProps = { label: string; value: number; icon: ReactNode; hint?: string; warning?: boolean };

/** A figure of the coverage summary: compact on phones (three side by side), with a hint from sm up. */
function CoverageStat({ label, value, icon, hint, warning = false }: CoverageStatProps) {
  return (
    <li className="min-w-0">
      <Card className={cn('h-full p-3 sm:p-5', warning && 'border-amber-300 bg-amber-50/60')}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
            <p
              className={cn(
                'mt-1 text-xl font-semibold tracking-tight tabular-nums sm:mt-2 sm:text-2xl',
                warning ? 'text-amber-900' : 'text-slate-900',
              )}
            >
              {value}
            </p>
          </div>
          <span
            className={cn(
              'hidden size-10 shrink-0 items-center justify-center rounded-xl sm:inline-flex',
              warning ? 'bg-amber-100 text-amber-800' : 'bg-brand-50 text-brand-700',
            )}
            aria-hidden="true"
          >
            {icon}
          </span>
        </div>
        {hint ? <p className="mt-3 hidden text-xs text-slate-500 sm:block">{hint}</p> : null}
      </Card>
    </li>
  );
}

function CoverageSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Carregando cobertura">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="p-3 sm:p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-7 w-12" />
          </Card>
        ))}
      </div>
      <Card>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div
            key={row}
            className="flex items-center justify-between gap-4 border-t border-slate-100 px-6 py-4 first:border-t-0"
          >
            <div>
              <Skeleton className="h-4 w-44" />
              <Skeleton className="mt-2 h-3 w-24" />
            </div>
            <Skeleton className="h-4 w-8" />
          </div>
        ))}
      </Card>
    </div>
  );
}
