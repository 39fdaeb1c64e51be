import { useEffect, useRef, useState, type RefObject } from 'react';

// Row keys only need to be unique on the page.
let rowKeySequence = 0;
const nextRowKey = () => ++rowKeySequence;

/** Stable keys for rows that can be added and removed (so focus and typing stay in place). */
export function useRowKeys(count: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: count }, nextRowKey));
  // The form can be reset from outside (e.g. after a save): follow its length.
  if (keys.length !== count) {
    setKeys(
      keys.length > count
        ? keys.slice(0, count)
        : [...keys, ...Array.from({ length: count - keys.length }, nextRowKey)],
    );
  }
  return {
    keys,
    add: () => setKeys((list) => [...list, nextRowKey()]),
    remove: (index: number) => setKeys((list) => list.filter((_, i) => i !== index)),
  };
}

/** Focuses the first input of the row added last. */
export function useFocusAdded(count: number, container: RefObject<HTMLElement | null>) {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      const rows = container.current?.querySelectorAll<HTMLElement>('[data-row]');
      rows?.[rows.length - 1]?.querySelector<HTMLElement>('input')?.focus();
    }
    previous.current = count;
  }, [count, container]);
}

export type RowsProps<T> = {
  /** The group's name, e.g. 'Telefones'. */
  legend: string;
  value: T[];
  onChange: (rows: T[]) => void;
  /** The message about the whole group (e.g. 'Pelo menos um telefone válido é obrigatório'). */
  error?: string;
  /** One message per row, by index. */
  rowErrors?: ReadonlyArray<string | undefined>;
  disabled?: boolean;
};

export const withPrimary = <T extends { is_primary?: boolean }>(rows: T[], index: number): T[] =>
  rows.map((row, i) => ({ ...row, is_primary: i === index }));

/** Keeps one primary row after a removal (the first, when the primary one went). */
export function removeRow<T extends { is_primary?: boolean }>(rows: T[], index: number): T[] {
  const left = rows.filter((_, i) => i !== index);
  return left.some((row) => row.is_primary) ? left : withPrimary(left, 0);
}

type PrimaryChoiceProps = {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
};

export function PrimaryChoice({ name, label, checked, disabled, onChange }: PrimaryChoiceProps) {
  return (
    <label className="flex h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        className="size-4 accent-brand-600"
      />
      <span aria-hidden="true">Principal</span>
    </label>
  );
}

/**
 * A contact list's messages from react-hook-form's errors for it: the group's own (e.g. 'at least
 * one phone') and each row's, by index, for the row's `key` field.
 */
export function contactErrors(
  value: unknown,
  key: 'phone' | 'email',
): { error: string | undefined; rowErrors: Array<string | undefined> } {
  const group = value as { message?: string; root?: { message?: string } } | undefined;
  const rowErrors =
    value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([index]) => /^\d+$/.test(index))
          .reduce<Array<string | undefined>>((list, [index, row]) => {
            list[Number(index)] = (row as Record<string, { message?: string } | undefined>)?.[key]?.message;
            return list;
          }, [])
      : [];
  return { error: group?.message ?? group?.root?.message, rowErrors };
}
