import { useId, useRef } from 'react';
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
import {
  useRowKeys,
  useFocusAdded,
  type RowsProps,
  withPrimary,
  removeRow,
  PrimaryChoice,
} from './contact-row-parts';

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
