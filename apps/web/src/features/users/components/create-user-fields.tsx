import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCep } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from '@tenho/domain/shared/format';
import { type CreateUser, type CreateUserInput } from '@tenho/domain/users/users.schemas';
import { EmailField, InputField, MaskedField, PasswordField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { StateOptions } from '@/components/ui/state-options';
import { contactErrors } from './contact-row-parts';
import { EmailRows, PhoneRows } from './contact-rows';
import { PasswordChecklist } from '@/components/ui/password-checklist';

export type CreateUserForm = UseFormReturn<CreateUserInput, unknown, CreateUser>;

const CEP_MASK_LENGTH = 9;

export function BasicFields({ form }: { form: CreateUserForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <EmailField
        label="E-mail *"
        error={errors.email?.message}
        className="sm:col-span-2"
        autoComplete="off"
        placeholder="pessoa@empresa.com.br"
        {...register('email')}
      />
      <PasswordField
        label="Senha *"
        error={errors.password?.message}
        className="sm:col-span-2"
        hint={<PasswordChecklist value={password} />}
        autoComplete="new-password"
        placeholder="Crie uma senha forte"
        {...register('password')}
      />
      <InputField
        label="Nome *"
        error={errors.display_name?.message}
        autoComplete="off"
        placeholder="Nome de exibição"
        {...register('display_name')}
      />
      <InputField
        label="Razão social"
        error={errors.legal_name?.message}
        autoComplete="off"
        placeholder="Opcional"
        {...register('legal_name')}
      />
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
            {...contactErrors(errors.phones, 'phone')}
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
            {...contactErrors(errors.emails, 'email')}
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
      <MaskedField
        label="CEP"
        error={address?.zip_code?.message}
        className="sm:col-span-2"
        control={control}
        name="address.zip_code"
        mask={(value) => formatCep(onlyDigits(value).slice(0, 8))}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={CEP_MASK_LENGTH}
        placeholder="00000-000"
      />
      <InputField
        label="Rua"
        error={address?.street?.message}
        className="sm:col-span-4"
        autoComplete="address-line1"
        {...register('address.street')}
      />
      <InputField
        label="Número"
        error={address?.number?.message}
        className="sm:col-span-2"
        {...register('address.number')}
      />
      <InputField
        label="Complemento"
        error={address?.complement?.message}
        className="sm:col-span-4"
        autoComplete="address-line2"
        {...register('address.complement')}
      />
      <InputField
        label="Bairro"
        error={address?.district?.message}
        className="sm:col-span-2"
        {...register('address.district')}
      />
      <InputField
        label="Cidade"
        error={address?.city?.message}
        className="sm:col-span-2"
        autoComplete="address-level2"
        {...register('address.city')}
      />
      <SelectField
        label="UF"
        error={address?.state?.message}
        className="sm:col-span-2"
        {...register('address.state')}
      >
        <StateOptions />
      </SelectField>
    </div>
  );
}
