import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCep, getStates } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from '@tenho/domain/shared/format';
import { type CreateUser, type CreateUserInput } from '@tenho/domain/users/users.schemas';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { EmailRows, PhoneRows } from './contact-rows';
import { PasswordChecklist } from '@/components/ui/password-checklist';

export type CreateUserForm = UseFormReturn<CreateUserInput, unknown, CreateUser>;

const STATES = getStates();
const CEP_MASK_LENGTH = 9;

function rowMessages(value: unknown): Array<string | undefined> {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([key]) => /^\d+$/.test(key))
    .reduce<Array<string | undefined>>((list, [key, row]) => {
      const fields = (row ?? {}) as Record<string, { message?: string } | undefined>;
      list[Number(key)] = fields.phone?.message ?? fields.email?.message;
      return list;
    }, []);
}

function groupMessage(value: unknown): string | undefined {
  const group = value as { message?: string; root?: { message?: string } } | undefined;
  return group?.message ?? group?.root?.message;
}

export function BasicFields({ form }: { form: CreateUserForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="E-mail *" error={errors.email?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="pessoa@empresa.com.br"
            {...register('email')}
          />
        )}
      </Field>
      <Field
        label="Senha *"
        error={errors.password?.message}
        className="sm:col-span-2"
        hint={<PasswordChecklist value={password} />}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            placeholder="Crie uma senha forte"
            {...register('password')}
          />
        )}
      </Field>
      <Field label="Nome *" error={errors.display_name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="Nome de exibição"
            {...register('display_name')}
          />
        )}
      </Field>
      <Field label="Razão social" error={errors.legal_name?.message}>
        {(control) => (
          <Input {...control} autoComplete="off" placeholder="Opcional" {...register('legal_name')} />
        )}
      </Field>
    </div>
  );
}

export function ContactFields({ form }: { form: CreateUserForm }) {
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-6">
      <Controller
        control={control}
        name="phones"
        render={({ field }) => (
          <PhoneRows
            legend="Telefones *"
            value={field.value ?? []}
            onChange={field.onChange}
            error={groupMessage(errors.phones)}
            rowErrors={rowMessages(errors.phones)}
          />
        )}
      />
      <Controller
        control={control}
        name="emails"
        render={({ field }) => (
          <EmailRows
            legend="E-mails de contato"
            value={field.value ?? []}
            onChange={field.onChange}
            error={groupMessage(errors.emails)}
            rowErrors={rowMessages(errors.emails)}
          />
        )}
      />
    </div>
  );
}

export function AddressFields({ form }: { form: CreateUserForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const address = errors.address;
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <Field label="CEP" error={address?.zip_code?.message} className="sm:col-span-2">
        {(fieldControl) => (
          <MaskedInput
            {...fieldControl}
            control={control}
            name="address.zip_code"
            mask={(value) => formatCep(onlyDigits(value).slice(0, 8))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={CEP_MASK_LENGTH}
            placeholder="00000-000"
          />
        )}
      </Field>
      <Field label="Rua" error={address?.street?.message} className="sm:col-span-4">
        {(control) => <Input {...control} autoComplete="address-line1" {...register('address.street')} />}
      </Field>
      <Field label="Número" error={address?.number?.message} className="sm:col-span-2">
        {(control) => <Input {...control} {...register('address.number')} />}
      </Field>
      <Field label="Complemento" error={address?.complement?.message} className="sm:col-span-4">
        {(control) => <Input {...control} autoComplete="address-line2" {...register('address.complement')} />}
      </Field>
      <Field label="Bairro" error={address?.district?.message} className="sm:col-span-2">
        {(control) => <Input {...control} {...register('address.district')} />}
      </Field>
      <Field label="Cidade" error={address?.city?.message} className="sm:col-span-2">
        {(control) => <Input {...control} autoComplete="address-level2" {...register('address.city')} />}
      </Field>
      <Field label="UF" error={address?.state?.message} className="sm:col-span-2">
        {(control) => (
          <Select {...control} {...register('address.state')}>
            <option value="">Selecione</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.code} — {state.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
