import type { FocusEvent, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** Digits only, a colon after the hour: '0830' → '08:30' (at most 'HH:MM'). */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

export type TimeInputProps = {
  /** 'HH:MM' as typed (validate with the domain schema). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Every time-of-day field: 24-hour 'HH:MM' whatever the browser's language (a native time field
 * shows AM/PM in English), the colon put in while typing; '8' becomes '08:00' on leaving.
 */
export function TimeInput({ value, onChange, onBlur, className, ...props }: TimeInputProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    // A lone hour ('8', '18') is read as the full hour.
    if (/^\d{1,2}$/.test(value) && Number(value) <= 23) onChange(`${value.padStart(2, '0')}:00`);
    onBlur?.(event);
  };
  // The width sits on a wrapper: the field itself is w-full like every control.
  return (
    <span className={cn('inline-block w-[5.5rem] shrink-0', className)}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="00:00"
        maxLength={5}
        value={value}
        onChange={(event) => onChange(maskTimeText(event.target.value))}
        onBlur={handleBlur}
        className="text-center tabular-nums"
      />
    </span>
  );
}
