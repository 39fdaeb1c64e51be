import { useId, useImperativeHandle, useMemo, useState } from 'react';
import { CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryError } from '@/components/ui/query-error';
import { Label } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryGroups } from '@/features/categories/api/get-category-groups';
import { useUserCategories } from '@/features/categories/api/get-user-categories';
import { useSaveUserCategories } from '@/features/categories/api/save-user-categories';
import type { CategoriesFieldProps } from '@/features/users/components/edit-user-dialog';

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * 'Categorias de Atuação' of the edit dialog (spec §2): the categories area's data inside the
 * users area's dialog, composed here so neither feature imports the other. The dialog saves it
 * with the profile through the handle.
 */
export function UserCategoriesField({ userId, disabled, ref }: CategoriesFieldProps) {
  const legendId = useId();
  const groups = useCategoryGroups();
  const chosen = useUserCategories(userId);
  const save = useSaveUserCategories();
  const [draft, setDraft] = useState<Set<number> | null>(null);

  const saved = useMemo(() => new Set((chosen.data ?? []).map((c) => c.id)), [chosen.data]);
  const selected = draft ?? saved;

  useImperativeHandle(
    ref,
    () => ({
      save: async () => {
        if (!draft || sameSet(draft, saved)) return;
        await save.mutateAsync({ userId, categoryIds: [...draft] });
        setDraft(null);
      },
    }),
    [draft, saved, save, userId],
  );

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setDraft(next);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-labelledby={legendId}>
      <div className="flex items-baseline justify-between gap-3">
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          Categorias de Atuação
        </legend>
        {groups.isSuccess && chosen.isSuccess ? (
          <span className="text-xs text-slate-500 tabular-nums">
            {countLabel(selected.size, { one: 'selecionada', many: 'selecionadas' })}
          </span>
        ) : null}
      </div>
      {groups.isError || chosen.isError ? (
        <QueryError
          className="py-6"
          query={[groups, chosen]}
          message={CATEGORY_MSG.loadAvailableFailed}
          ignoreServerMessage
        />
      ) : groups.isPending || chosen.isPending ? (
        <div className="grid gap-2 sm:grid-cols-2" role="status" aria-label="Carregando categorias">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-40" />
          ))}
        </div>
      ) : (groups.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">A rede ainda não tem categorias ativas.</p>
      ) : (
        <div className="max-h-72 overflow-y-auto rounded-xl border border-slate-200 p-3">
          {(groups.data ?? []).map((group) => (
            <div key={group.groupName} className="mb-3 last:mb-0">
              <p className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.groupName}
              </p>
              <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
                {group.categories.map((category) => {
                  const id = `${legendId}-${category.id}`;
                  return (
                    <li key={category.id} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={selected.has(category.id)}
                        disabled={disabled || save.isPending}
                        onCheckedChange={(checked) => toggle(category.id, checked === true)}
                      />
                      <Label htmlFor={id} className="cursor-pointer font-normal text-slate-700">
                        {category.name}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
