import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { isoDate } from '@tenho/domain/shared/date-text';
import { cn } from '@/lib/cn';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

const WEEKDAYS = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
] as const;

type Day = { year: number; month: number; day: number };

const toDay = (iso: string): Day => {
  const [y = '1970', m = '1', d = '1'] = iso.split('-');
  return { year: Number(y), month: Number(m), day: Number(d) };
};
const toIso = (d: Day) => isoDate(d.year, d.month, d.day);
const utc = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const fromUtc = (date: Date): Day => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});
const addDays = (iso: string, days: number) => {
  const date = utc(toDay(iso));
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(fromUtc(date));
};
/** Same day n months later, kept inside the shorter month (31 Jan + 1 month = 28/29 Feb). */
const addMonths = (iso: string, months: number) => {
  const { year, month, day } = toDay(iso);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toIso({ year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day, last) });
};

/** Today's date in Brasília, whatever the machine's zone. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
}

/** 'quinta-feira, 5 de novembro de 2026' for a day button. */
function dayLabel(iso: string): string {
  const d = toDay(iso);
  const weekday = WEEKDAYS[utc(d).getUTCDay()]?.[1] ?? '';
  return `${weekday}, ${d.day} de ${MONTHS[d.month - 1]} de ${d.year}`;
}

/** The 6 weeks (Sunday first) that show the month of `iso`. */
function monthGrid(iso: string): string[][] {
  const { year, month } = toDay(iso);
  const first = toIso({ year, month, day: 1 });
  const start = addDays(first, -utc(toDay(first)).getUTCDay());
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => addDays(start, week * 7 + weekday)),
  );
}

const clamp = (iso: string, min?: string, max?: string) =>
  min && iso < min ? min : max && iso > max ? max : iso;

export type CalendarProps = {
  /** The chosen day, ISO 'yyyy-mm-dd'; '' for none. */
  selected: string;
  onSelect: (iso: string) => void;
  min?: string;
  max?: string;
  className?: string;
};

/**
 * A month of days in pt-BR, Sunday first, driven by keyboard as a grid: arrows move a day or a
 * week, Home/End go to the week's ends, PageUp/PageDown change month (with Shift, year), Enter
 * or Space choose. The focused day follows the keyboard; days outside min/max are disabled.
 */
export function Calendar({ selected, onSelect, min, max, className }: CalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(() => clamp(selected || todayIso(), min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const today = todayIso();
  const view = toDay(focused);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (iso: string, focusDay = true) => {
    moveFocus.current = focusDay;
    setFocused(clamp(iso, min, max));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -utc(toDay(focused)).getUTCDay()),
      End: () => addDays(focused, 6 - utc(toDay(focused)).getUTCDay()),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  };

  const outOfRange = (iso: string) => Boolean((min && iso < min) || (max && iso > max));

  return (
    <div className={cn('w-72 select-none', className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => go(addMonths(focused, -1), false)}
          aria-label="Mês anterior"
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <p id={titleId} className="text-sm font-semibold text-slate-900" aria-live="polite">
          <span className="capitalize">{MONTHS[view.month - 1]}</span> de {view.year}
        </p>
        <button
          type="button"
          onClick={() => go(addMonths(focused, 1), false)}
          aria-label="Próximo mês"
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={full} scope="col" abbr={full} className="pb-1 text-xs font-medium text-slate-500">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{full}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const inMonth = toDay(iso).month === view.month;
                const isSelected = iso === selected;
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      disabled={outOfRange(iso)}
                      aria-label={dayLabel(iso)}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => onSelect(iso)}
                      onFocus={() => iso !== focused && setFocused(iso)}
                      className={cn(
                        'inline-flex size-9 items-center justify-center rounded-md tabular-nums transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                        'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
                        inMonth ? 'text-slate-900' : 'text-slate-400',
                        isSelected
                          ? 'bg-brand-600 font-semibold text-white hover:bg-brand-700'
                          : 'hover:bg-slate-100',
                        iso === today && !isSelected
                          ? 'font-semibold text-brand-700 ring-1 ring-brand-600/40 ring-inset'
                          : null,
                      )}
                    >
                      {toDay(iso).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
