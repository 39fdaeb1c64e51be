import type { RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { slugify } from '@tenho/domain/shared/format';
import { CodeField, InputField } from '@/components/ui/form-fields';
import { SelectField } from '@/components/ui/select-field';
import { StateOptions } from '@/components/ui/state-options';
import {
  type FranchiseFieldName,
  type SummaryFieldProps,
  type FranchiseFormOutput,
  type FranchiseFormValues,
} from '../franchise-form';

export type FranchiseFormApi = UseFormReturn<FranchiseFormValues, unknown, FranchiseFormOutput>;

export type FranchiseFieldsProps = {
  form: FranchiseFormApi;
  /** A field's registration, error, invalid mark and link to the form's 'required' summary. */
  fieldProps: (
    name: FranchiseFieldName,
    options?: RegisterOptions<FranchiseFormValues, FranchiseFieldName>,
  ) => SummaryFieldProps & UseFormRegisterReturn;
};

/** Name, code, region, city and state. */
export function FranchiseIdentityFields({
  form,
  fieldProps,
  editing,
}: FranchiseFieldsProps & { editing: boolean }) {
  const {
    setValue,
    getFieldState,
    formState: { isSubmitted },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Nome *"
        className="sm:col-span-2"
        {...fieldProps('name', {
          // A new unit's code follows its name until the code is typed by hand.
          onChange: (event: { target: { value: string } }) => {
            if (!editing && !getFieldState('code').isDirty)
              setValue('code', slugify(event.target.value), { shouldValidate: isSubmitted });
          },
        })}
        autoComplete="off"
        placeholder="Ex.: Tenho Zona Norte"
      />
      <CodeField
        label="Código *"
        hint="Letras minúsculas, números e hífens (ex.: zona-norte)."
        {...fieldProps('code')}
        placeholder="ex.: zona-norte"
      />
      <InputField
        label="Região"
        hint="Opcional (ex.: Zona Norte)."
        {...fieldProps('region')}
        autoComplete="off"
      />
      <InputField
        label="Cidade *"
        {...fieldProps('city')}
        autoComplete="address-level2"
        placeholder="Ex.: São Paulo"
      />
      <SelectField label="UF *" {...fieldProps('state')}>
        <StateOptions />
      </SelectField>
    </div>
  );
}
