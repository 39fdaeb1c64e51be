import { X } from 'lucide-react';
import { MESSAGE_STATUSES, type MessageStatus } from '@tenho/domain/messages/message-status';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import type { MessageFilterErrors, MessageFilters } from '../use-message-filters';

export type FilterOption = { id: number; name: string };

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todas' },
  ...MESSAGE_STATUSES.map((status) => ({ value: status, label: status })),
] as const satisfies readonly { value: MessageStatus | 'all'; label: string }[];

export type MessageFilterBarProps = {
  filters: MessageFilters;
  onChange: (filters: MessageFilters) => void;
  errors: MessageFilterErrors;
  filtering: boolean;
  onClear: () => void;
  categories: { options: FilterOption[]; loading: boolean };
  /** ADMIN and MASTER: the company filter (undefined hides it). */
  companies?: { options: FilterOption[]; loading: boolean; truncated: boolean };
  /** MASTER: the unit filter (undefined hides it). */
  units?: { options: FilterOption[]; loading: boolean };
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
  const idOf = (value: string) => (value ? Number(value) : null);

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
        <Field label="Situação" className="col-span-2 sm:hidden">
          {(control) => (
            <Select
              {...control}
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
            </Select>
          )}
        </Field>
        <Field label="De" error={errors.dateFrom} className="lg:w-44">
          {(control) => (
            <DateInput
              {...control}
              value={filters.dateFrom}
              max={filters.dateTo || undefined}
              onChange={(dateFrom) => set({ dateFrom })}
            />
          )}
        </Field>
        <Field label="Até" error={errors.dateTo} className="lg:w-44">
          {(control) => (
            <DateInput
              {...control}
              value={filters.dateTo}
              min={filters.dateFrom || undefined}
              onChange={(dateTo) => set({ dateTo })}
            />
          )}
        </Field>
        <Field label="Categoria" className="col-span-2 sm:col-span-1 lg:w-56">
          {(control) => (
            <Select
              {...control}
              value={filters.categoryId ?? ''}
              disabled={categories.loading}
              onChange={(event) => set({ categoryId: idOf(event.target.value) })}
            >
              <option value="">Todas as categorias</option>
              {categories.options.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {units ? (
          <Field label="Franquia" className="col-span-2 sm:col-span-1 lg:w-52">
            {(control) => (
              <Select
                {...control}
                value={filters.unitId ?? ''}
                disabled={units.loading}
                // A company belongs to one unit: picking another unit clears the company.
                onChange={(event) => set({ unitId: idOf(event.target.value), companyId: null })}
              >
                <option value="">Toda a rede</option>
                {units.options.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        {companies ? (
          <Field
            label="Empresa"
            className="col-span-2 sm:col-span-1 lg:w-60"
            hint={
              companies.truncated
                ? `Mostrando as primeiras empresas em ordem alfabética${units ? '; escolha uma franquia para ver as demais.' : '.'}`
                : undefined
            }
          >
            {(control) => (
              <Select
                {...control}
                value={filters.companyId ?? ''}
                disabled={companies.loading}
                onChange={(event) => set({ companyId: idOf(event.target.value) })}
              >
                <option value="">Todas as empresas</option>
                {companies.options.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
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
