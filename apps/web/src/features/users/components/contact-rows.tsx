import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import {
  EMPTY_EMAIL_ROW,
  EMPTY_PHONE_ROW,
  PHONE_TYPE_LABELS,
  PHONE_TYPES,
  type EmailRowInput,
  type PhoneRowInput,
} from '@tenho/domain/users/users.schemas';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RowsProps } from './contact-row-parts';
import { ContactRowList } from './contact-row-list';

/** Phone rows: masked number, type and 'Principal'. */
export function PhoneRows(props: RowsProps<PhoneRowInput>) {
  return (
    <ContactRowList
      {...props}
      emptyRow={EMPTY_PHONE_ROW}
      rowName="Telefone"
      noun="telefone"
      gridClassName="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto_auto] sm:items-center"
      groupErrorOnFirstRow
      renderRow={(row, index, aria, update) => ({
        main: (
          <Input
            aria-label={`Telefone ${index + 1}`}
            {...aria}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            maxLength={PHONE_MASK_MAX_LENGTH}
            value={row.phone}
            disabled={props.disabled}
            onChange={(event) => update({ phone: maskPhone(event.target.value) })}
          />
        ),
        extra: (
          <Select
            aria-label={`Tipo do telefone ${index + 1}`}
            value={row.type ?? 'MOBILE'}
            disabled={props.disabled}
            onChange={(event) => update({ type: event.target.value as PhoneRowInput['type'] })}
          >
            {PHONE_TYPES.map((type) => (
              <option key={type} value={type}>
                {PHONE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        ),
      })}
    />
  );
}

/** E-mail rows with 'Principal'; empty rows are dropped on save. */
export function EmailRows(props: RowsProps<EmailRowInput>) {
  return (
    <ContactRowList
      {...props}
      emptyRow={EMPTY_EMAIL_ROW}
      rowName="E-mail"
      noun="e-mail"
      gridClassName="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center"
      renderRow={(row, index, aria, update) => ({
        main: (
          <Input
            aria-label={`E-mail ${index + 1}`}
            {...aria}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="contato@empresa.com.br"
            value={row.email}
            disabled={props.disabled}
            onChange={(event) => update({ email: event.target.value })}
          />
        ),
      })}
    />
  );
}
