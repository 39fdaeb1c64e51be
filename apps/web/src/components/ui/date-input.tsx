import { useEffect, useRef, useState, type FocusEvent, type Ref } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { CalendarDays } from 'lucide-react';
import { DATE_TEXT_LENGTH, isoToDateText, maskDateText, parseDateText } from '@tenho/domain/shared/date-text';
import { cn } from '@/lib/cn';
import { Calendar, todayIso } from './calendar';
import { Input } from './input';

export type DateInputProps = {
  /** ISO 'yyyy-mm-dd' (what the API takes); '' for no date. */
  value: string;
  /** Called with the ISO date once the text is a real date, and with '' when it stops being one. */
  onChange: (iso: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Every date field: shows and takes dd/mm/aaaa whatever the browser's language (a native date
 * field shows mm/dd/yyyy in English), slashes put in while typing, a pt-BR calendar beside it,
 * and a message under it for a date that does not exist. Hands ISO dates to the page.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  min,
  max,
  id,
  name,
  disabled,
  className,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
}: DateInputProps) {
  const [text, setText] = useState(() => isoToDateText(value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const emitted = useRef(value);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a 'Limpar filtros', a form reset) replaces what is shown.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(isoToDateText(value));
    setTouched(false);
  }, [value]);

  const emit = (iso: string) => {
    emitted.current = iso;
    if (iso !== value) onChange(iso);
  };

  const handleText = (raw: string) => {
    const next = maskDateText(raw);
    setText(next);
    const parsed = parseDateText(next);
    emit(parsed.status === 'valid' ? parsed.iso : '');
  };

  const parsed = parseDateText(text);
  // An impossible date is said at once; an unfinished one only after leaving the field.
  const message =
    parsed.status === 'invalid' || (parsed.status === 'incomplete' && touched) ? parsed.message : null;
  const messageId = id ? `${id}-date-error` : undefined;

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Anchor asChild>
          <div className="relative">
            <Input
              ref={setRefs}
              id={id}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="dd/mm/aaaa"
              maxLength={DATE_TEXT_LENGTH}
              value={text}
              disabled={disabled}
              aria-invalid={ariaInvalid || message ? true : undefined}
              aria-describedby={
                [message ? messageId : undefined, describedBy].filter(Boolean).join(' ') || undefined
              }
              onChange={(event) => handleText(event.target.value)}
              onBlur={(event) => {
                setTouched(true);
                onBlur?.(event);
              }}
              className="pr-10 tabular-nums"
            />
            <PopoverPrimitive.Trigger asChild>
              <button
                type="button"
                disabled={disabled}
                aria-label="Abrir calendário"
                className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none"
              >
                <CalendarDays className="size-4" aria-hidden="true" />
              </button>
            </PopoverPrimitive.Trigger>
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label="Calendário"
            onOpenAutoFocus={(event) => {
              // Put the focus on the chosen (or today's) day instead of the first button.
              event.preventDefault();
              const content = event.currentTarget as HTMLElement | null;
              content?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')?.focus();
            }}
            className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <Calendar
              selected={parsed.status === 'valid' ? parsed.iso : value}
              min={min}
              max={max}
              onSelect={(iso) => {
                setText(isoToDateText(iso));
                setTouched(false);
                emit(iso);
                setOpen(false);
                inputRef.current?.focus();
              }}
            />
            <div className="mt-2 flex justify-between border-t border-slate-100 pt-2">
              <button
                type="button"
                className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => {
                  const today = todayIso();
                  setText(isoToDateText(today));
                  emit(today);
                  setOpen(false);
                  inputRef.current?.focus();
                }}
              >
                Hoje
              </button>
              <button
                type="button"
                className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => {
                  setText('');
                  setTouched(false);
                  emit('');
                  setOpen(false);
                  inputRef.current?.focus();
                }}
              >
                Limpar
              </button>
            </div>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      {message ? (
        <p id={messageId} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
