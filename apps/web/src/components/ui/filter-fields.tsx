import type { ReactNode } from 'react';
import { DateInput } from './date-input';
import { Field } from './field';
import { SelectField } from './select-field';
import { NamedOptions } from './named-options';

/** An option of a filter select: a record id (unit, company, category) or a code (role, group). */
export type FilterOption = { id: number | string; name: string };

/** A select's value back as a record id; '' (the "all" option) is null. */
export const optionId = (value: string): number | null => (value ? Number(value) : null);

export type FilterSelectProps = {
  label: string;
  /** Screen readers only: the "all" option already says what the select filters. */
  hiddenLabel?: boolean;
  /** The first option, '' in value: no filter. */
  allLabel: string;
  options: readonly FilterOption[];
  /** null or '' selects the "all" option. */
  value: number | string | null;
  onChange: (value: string) => void;
  /** The options are loading: the select waits, disabled. */
  loading?: boolean;
  hint?: ReactNode;
  className?: string;
  selectClassName?: string;
};

/** A labelled select of a filter bar: "all" first, then the options. */
export function FilterSelect({
  label,
  hiddenLabel = false,
  allLabel,
  options,
  value,
  onChange,
  loading,
  hint,
  className,
  selectClassName,
}: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      labelClassName={hiddenLabel ? 'sr-only' : undefined}
      hint={hint}
      className={className}
      inputClassName={selectClassName}
      value={value ?? ''}
      disabled={loading}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      <NamedOptions items={options} />
    </SelectField>
  );
}

/** The options of a record filter and whether they are still loading. */
export type FilterChoices = { options: readonly FilterOption[]; loading: boolean };

/** The network's company and unit filters, shared by the message and statement bars. */
export type ScopeFilterProps = {
  /** ADMIN and MASTER: the company filter (undefined hides it). */
  companies?: FilterChoices & { truncated: boolean };
  /** MASTER: the unit filter (undefined hides it). */
  units?: FilterChoices;
};

export type ScopeFiltersProps = ScopeFilterProps & {
  unitId: number | null;
  companyId: number | null;
  /** The whole scope after a pick. A company belongs to one unit: another unit clears the company. */
  onChange: (scope: { unitId: number | null; companyId: number | null }) => void;
  unitClassName?: string;
  companyClassName?: string;
};

/** 'Franquia' (MASTER) then 'Empresa' (ADMIN and MASTER), each shown when its options are given. */
export function ScopeFilters({
  companies,
  units,
  unitId,
  companyId,
  onChange,
  unitClassName,
  companyClassName,
}: ScopeFiltersProps) {
  return (
    <>
      {units ? (
        <FilterSelect
          label="Franquia"
          allLabel="Toda a rede"
          options={units.options}
          loading={units.loading}
          value={unitId}
          onChange={(value) => onChange({ unitId: optionId(value), companyId: null })}
          className={unitClassName}
        />
      ) : null}
      {companies ? (
        <FilterSelect
          label="Empresa"
          allLabel="Todas as empresas"
          options={companies.options}
          loading={companies.loading}
          value={companyId}
          onChange={(value) => onChange({ unitId, companyId: optionId(value) })}
          hint={
            companies.truncated
              ? `Mostrando as primeiras empresas em ordem alfabética${units ? '; escolha uma franquia para ver as demais.' : '.'}`
              : undefined
          }
          className={companyClassName}
        />
      ) : null}
    </>
  );
}

export type DateRangeFieldsProps = {
  /** ISO dates, '' for none. */
  from: string;
  to: string;
  errors?: { from?: string; to?: string };
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
  className?: string;
  inputClassName?: string;
};

/** 'De' and 'Até': each date bounds the other's calendar. */
export function DateRangeFields({
  from,
  to,
  errors = {},
  onFrom,
  onTo,
  className,
  inputClassName,
}: DateRangeFieldsProps) {
  return (
    <>
      <Field label="De" error={errors.from} className={className}>
        {(control) => (
          <DateInput
            {...control}
            value={from}
            max={to || undefined}
            onChange={onFrom}
            className={inputClassName}
          />
        )}
      </Field>
      <Field label="Até" error={errors.to} className={className}>
        {(control) => (
          <DateInput
            {...control}
            value={to}
            min={from || undefined}
            onChange={onTo}
            className={inputClassName}
          />
        )}
      </Field>
    </>
  );
}
