import { useId } from 'react';

import { type CategoryGroup } from '@tenho/domain/categories/categories.schemas';

import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';

import { Label } from '@/components/ui/field';

import { Skeleton } from '@/components/ui/skeleton';

type GroupChoicesProps = {
  group: CategoryGroup;
  selected: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (ids: readonly number[], checked: boolean) => void;
};

export function GroupChoices({ group, selected, disabled, onToggle }: GroupChoicesProps) {
  const baseId = useId();
  const ids = group.categories.map((c) => c.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const allState = count === 0 ? false : count === ids.length ? true : 'indeterminate';

  return (
    <Card className="mb-4 break-inside-avoid">
      <fieldset className="min-w-0 p-4 sm:p-5">
        <legend className="sr-only">{group.groupName}</legend>
        <div className="flex items-center gap-3 border-b border-slate-100 pb-3">
          <Checkbox
            id={`${baseId}-all`}
            checked={allState}
            disabled={disabled}
            onCheckedChange={() => onToggle(ids, allState !== true)}
            aria-label={`Selecionar todas as categorias de ${group.groupName}`}
          />
          <Label
            htmlFor={`${baseId}-all`}
            className="min-w-0 flex-1 cursor-pointer font-semibold text-slate-900"
          >
            {group.groupName}
          </Label>
          <span className="shrink-0 text-xs text-slate-500 tabular-nums" aria-hidden="true">
            {count}/{ids.length}
          </span>
        </div>
        <ul className="mt-2 flex flex-col">
          {group.categories.map((category) => {
            const id = `${baseId}-${category.id}`;
            return (
              <li key={category.id} className="flex items-center gap-3 rounded-lg py-1.5">
                <Checkbox
                  id={id}
                  checked={selected.has(category.id)}
                  disabled={disabled}
                  onCheckedChange={(checked) => onToggle([category.id], checked === true)}
                />
                <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-1 font-normal text-slate-700">
                  {category.name}
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
}

export function ChoicesSkeleton() {
  return (
    <div
      className="columns-1 gap-4 md:columns-2 xl:columns-3"
      role="status"
      aria-label="Carregando categorias"
    >
      {[4, 3, 5, 2, 3, 4].map((rows, card) => (
        <Card key={card} className="mb-4 break-inside-avoid p-5">
          <Skeleton className="h-5 w-40" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="mt-4 flex items-center gap-3">
              <Skeleton className="size-5" />
              <Skeleton className="h-4 w-36" />
            </div>
          ))}
        </Card>
      ))}
    </div>
  );
}
