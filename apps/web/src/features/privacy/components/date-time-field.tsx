import { useId } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';

/** A Brasília day ('yyyy-mm-dd') and a 24-hour clock time ('HH:MM'); both '' when not informed. */
export type DateTimeValue = { date: string; time: string };

export type DateTimeFieldProps = {
  label: string;
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  error?: string;
  hint?: string;
  /** Today at most (ISO day). */
  max?: string;
};

const maskClock = (raw: string) => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
};

/**
 * A point in time as two boxes, dd/mm/aaaa and hh:mm (24 h), whatever the browser's language (a
 * native datetime field shows AM/PM in English). One legend names both; the error is announced.
 */
export function DateTimeField({ label, value, onChange, error, hint, max }: DateTimeFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-date`} className="sr-only">
            {label}: data
          </label>
          <DateInput
            id={`${id}-date`}
            value={value.date}
            max={max}
            aria-invalid={error ? true : undefined}
            onChange={(date) => onChange({ ...value, date })}
          />
        </div>
        <div className="w-24 shrink-0">
          <label htmlFor={`${id}-time`} className="sr-only">
            {label}: hora
          </label>
          <Input
            id={`${id}-time`}
            value={value.time}
            inputMode="numeric"
            placeholder="hh:mm"
            maxLength={5}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            className="tabular-nums"
            onChange={(event) => onChange({ ...value, time: maskClock(event.target.value) })}
          />
        </div>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
