import { useId, useRef, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  useRowKeys,
  useFocusAdded,
  type RowsProps,
  withPrimary,
  removeRow,
  PrimaryChoice,
} from './contact-row-parts';

type ContactRow = { is_primary?: boolean };
type RowAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export type ContactRowListProps<T extends ContactRow> = RowsProps<T> & {
  /** The row a new or empty list starts from. */
  emptyRow: T;
  /** 'Telefone' / 'E-mail': names each row's controls ('Telefone 2 principal'). */
  rowName: string;
  /** 'telefone' / 'e-mail': 'Remover telefone 2', 'Adicionar telefone'. */
  noun: string;
  gridClassName: string;
  /** The group's error is about the first row: mark it and describe the group with it. */
  groupErrorOnFirstRow?: boolean;
  /** The row's own controls before its remove button, and any after it (before 'Principal'). */
  renderRow: (
    row: T,
    index: number,
    aria: RowAria,
    update: (patch: Partial<T>) => void,
  ) => { main: ReactNode; extra?: ReactNode };
};

/** Rows of one kind of contact, with 'Principal'; at least one row always stays (spec §5). */
export function ContactRowList<T extends ContactRow>({
  legend,
  value,
  onChange,
  error,
  rowErrors,
  disabled,
  emptyRow,
  rowName,
  noun,
  gridClassName,
  groupErrorOnFirstRow = false,
  renderRow,
}: ContactRowListProps<T>) {
  const groupId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  const rows = value.length > 0 ? value : [emptyRow];
  const { keys, add, remove } = useRowKeys(rows.length);
  useFocusAdded(rows.length, container);
  const groupErrorId = groupErrorOnFirstRow && error ? `${groupId}-error` : undefined;

  return (
    <fieldset ref={container} className="flex min-w-0 flex-col gap-3" aria-describedby={groupErrorId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {rows.map((row, index) => {
        const rowError = rowErrors?.[index];
        const number = index + 1;
        const { main, extra } = renderRow(
          row,
          index,
          {
            'aria-invalid': rowError || (groupErrorId && index === 0) ? true : undefined,
            'aria-describedby': rowError ? `${groupId}-${index}-error` : undefined,
          },
          (patch) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))),
        );
        return (
          <div key={keys[index]} data-row className="flex flex-col gap-1.5">
            <div className={gridClassName}>
              {main}
              <Button
                variant="ghost"
                size="icon"
                className="text-slate-500 hover:text-red-700 sm:order-last"
                disabled={disabled || rows.length === 1}
                onClick={() => {
                  remove(index);
                  onChange(removeRow(rows, index));
                }}
                aria-label={`Remover ${noun} ${number}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
              {extra}
              <PrimaryChoice
                name={`${groupId}-primary`}
                label={`${rowName} ${number} principal`}
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
        <p id={groupErrorId} className="text-sm text-red-700">
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
            onChange([...rows, { ...emptyRow, is_primary: false }]);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {`Adicionar ${noun}`}
        </Button>
      </div>
    </fieldset>
  );
}
