import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, SearchX, Tags, TriangleAlert } from 'lucide-react';
import { type CategoryCoverage } from '@tenho/domain/categories/categories.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { matchesCategorySearch } from '../category-search';
import { CoverageStat } from './coverage-stat';
import { CoverageTable, compareRows, isGap, type Sort, type SortKey } from './coverage-table';

const plural = (n: number, one: string, many: string) => countLabel(n, { one, many });

export function CoverageView({ rows, isMaster }: { rows: CategoryCoverage[]; isMaster: boolean }) {
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
            <FilteredEmptyState
              icon={<CircleCheck className="size-6" />}
              title="Nenhuma categoria sem cobertura"
              description="Todas as categorias ativas têm ao menos uma empresa ativa na unidade."
              onClear={clearFilters}
              clearLabel="Mostrar todas"
            />
          ) : (
            <FilteredEmptyState
              icon={<SearchX className="size-6" />}
              title="Nenhuma categoria encontrada"
              description={`Nada corresponde a “${search.trim()}” com o filtro escolhido.`}
              onClear={clearFilters}
            />
          )}
        </Card>
      ) : (
        <CoverageTable rows={visible} sort={sort} onSort={handleSort} />
      )}
    </div>
  );
}
