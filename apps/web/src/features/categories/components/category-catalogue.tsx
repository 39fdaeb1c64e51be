import { useId } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { CATEGORY_MSG, type Category } from '@tenho/domain/categories/categories.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useUpdateCategory } from '../api/update-category';
import { foldSearch } from '../category-search';

type GroupCardProps = {
  groupName: string;
  categories: Category[];
  search: string;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
};

export function GroupCard({ groupName, categories, search, onEdit, onDelete }: GroupCardProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
          <h2 id={headingId} className="min-w-0 truncate text-base font-semibold text-slate-900">
            {groupName}
          </h2>
          <Badge tone="grey">{countLabel(categories.length, { one: 'categoria', many: 'categorias' })}</Badge>
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

export function CategoryRow({ category, search, onEdit, onDelete }: CategoryRowProps) {
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
  const words = foldSearch(search).split(/\s+/).filter(Boolean);
  const isMatch = (keyword: string) => words.some((w) => foldSearch(keyword).includes(w));
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

export function CatalogueSkeleton() {
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
