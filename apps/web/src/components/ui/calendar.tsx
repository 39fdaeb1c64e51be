import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  addDays,
  addMonths,
  clamp,
  dayLabel,
  monthGrid,
  MONTHS,
  todayIso,
  toDay,
  weekday,
  WEEKDAYS,
} from '@/lib/calendar-days';

export { todayIso } from '@/lib/calendar-days';

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
      Home: () => addDays(focused, -weekday(focused)),
      End: () => addDays(focused, 6 - weekday(focused)),
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
        <MonthButton label="Mês anterior" onClick={() => go(addMonths(focused, -1), false)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </MonthButton>
        <p id={titleId} className="text-sm font-semibold text-slate-900" aria-live="polite">
          <span className="capitalize">{MONTHS[view.month - 1]}</span> de {view.year}
        </p>
        <MonthButton label="Próximo mês" onClick={() => go(addMonths(focused, 1), false)}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </MonthButton>
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

/** The previous/next month arrow over the grid. */
function MonthButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </button>
  );
}
