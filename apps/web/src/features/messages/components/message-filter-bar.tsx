import { X } from 'lucide-react';
import { MESSAGE_STATUSES, type MessageStatus } from '@tenho/domain/messages/message-status';
import { Button } from '@/components/ui/button';
import {
  DateRangeFields,
  FilterSelect,
  optionId,
  ScopeFilters,
  type FilterChoices,
  type ScopeFilterProps,
} from '@/components/ui/filter-fields';
import { SelectField } from '@/components/ui/select-field';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import type { MessageFilterErrors, MessageFilters } from '../use-message-filters';

/** A category to pick (the details dialog's re-categorising uses the same list). */
export type FilterOption = { id: number; name: string };

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todas' },
  ...MESSAGE_STATUSES.map((status) => ({ value: status, label: status })),
] as const satisfies readonly { value: MessageStatus | 'all'; label: string }[];

export type MessageFilterBarProps = ScopeFilterProps & {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
  errors: MessageFilterErrors;
  filtering: boolean;
  onClear: () => void;
  categories: FilterChoices;
};

/** Search, status, period, category and, for the network, company and unit (spec §2, §7). */
export function MessageFilterBar({
  filters,
  onChange,
  errors,
  filtering,
  onClear,
  categories,
  companies,
  units,
}: MessageFilterBarProps) {
  const set = (patch: Partial<MessageFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:p-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-col gap-1.5 lg:flex-1">
          <SearchInput
            label="Buscar mensagens"
            placeholder="Buscar por texto, remetente ou WhatsApp..."
            value={filters.search}
            onChange={(search) => set({ search })}
          />
          {errors.search ? <p className="text-sm text-red-700">{errors.search}</p> : null}
        </div>
        {/* Four options do not fit a phone's width: there the status is a select among the others. */}
        <SegmentedFilter
          legend="Situação"
          value={filters.status || 'all'}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status: status === 'all' ? '' : status })}
          className="hidden sm:block"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:flex lg:flex-wrap lg:items-start">
        <SelectField
          label="Situação"
          className="col-span-2 sm:hidden"
          value={filters.status || 'all'}
          onChange={(event) => {
            const status = event.target.value as MessageStatus | 'all';
            set({ status: status === 'all' ? '' : status });
          }}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <DateRangeFields
          from={filters.dateFrom}
          to={filters.dateTo}
          errors={{ from: errors.dateFrom, to: errors.dateTo }}
          onFrom={(dateFrom) => set({ dateFrom })}
          onTo={(dateTo) => set({ dateTo })}
          className="lg:w-44"
        />
        <FilterSelect
          label="Categoria"
          allLabel="Todas as categorias"
          options={categories.options}
          loading={categories.loading}
          value={filters.categoryId}
          onChange={(value) => set({ categoryId: optionId(value) })}
          className="col-span-2 sm:col-span-1 lg:w-56"
        />
        <ScopeFilters
          units={units}
          companies={companies}
          unitId={filters.unitId}
          companyId={filters.companyId}
          onChange={set}
          unitClassName="col-span-2 sm:col-span-1 lg:w-52"
          companyClassName="col-span-2 sm:col-span-1 lg:w-60"
        />
        {filtering ? (
          <Button
            variant="ghost"
            onClick={onClear}
            className="col-span-2 self-end justify-self-start lg:mt-7"
          >
            <X className="size-4" aria-hidden="true" />
            Limpar filtros
          </Button>
        ) : null}
      </div>
    </div>
  );
}
