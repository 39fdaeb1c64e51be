import { DateRangeFields, ScopeFilters, type ScopeFilterProps } from '@/components/ui/filter-fields';
import { SelectField } from '@/components/ui/select-field';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { cn } from '@/lib/cn';
import {
  PERIOD_OPTIONS,
  TYPE_OPTIONS,
  type PeriodChoice,
  type StatementFilters,
  type TypeChoice,
} from '../statement-filters';

export type StatementFilterBarProps = ScopeFilterProps & {
  filters: StatementFilters;
  onChange: (filters: StatementFilters) => void;
  /** The domain's messages for dates the API would refuse. */
  errors?: Partial<Record<'from' | 'to', string>>;
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
  const set = (patch: Partial<StatementFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {/* grid-cols-1 (minmax(0, 1fr)): on a phone no field may widen the column past the card. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
        <SelectField
          label="Período"
          className="lg:w-52"
          value={filters.period}
          onChange={(event) => set({ period: event.target.value as PeriodChoice })}
        >
          {PERIOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <ScopeFilters
          units={units}
          companies={companies}
          unitId={filters.unitId}
          companyId={filters.clientId}
          onChange={(scope) => set({ unitId: scope.unitId, clientId: scope.companyId })}
          unitClassName="lg:w-56"
          companyClassName="lg:w-64"
        />
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
          <DateRangeFields
            from={filters.from}
            to={filters.to}
            errors={errors}
            onFrom={(from) => set({ from })}
            onTo={(to) => set({ to })}
          />
        </div>
      ) : null}
    </div>
  );
}
