import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCep, getStates } from '@brazilian-utils/brazilian-utils';
import { ROLE_LABELS, type Role } from '@tenho/domain/auth/roles';
import {
  CNPJ_MASK_LENGTH,
  CPF_MASK_LENGTH,
  maskCNPJ,
  maskCPF,
  onlyDigits,
} from '@tenho/domain/shared/format';
import {
  DOCUMENT_TYPES,
  GENDER_LABELS,
  GENDERS,
  type CreateUser,
  type CreateUserInput,
} from '@tenho/domain/users/users.schemas';
import { todayIso } from '@/components/ui/calendar';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Switch } from '@/components/ui/switch';
import type { UnitOption } from '@/lib/api/get-units';
import { EmailRows, PhoneRows } from './contact-rows';
import { PasswordChecklist } from '@/components/ui/password-checklist';

export type CreateUserForm = UseFormReturn<CreateUserInput, unknown, CreateUser>;

const STATES = getStates();
const CEP_MASK_LENGTH = 9;

/** '' from a select means "not chosen". */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

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

export function DocumentFields({ form }: { form: CreateUserForm }) {
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const documentType = useWatch({ control, name: 'document_type' }) ?? 'CPF';
  const mask = documentType === 'CNPJ' ? maskCNPJ : maskCPF;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SegmentedFilter
          legend="Tipo de documento"
          showLegend
          value={documentType}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(type) => {
            setValue('document_type', type);
            const current = getValues('document') ?? '';
            setValue('document', (type === 'CNPJ' ? maskCNPJ : maskCPF)(current), {
              shouldValidate: !!current,
            });
          }}
        />
      </div>
      <Field label={`Número do ${documentType}`} error={errors.document?.message}>
        {(fieldControl) => (
          <MaskedInput
            {...fieldControl}
            control={control}
            name="document"
            mask={mask}
            inputMode="numeric"
            autoComplete="off"
            maxLength={documentType === 'CNPJ' ? CNPJ_MASK_LENGTH : CPF_MASK_LENGTH}
            placeholder={documentType === 'CNPJ' ? '00.000.000/0000-00' : '000.000.000-00'}
          />
        )}
      </Field>
      <Field label="Data de nascimento" error={errors.birth_date?.message}>
        {(fieldControl) => (
          <Controller
            control={control}
            name="birth_date"
            render={({ field }) => (
              <DateInput
                {...fieldControl}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={todayIso()}
              />
            )}
          />
        )}
      </Field>
      <Field label="Gênero" error={errors.gender?.message}>
        {(control) => (
          <Select {...control} {...register('gender', { setValueAs: emptyToNull })}>
            <option value="">Não informado</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

export type SettingsFieldsProps = {
  form: CreateUserForm;
  roles: readonly Role[];
  /** MASTER picks the unit; the others create in their own (shown, not editable). */
  unitChoice: { units: UnitOption[]; loading: boolean; failed: boolean; onRetry: () => void } | null;
  ownUnitName: string | null;
};

export function SettingsFields({ form, roles, unitChoice, ownUnitName }: SettingsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const role = useWatch({ control, name: 'role' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Perfil de acesso *" error={errors.role?.message}>
        {(control) => (
          <Select {...control} {...register('role')}>
            {roles.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {unitChoice ? (
        role === 'MASTER' ? null : (
          <Field
            label="Franquia"
            error={errors.unit_id?.message}
            hint={
              unitChoice.failed ? (
                <button
                  type="button"
                  className="font-semibold text-red-700 underline"
                  onClick={unitChoice.onRetry}
                >
                  Erro ao carregar lista de franquias. Tentar novamente
                </button>
              ) : (
                'Obrigatória para administradores e empresas.'
              )
            }
          >
            {(control) => (
              <Select
                {...control}
                disabled={unitChoice.loading}
                {...register('unit_id', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
              >
                <option value="">
                  {unitChoice.loading ? 'Carregando franquias…' : 'Selecione a franquia'}
                </option>
                {unitChoice.units.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )
      ) : (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-800">Franquia</p>
          <p className="flex h-10 items-center text-sm text-slate-700">
            {ownUnitName ?? 'A mesma da sua conta'}
          </p>
        </div>
      )}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
              <div>
                <p className="text-sm font-medium text-slate-800" id="create-user-active-label">
                  Conta ativa ao criar
                </p>
                <p className="text-xs text-slate-500">
                  Desligada, a conta fica “Aguardando Ativação” e não consegue entrar até ser ativada.
                </p>
              </div>
              <Switch
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                label="Conta ativa ao criar"
              />
            </div>
          )}
        />
      </div>
    </div>
  );
}
