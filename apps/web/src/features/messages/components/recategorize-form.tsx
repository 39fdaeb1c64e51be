import { useId, useState, type FormEvent } from 'react';
import { Tags } from 'lucide-react';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import { countLabel } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRecategorizeMessage } from '../api/recategorize-message';
import type { FilterOption } from './message-filter-bar';

export type RecategorizeFormProps = {
  messageId: number;
  currentCategoryId: number | null;
  categories: FilterOption[];
  loading: boolean;
};

/** ADMIN/MASTER: pick the right category; the API offers the request again and teaches the categoriser. */
export function RecategorizeForm({
  messageId,
  currentCategoryId,
  categories,
  loading,
}: RecategorizeFormProps) {
  const id = useId();
  const [choice, setChoice] = useState<string>(currentCategoryId === null ? '' : String(currentCategoryId));
  const mutation = useRecategorizeMessage();
  const unchanged = choice === '' || Number(choice) === currentCategoryId;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    mutation.mutate(
      { id: messageId, categoryId: Number(choice) },
      {
        onSuccess: (result) =>
          notify.success(
            `${MESSAGES_MSG.recategorized} ${`${countLabel(result.offered, { one: 'empresa foi consultada', many: 'empresas foram consultadas' })}.`}`,
          ),
        onError: (error) => notify.error(errorMessage(error, MESSAGES_MSG.recategorizeFailed)),
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <Label htmlFor={id}>Corrigir categoria</Label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        O pedido é reenviado às empresas da nova categoria e o exemplo ensina o categorizador.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <Select
            id={id}
            aria-describedby={`${id}-hint`}
            value={choice}
            disabled={loading || mutation.isPending}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="" disabled>
              Escolha a categoria
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary" disabled={unchanged} loading={mutation.isPending}>
          {mutation.isPending ? null : <Tags className="size-4" aria-hidden="true" />}
          Recategorizar
        </Button>
      </div>
    </form>
  );
}
