import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input, type InputProps } from './input';

export type MaskedInputProps<T extends FieldValues> = Omit<
  InputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Applied to every keystroke: what the field holds is always the masked text. */
  mask: (value: string) => string;
};

/** A react-hook-form text field that keeps its value masked as the user types (phone, CPF, CEP …). */
export function MaskedInput<T extends FieldValues>({
  control,
  name,
  mask,
  ...inputProps
}: MaskedInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...inputProps}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(mask(event.target.value))}
        />
      )}
    />
  );
}
