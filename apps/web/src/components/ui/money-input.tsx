import type { FocusEvent } from 'react';
import { formatMoneyText, parseMoney } from '@tenho/domain/shared/money';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

export type MoneyInputProps = Omit<
  InputProps,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange'
> & {
  /** The text as typed; read it with parseMoney from the domain. */
  value: string;
  onChange: (text: string) => void;
};

/** Only what an amount can hold; anything else typed or pasted is dropped. */
const keepMoneyCharacters = (text: string) => text.replace(/^\s*R\$\s*/i, '').replace(/[^\d.,]/g, '');

/**
 * Every amount in the product: a text field with an 'R$' prefix that reads money the Brazilian
 * way whatever the browser's language (a number field would read '10,00' as 1000 in English).
 * On leaving the field a readable amount is rewritten as '1.234,56', so the user sees what was
 * understood; unreadable text is left as typed for the form to explain.
 */
export function MoneyInput({ value, onChange, onBlur, className, ref, ...props }: MoneyInputProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseMoney(value);
    if (parsed.ok) {
      const formatted = formatMoneyText(parsed.cents);
      if (formatted !== value) onChange(formatted);
    }
    onBlur?.(event);
  };
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500"
        aria-hidden="true"
      >
        R$
      </span>
      <Input
        placeholder="0,00"
        autoComplete="off"
        {...props}
        ref={ref}
        type="text"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(keepMoneyCharacters(event.target.value))}
        onBlur={handleBlur}
        className={cn('pl-10 text-right tabular-nums', className)}
      />
    </div>
  );
}
