import { useId, useMemo, useState } from 'react';
import { Pencil, Plus, SearchX, Tags, Trash2 } from 'lucide-react';
import { CATEGORY_MSG, groupCategories, type Category } from '@tenho/domain/categories/categories.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Label } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useCategories } from '@/lib/api/get-categories';
import { useUpdateCategory } from '../api/update-category';
import { foldText, matchesCategorySearch, matchesStatus, type StatusFilter } from '../category-search';
import { CategorizeTestArea } from '../components/categorize-test-area';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';

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
  const groupFilterId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [group, setGroup] = useState('');
  const [form, setForm] = useState<FormState>({ open: false, category: null });
  const [deleting, setDeleting] = useState<{ open: boolean; category: Category | null }>({
    open: false,
    category: null,
  });

  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const groupSuggestions = useMemo(
    () => [...new Set(all.map((c) => c.groupName))].sort(new Intl.Collator('pt-BR').compare),
    [all],
  );
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
            <div className="sm:w-56">
              <Label htmlFor={groupFilterId} className="sr-only">
                Grupo
              </Label>
              <Select id={groupFilterId} value={group} onChange={(event) => setGroup(event.target.value)}>
                <option value="">Todos os grupos</option>
                {groupSuggestions.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            </div>
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
                  <EmptyState
                    icon={<SearchX className="size-6" />}
                    title="Nenhuma categoria encontrada"
                    description={
                      search.trim()
                        ? `Nada corresponde a “${search.trim()}” com os filtros escolhidos.`
                        : 'Nenhuma categoria com os filtros escolhidos.'
                    }
                    action={
                      <Button variant="secondary" onClick={clearFilters}>
                        Limpar filtros
                      </Button>
                    }
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

type GroupCardProps = {
  groupName: string;
  categories: Category[];
  search: string;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

function GroupCard({ groupName, categories, search, onEdit, onDelete }: GroupCardProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
          <h2 id={headingId} className="min-w-0 truncate text-base font-semibold text-slate-900">
            {groupName}
          </h2>
          <Badge tone="grey">{plural(categories.length, 'categoria', 'categorias')}</Badge>
        </div>
        <ul className="divide-y divide-slate-100">
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              search={search}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}

const KEYWORDS_SHOWN = 6;

type CategoryRowProps = { category: Category; search: string; onEdit: () => void; onDelete: () => void };

function CategoryRow({ category, search, onEdit, onDelete }: CategoryRowProps) {
  // One mutation per row, so toggling several rows quickly keeps each one's own state and toast.
  const update = useUpdateCategory();
  const pendingActive = update.isPending ? update.variables?.patch.is_active : undefined;
  const active = pendingActive ?? category.is_active;

  const handleToggle = (next: boolean) => {
    update.mutate(
      { id: category.id, patch: { is_active: next } },
      {
        onSuccess: () => notify.success(next ? CATEGORY_MSG.activated : CATEGORY_MSG.deactivated),
        onError: (error) =>
          notify.error(
            errorMessage(error, next ? CATEGORY_MSG.activateFailed : CATEGORY_MSG.deactivateFailed),
          ),
      },
    );
  };

  // Keywords that match the search come first, so the reason a row is listed is visible.
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const isMatch = (keyword: string) => words.some((w) => foldText(keyword).includes(w));
  const keywords = words.length
    ? [...category.keywords].sort((a, b) => Number(isMatch(b)) - Number(isMatch(a)))
    : category.keywords;
  const hidden = keywords.length - KEYWORDS_SHOWN;

  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className={cn('font-medium', active ? 'text-slate-900' : 'text-slate-500')}>
            {category.name}
          </span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600">
            {category.code}
          </code>
        </div>
        {keywords.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Palavras-chave de ${category.name}`}>
            {keywords.slice(0, KEYWORDS_SHOWN).map((keyword) => (
              <li
                key={keyword}
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  words.length && isMatch(keyword)
                    ? 'bg-brand-50 text-brand-800'
                    : 'bg-slate-100 text-slate-600',
                )}
              >
                {keyword}
              </li>
            ))}
            {hidden > 0 ? (
              <li
                className="px-1 py-0.5 text-xs text-slate-500"
                title={keywords.slice(KEYWORDS_SHOWN).join(', ')}
              >
                +{countLabel(hidden, { one: 'outra', many: 'outras' })}
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mt-1 text-xs text-amber-800">
            Sem palavras-chave: o categorizador usa só o nome e o grupo.
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <Switch
          checked={active}
          stateLabels={{ on: 'Ativa', off: 'Inativa' }}
          onCheckedChange={handleToggle}
          disabled={update.isPending}
          label={`Categoria ${category.name} ativa`}
        />
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${category.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Excluir ${category.name}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

function CatalogueSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Carregando categorias">
      {[0, 1].map((card) => (
        <Card key={card}>
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3 sm:px-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-4 px-4 py-4 sm:px-6">
              <div className="flex-1">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="mt-2 h-3 w-72 max-w-full" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
              <Skeleton className="size-8" />
              <Skeleton className="size-8" />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
