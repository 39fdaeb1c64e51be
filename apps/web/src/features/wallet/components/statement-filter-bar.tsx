import { useId } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { Field, Label } from '@/components/ui/field';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import {
  PERIOD_OPTIONS,
  TYPE_OPTIONS,
  type PeriodChoice,
  type StatementFilters,
  type TypeChoice,
} from '../statement-filters';

export type FilterOption = { id: number; name: string };

export type StatementFilterBarProps = {
  filters: StatementFilters;
  onChange: (filters: StatementFilters) => void;
  /** The domain's messages for dates the API would refuse. */
  errors?: Partial<Record<'from' | 'to', string>>;
  /** ADMIN and MASTER: the company filter (undefined hides it). */
  companies?: { options: FilterOption[]; loading: boolean; truncated: boolean };
  /** MASTER: the unit filter (undefined hides it). */
  units?: { options: FilterOption[]; loading: boolean };
  className?: string;
};

/** Period, type and, for the network, company and unit filters of a statement. */
export function StatementFilterBar({
  filters,
  onChange,
  errors = {},
  companies,
  units,
  className,
}: StatementFilterBarProps) {
  const periodId = useId();
  const companyId = useId();
  const unitId = useId();
  const set = (patch: Partial<StatementFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
        <div className="flex flex-col gap-1.5 lg:w-52">
          <Label htmlFor={periodId}>Período</Label>
          <Select
            id={periodId}
            value={filters.period}
            onChange={(event) => set({ period: event.target.value as PeriodChoice })}
          >
            {PERIOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
        {units ? (
          <div className="flex flex-col gap-1.5 lg:w-56">
            <Label htmlFor={unitId}>Franquia</Label>
            <Select
              id={unitId}
              value={filters.unitId ?? ''}
              disabled={units.loading}
              // A company belongs to one unit: picking another unit clears the company.
              onChange={(event) =>
                set({ unitId: event.target.value ? Number(event.target.value) : null, clientId: null })
              }
            >
              <option value="">Toda a rede</option>
              {units.options.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {companies ? (
          <div className="flex flex-col gap-1.5 lg:w-64">
            <Label htmlFor={companyId}>Empresa</Label>
            <Select
              id={companyId}
              value={filters.clientId ?? ''}
              disabled={companies.loading}
              aria-describedby={companies.truncated ? `${companyId}-hint` : undefined}
              onChange={(event) => set({ clientId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">Todas as empresas</option>
              {companies.options.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </Select>
            {companies.truncated ? (
              <p id={`${companyId}-hint`} className="text-xs text-slate-500">
                Mostrando as primeiras empresas em ordem alfabética
                {units ? '; escolha uma franquia para ver as demais.' : '.'}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          {/* The fieldset's legend names the group for screen readers; this is its visible twin. */}
          <span className="text-sm font-medium text-slate-800" aria-hidden="true">
            Tipo
          </span>
          <SegmentedFilter
            legend="Tipo de movimentação"
            value={filters.type}
            options={TYPE_OPTIONS}
            onChange={(type: TypeChoice) => set({ type })}
          />
        </div>
      </div>
      {filters.period === 'custom' ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-lg">
          <Field label="De" error={errors.from}>
            {(control) => (
              <DateInput
                {...control}
                value={filters.from}
                max={filters.to || undefined}
                onChange={(from) => set({ from })}
              />
            )}
          </Field>
          <Field label="Até" error={errors.to}>
            {(control) => (
              <DateInput
                {...control}
                value={filters.to}
                min={filters.from || undefined}
                onChange={(to) => set({ to })}
              />
            )}
          </Field>
        </div>
      ) : null}
    </div>
  );
}
