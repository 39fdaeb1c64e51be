import { useMemo, useState } from 'react';
import { Plus, SearchX, Tags } from 'lucide-react';
import { CATEGORY_MSG, groupCategories, type Category } from '@tenho/domain/categories/categories.schemas';
import { comparePtBR } from '@tenho/domain/shared/format';
import { countLabel } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { FilterSelect } from '@/components/ui/filter-fields';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { useCategories } from '@/lib/api/get-categories';
import { matchesCategorySearch, matchesStatus, type StatusFilter } from '../category-search';
import { CategorizeTestArea } from '../components/categorize-test-area';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { GroupCard, CatalogueSkeleton } from '../components/category-catalogue';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todas' },
  { value: 'active', label: 'Ativas' },
  { value: 'inactive', label: 'Inativas' },
] as const;

const plural = (n: number, one: string, many: string) => countLabel(n, { one, many });

type FormState = { open: boolean; category: Category | null };

/** /master/categorias: the catalogue of the whole network, by group, with the test area. */
export function MasterCategoriesPage() {
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [group, setGroup] = useState('');
  const [form, setForm] = useState<FormState>({ open: false, category: null });
  const [deleting, setDeleting] = useState<{ open: boolean; category: Category | null }>({
    open: false,
    category: null,
  });

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const groupSuggestions = useMemo(() => [...new Set(all.map((c) => c.groupName))].sort(comparePtBR), [all]);
  const visible = useMemo(
    () =>
      all.filter(
        (c) =>
          (!group || c.groupName === group) &&
          matchesStatus(c.is_active, status) &&
          matchesCategorySearch(c, search),
      ),
    [all, group, status, search],
  );
  const groups = useMemo(() => groupCategories(visible), [visible]);
  const activeCount = all.filter((c) => c.is_active).length;
  const filtering = search.trim() !== '' || status !== 'all' || group !== '';

  const openCreate = () => setForm({ open: true, category: null });
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
    setGroup('');
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Categorias"
        description="O catálogo da rede: as categorias em que as empresas recebem pedidos, com as palavras-chave que o categorizador usa."
        actions={
          <Button onClick={openCreate}>
            <Plus className="size-4" aria-hidden="true" />
            Nova categoria
          </Button>
        }
      />

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput
              label="Buscar categorias"
              value={search}
              onChange={setSearch}
              placeholder="Buscar por nome, código ou palavra-chave"
              className="flex-1"
            />
            <FilterSelect
              label="Grupo"
              hiddenLabel
              allLabel="Todos os grupos"
              options={groupSuggestions.map((name) => ({ id: name, name }))}
              value={group}
              onChange={setGroup}
              className="sm:w-56"
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
            <SegmentedFilter legend="Situação" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
            {categories.isSuccess && all.length > 0 ? (
              <p className="text-sm text-slate-600" role="status">
                {filtering
                  ? `${plural(visible.length, 'categoria encontrada', 'categorias encontradas')} de ${all.length}`
                  : `${plural(all.length, 'categoria', 'categorias')} · ${plural(activeCount, 'ativa', 'ativas')} · ${plural(
                      all.length - activeCount,
                      'inativa',
                      'inativas',
                    )} · ${plural(groupSuggestions.length, 'grupo', 'grupos')}`}
              </p>
            ) : null}
          </div>

          {categories.isPending ? (
            <CatalogueSkeleton />
          ) : categories.isError ? (
            <Card>
              <QueryError query={categories} message={CATEGORY_MSG.loadFailed} />
            </Card>
          ) : all.length === 0 ? (
            <Card>
              <EmptyState
                icon={<Tags className="size-6" />}
                title="Nenhuma categoria cadastrada"
                description="Crie a primeira categoria para que as empresas escolham onde atuar e os pedidos sejam encaminhados."
                action={
                  <Button onClick={openCreate}>
                    <Plus className="size-4" aria-hidden="true" />
                    Criar a primeira categoria
                  </Button>
                }
              />
            </Card>
          ) : (
            <>
              {groups.length === 0 ? (
                <Card>
                  <FilteredEmptyState
                    icon={<SearchX className="size-6" />}
                    title="Nenhuma categoria encontrada"
                    description={
                      search.trim()
                        ? `Nada corresponde a “${search.trim()}” com os filtros escolhidos.`
                        : 'Nenhuma categoria com os filtros escolhidos.'
                    }
                    onClear={clearFilters}
                  />
                </Card>
              ) : (
                groups.map((group) => (
                  <GroupCard
                    key={group.groupName}
                    groupName={group.groupName}
                    categories={group.categories}
                    search={search}
                    onEdit={(category) => setForm({ open: true, category })}
                    onDelete={(category) => setDeleting({ open: true, category })}
                  />
                ))
              )}
            </>
          )}
        </div>

        <CategorizeTestArea description="Confira como uma mensagem seria categorizada com o catálogo atual, inclusive depois de editar palavras-chave." />
      </div>

      <CategoryFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        category={form.category}
        groupSuggestions={groupSuggestions}
      />
      <DeleteCategoryDialog
        open={deleting.open}
        category={deleting.category}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
