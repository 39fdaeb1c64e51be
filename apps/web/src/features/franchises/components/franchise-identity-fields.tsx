import type { UseFormReturn } from 'react-hook-form';
import { slugify } from '@tenho/domain/shared/format';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/form-fields';
import { StateSelect } from '@/components/ui/state-select';
import {
  type FranchiseFieldName,
  type SummaryFieldProps,
  type FranchiseFormOutput,
  type FranchiseFormValues,
} from '../franchise-form';

export type FranchiseFormApi = UseFormReturn<FranchiseFormValues, unknown, FranchiseFormOutput>;

export type FranchiseFieldsProps = {
  form: FranchiseFormApi;
  /** A field's error, invalid mark and link to the form's 'required' summary. */
  fieldProps: (name: FranchiseFieldName) => SummaryFieldProps;
};

/** Name, code, region, city and state. */
export function FranchiseIdentityFields({
  form,
  fieldProps,
  editing,
}: FranchiseFieldsProps & { editing: boolean }) {
  const {
    register,
    setValue,
    getFieldState,
    formState: { isSubmitted },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Nome *"
        className="sm:col-span-2"
        {...fieldProps('name')}
        {...register('name', {
          // A new unit's code follows its name until the code is typed by hand.
          onChange: (event: { target: { value: string } }) => {
            if (!editing && !getFieldState('code').isDirty)
              setValue('code', slugify(event.target.value), { shouldValidate: isSubmitted });
          },
        })}
        autoComplete="off"
        placeholder="Ex.: Tenho Zona Norte"
      />
      <InputField
        label="Código *"
        hint="Letras minúsculas, números e hífens (ex.: zona-norte)."
        {...fieldProps('code')}
        {...register('code')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputClassName="font-mono"
        placeholder="ex.: zona-norte"
      />
      <InputField
        label="Região"
        hint="Opcional (ex.: Zona Norte)."
        {...fieldProps('region')}
        {...register('region')}
        autoComplete="off"
      />
      <InputField
        label="Cidade *"
        {...fieldProps('city')}
        {...register('city')}
        autoComplete="address-level2"
        placeholder="Ex.: São Paulo"
      />
      <Field label="UF *" {...fieldProps('state')}>
        {(control) => <StateSelect {...control} {...register('state')} />}
      </Field>
    </div>
  );
}
