import { Controller, useWatch } from 'react-hook-form';
import { CNPJ_MASK_LENGTH, CPF_MASK_LENGTH, maskCNPJ, maskCPF } from '@tenho/domain/shared/format';
import { DOCUMENT_TYPES, GENDER_LABELS, GENDERS } from '@tenho/domain/users/users.schemas';
import { todayIso } from '@/components/ui/calendar';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { MaskedField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import type { CreateUserForm } from './create-user-fields';

/** '' from a select means "not chosen". */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

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
      <MaskedField
        label={`Número do ${documentType}`}
        error={errors.document?.message}
        control={control}
        name="document"
        mask={mask}
        inputMode="numeric"
        autoComplete="off"
        maxLength={documentType === 'CNPJ' ? CNPJ_MASK_LENGTH : CPF_MASK_LENGTH}
        placeholder={documentType === 'CNPJ' ? '00.000.000/0000-00' : '000.000.000-00'}
      />
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
      <SelectField
        label="Gênero"
        error={errors.gender?.message}
        {...register('gender', { setValueAs: emptyToNull })}
      >
        <option value="">Não informado</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {GENDER_LABELS[gender]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
