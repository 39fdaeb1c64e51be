import type { UseFormReturn } from 'react-hook-form';
import { getStates } from '@brazilian-utils/brazilian-utils';
import { slugify } from '@tenho/domain/shared/format';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  fieldMessage,
  type FranchiseFieldName,
  type FranchiseFormOutput,
  type FranchiseFormValues,
} from '../franchise-form';

const STATES = getStates();

export type FranchiseFormApi = UseFormReturn<FranchiseFormValues, unknown, FranchiseFormOutput>;

export type FranchiseFieldsProps = {
  form: FranchiseFormApi;
  /** Props for a field's control: its own error, or marked invalid by the form's summary. */
  invalid: (name: FranchiseFieldName, control: FieldControlProps) => FieldControlProps;
};

/** Name, code, region, city and state. */
export function FranchiseIdentityFields({
  form,
  invalid,
  editing,
}: FranchiseFieldsProps & { editing: boolean }) {
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors, isSubmitted },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Nome *" error={fieldMessage(errors.name)} className="sm:col-span-2">
        {(control) => (
          <Input
            {...invalid('name', control)}
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
        )}
      </Field>
      <Field
        label="Código *"
        error={fieldMessage(errors.code)}
        hint="Letras minúsculas, números e hífens (ex.: zona-norte)."
      >
        {(control) => (
          <Input
            {...invalid('code', control)}
            {...register('code')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            placeholder="ex.: zona-norte"
          />
        )}
      </Field>
      <Field label="Região" hint="Opcional (ex.: Zona Norte)." error={fieldMessage(errors.region)}>
        {(control) => <Input {...invalid('region', control)} {...register('region')} autoComplete="off" />}
      </Field>
      <Field label="Cidade *" error={fieldMessage(errors.city)}>
        {(control) => (
          <Input
            {...invalid('city', control)}
            {...register('city')}
            autoComplete="address-level2"
            placeholder="Ex.: São Paulo"
          />
        )}
      </Field>
      <Field label="UF *" error={fieldMessage(errors.state)}>
        {(control) => (
          <Select {...invalid('state', control)} {...register('state')}>
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
