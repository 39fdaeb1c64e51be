import { SearchX, UserPlus, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { LIST_VIEW_COPY, USERS_COPY, type UsersAudience } from '../users-copy';
import type { UsersView } from './users-toolbar';

export type UsersEmptyStateProps = {
  audience: UsersAudience;
  view: UsersView;
  filtering: boolean;
  onClearFilters: () => void;
  /** Present when the user may create: the next step of an empty list. */
  onCreate: (() => void) | null;
};

/** The spec's empty texts (§2, §8), with the next step: clear the filters or create someone. */
export function UsersEmptyState({
  audience,
  view,
  filtering,
  onClearFilters,
  onCreate,
}: UsersEmptyStateProps) {
  const copy = USERS_COPY[audience];
  const title =
    view === 'list'
      ? filtering
        ? LIST_VIEW_COPY.noMatch
        : LIST_VIEW_COPY.none
      : filtering && audience === 'clients'
        ? copy.noMatch
        : copy.empty;
  if (filtering) {
    return (
      <FilteredEmptyState
        icon={<SearchX className="size-6" />}
        title={title}
        description="Confira a grafia ou limpe os filtros para ver todos."
        onClear={onClearFilters}
      />
    );
  }
  return (
    <EmptyState
      icon={<Users className="size-6" />}
      title={title}
      description={
        onCreate ? 'Cadastre a primeira pessoa para começar.' : 'Quando houver cadastros, eles aparecem aqui.'
      }
      action={
        onCreate ? (
          <Button onClick={onCreate}>
            <UserPlus className="size-4" aria-hidden="true" />
            Novo Usuário
          </Button>
        ) : null
      }
    />
  );
}
