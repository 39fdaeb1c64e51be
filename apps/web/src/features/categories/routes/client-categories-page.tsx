import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Tags } from 'lucide-react';
import { CATEGORY_MSG } from '@tenho/domain/categories/categories.schemas';
import { NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';

import { PageHeader } from '@/components/ui/page-header';

import { useAuthStore } from '@/lib/auth-store';
import { notify } from '@/lib/toast';
import { useCategoryGroups } from '../api/get-category-groups';
import { useUserCategories } from '../api/get-user-categories';
import { useSaveUserCategories } from '../api/save-user-categories';
import { CategorizeTestArea } from '../components/categorize-test-area';
import { GroupChoices, ChoicesSkeleton } from '../components/group-choices';

export const CLIENT_CATEGORIES_TITLE = 'Minhas Categorias';

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** /client/categorias: the company ticks the categories it wants requests for (spec §2). */
export function ClientCategoriesPage() {
  const userId = useAuthStore((state) => state.user?.id);
  const groups = useCategoryGroups();
  const mine = useUserCategories(userId);
  const save = useSaveUserCategories();
  // null: untouched, the saved choice is shown; a set once the user ticks something.
  const [draft, setDraft] = useState<Set<number> | null>(null);

  const failed = groups.isError || mine.isError;
  useEffect(() => {
    if (failed) notify.error(CATEGORY_MSG.loadAvailableFailed);
  }, [failed]);

  const available = useMemo(
    () => new Set((groups.data ?? []).flatMap((g) => g.categories.map((c) => c.id))),
    [groups.data],
  );
  // A saved category that is no longer offered (deactivated) cannot be saved again.
  const saved = useMemo(
    () => new Set((mine.data ?? []).map((c) => c.id).filter((id) => available.has(id))),
    [mine.data, available],
  );
  const selected = draft ?? saved;
  const changed = !sameSet(selected, saved);

  const handleToggle = (ids: readonly number[], checked: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    setDraft(next);
  };

  const handleSave = () => {
    if (userId == null || !changed) return;
    save.mutate(
      { userId, categoryIds: [...selected] },
      {
        onSuccess: () => {
          notify.success(CATEGORY_MSG.saved);
          setDraft(null);
        },
        onError: () => notify.error(CATEGORY_MSG.saveFailed),
      },
    );
  };

  const loading = groups.isPending || mine.isPending;
  const total = available.size;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title={CLIENT_CATEGORIES_TITLE}
        description="Marque as categorias em que sua empresa quer receber pedidos. Você só recebe pedidos das categorias selecionadas."
      />

      {failed ? (
        <Card>
          <QueryError query={[groups, mine]} message={CATEGORY_MSG.loadAvailableFailed} ignoreServerMessage />
        </Card>
      ) : loading ? (
        <ChoicesSkeleton />
      ) : total === 0 ? (
        <Card>
          <EmptyState
            icon={<Tags className="size-6" />}
            title="Nenhuma categoria disponível"
            description="A rede ainda não tem categorias ativas. Assim que a sua franquia cadastrar, elas aparecem aqui para você escolher."
            action={
              <Link to="/client" className={buttonClassName('secondary')}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Voltar para o Dashboard
              </Link>
            }
          />
        </Card>
      ) : (
        <>
          <div className="sticky top-16 z-10 -mx-4 border-y border-slate-200 bg-slate-50 px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border sm:bg-white sm:px-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700" aria-live="polite" aria-atomic="true">
                <span className="font-semibold text-slate-900 tabular-nums">{selected.size}</span> de {total}{' '}
                <span className="hidden sm:inline">{`${pluralWord(selected.size, NOUNS.category)} `}</span>
                {pluralWord(selected.size, { one: 'selecionada', many: 'selecionadas' })}
                {changed ? (
                  <span className="block text-xs text-amber-800 sm:inline sm:text-sm">
                    <span className="hidden sm:inline"> · </span>alterações não salvas
                  </span>
                ) : null}
              </p>
              <div className="flex gap-2">
                {changed ? (
                  <Button variant="ghost" onClick={() => setDraft(null)} disabled={save.isPending}>
                    Desfazer
                  </Button>
                ) : null}
                <Button onClick={handleSave} disabled={!changed} loading={save.isPending}>
                  Salvar categorias
                </Button>
              </div>
            </div>
          </div>

          <div className="columns-1 gap-4 md:columns-2 xl:columns-3">
            {(groups.data ?? []).map((group) => (
              <GroupChoices
                key={group.groupName}
                group={group}
                selected={selected}
                disabled={save.isPending}
                onToggle={handleToggle}
              />
            ))}
          </div>
        </>
      )}

      <CategorizeTestArea description="Veja em qual categoria uma mensagem de cliente seria encaixada: você recebe o pedido quando ela está entre as suas." />
    </div>
  );
}
