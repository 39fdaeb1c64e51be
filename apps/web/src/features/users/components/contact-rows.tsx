import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  PHONE_TYPE_LABELS,
  PHONE_TYPES,
  type EmailRowInput,
  type PhoneRowInput,
} from '@tenho/domain/users/users.schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

// Row keys only need to be unique on the page.
let rowKeySequence = 0;
const nextRowKey = () => ++rowKeySequence;

/** Stable keys for rows that can be added and removed (so focus and typing stay in place). */
function useRowKeys(count: number) {
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
function useFocusAdded(count: number, container: RefObject<HTMLElement | null>) {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      const rows = container.current?.querySelectorAll<HTMLElement>('[data-row]');
      rows?.[rows.length - 1]?.querySelector<HTMLElement>('input')?.focus();
    }
    previous.current = count;
  }, [count, container]);
}

type RowsProps<T> = {
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

const withPrimary = <T extends { is_primary?: boolean }>(rows: T[], index: number): T[] =>
  rows.map((row, i) => ({ ...row, is_primary: i === index }));

/** Keeps one primary row after a removal (the first, when the primary one went). */
function removeRow<T extends { is_primary?: boolean }>(rows: T[], index: number): T[] {
  const left = rows.filter((_, i) => i !== index);
  return left.some((row) => row.is_primary) ? left : withPrimary(left, 0);
}

/** Phone rows: masked number, type and 'Principal'; at least one row always stays (spec §5). */
export function PhoneRows({ legend, value, onChange, error, rowErrors, disabled }: RowsProps<PhoneRowInput>) {
  const groupId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  const rows = value.length > 0 ? value : [EMPTY_PHONE_ROW];
  const { keys, add, remove } = useRowKeys(rows.length);
  useFocusAdded(rows.length, container);
  const update = (index: number, patch: Partial<PhoneRowInput>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset
      ref={container}
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {rows.map((row, index) => {
        const rowError = rowErrors?.[index];
        const number = index + 1;
        return (
          <div key={keys[index]} data-row className="flex flex-col gap-1.5">
            <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto_auto] sm:items-center">
              <Input
                aria-label={`Telefone ${number}`}
                aria-invalid={rowError || (error && index === 0) ? true : undefined}
                aria-describedby={rowError ? `${groupId}-${index}-error` : undefined}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(11) 98765-4321"
                maxLength={PHONE_MASK_MAX_LENGTH}
                value={row.phone}
                disabled={disabled}
                onChange={(event) => update(index, { phone: maskPhone(event.target.value) })}
              />
              <Button
                variant="ghost"
                size="icon"
                className="text-slate-500 hover:text-red-700 sm:order-last"
                disabled={disabled || rows.length === 1}
                onClick={() => {
                  remove(index);
                  onChange(removeRow(rows, index));
                }}
                aria-label={`Remover telefone ${number}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
              <Select
                aria-label={`Tipo do telefone ${number}`}
                value={row.type ?? 'MOBILE'}
                disabled={disabled}
                onChange={(event) => update(index, { type: event.target.value as PhoneRowInput['type'] })}
              >
                {PHONE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PHONE_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
              <PrimaryChoice
                name={`${groupId}-primary`}
                label={`Telefone ${number} principal`}
                checked={!!row.is_primary}
                disabled={disabled}
                onChange={() => onChange(withPrimary(rows, index))}
              />
            </div>
            {rowError ? (
              <p id={`${groupId}-${index}-error`} className="text-sm text-red-700">
                {rowError}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={`${groupId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => {
            add();
            onChange([...rows, { ...EMPTY_PHONE_ROW, is_primary: false }]);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Adicionar telefone
        </Button>
      </div>
    </fieldset>
  );
}

/** E-mail rows with 'Principal'; at least one row always stays; empty rows are dropped on save. */
export function EmailRows({ legend, value, onChange, error, rowErrors, disabled }: RowsProps<EmailRowInput>) {
  const groupId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  const rows = value.length > 0 ? value : [EMPTY_EMAIL_ROW];
  const { keys, add, remove } = useRowKeys(rows.length);
  useFocusAdded(rows.length, container);
  const update = (index: number, email: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, email } : row)));

  return (
    <fieldset ref={container} className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {rows.map((row, index) => {
        const rowError = rowErrors?.[index];
        const number = index + 1;
        return (
          <div key={keys[index]} data-row className="flex flex-col gap-1.5">
            <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center">
              <Input
                aria-label={`E-mail ${number}`}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? `${groupId}-${index}-error` : undefined}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="contato@empresa.com.br"
                value={row.email}
                disabled={disabled}
                onChange={(event) => update(index, event.target.value)}
              />
              <Button
                variant="ghost"
                size="icon"
                className="text-slate-500 hover:text-red-700 sm:order-last"
                disabled={disabled || rows.length === 1}
                onClick={() => {
                  remove(index);
                  onChange(removeRow(rows, index));
                }}
                aria-label={`Remover e-mail ${number}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
              <PrimaryChoice
                name={`${groupId}-primary`}
                label={`E-mail ${number} principal`}
                checked={!!row.is_primary}
                disabled={disabled}
                onChange={() => onChange(withPrimary(rows, index))}
              />
            </div>
            {rowError ? (
              <p id={`${groupId}-${index}-error`} className="text-sm text-red-700">
                {rowError}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => {
            add();
            onChange([...rows, { ...EMPTY_EMAIL_ROW, is_primary: false }]);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Adicionar e-mail
        </Button>
      </div>
    </fieldset>
  );
}

type PrimaryChoiceProps = {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
};

function PrimaryChoice({ name, label, checked, disabled, onChange }: PrimaryChoiceProps) {
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
