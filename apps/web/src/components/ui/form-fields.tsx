import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@tenho/domain/shared/format';
import { CheckboxCard, type CheckboxCardProps } from './checkbox-card';
import { Field, frameOf, type FieldFrame } from './field';
import { Input, type InputProps } from './input';
import { MaskedInput, type MaskedInputProps } from './masked-input';
import { PasswordInput, type PasswordInputProps } from './password-input';
import { Textarea, type TextareaProps } from './textarea';

export type InputFieldProps = FieldFrame & Omit<InputProps, 'id'> & { inputClassName?: string };

/** A labelled text box: label + input + hint + error (spread `register(name)` into it). */
export function InputField(props: InputFieldProps) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(aria) => <Input {...aria} {...control} />}</Field>;
}

/** A labelled e-mail box: the e-mail keyboard and autofill unless told otherwise. */
export function EmailField(props: InputFieldProps) {
  return <InputField type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A labelled identifier box (slug, code): typed as is, in monospace, never autofilled or corrected. */
export function CodeField(props: InputFieldProps) {
  return (
    <InputField
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      inputClassName="font-mono"
      {...props}
    />
  );
}

export type PasswordFieldProps = FieldFrame & Omit<PasswordInputProps, 'id'> & { inputClassName?: string };

/** A labelled password box with its show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(aria) => <PasswordInput {...aria} {...control} />}</Field>;
}

export type MaskedFieldProps<T extends FieldValues> = FieldFrame &
  Omit<MaskedInputProps<T>, 'id'> & { inputClassName?: string };

/** A labelled box of react-hook-form's `control` whose value stays masked as typed (CPF, CEP …). */
export function MaskedField<T extends FieldValues>(props: MaskedFieldProps<T>) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(aria) => <MaskedInput {...aria} {...control} />}</Field>;
}

export type PhoneFieldProps<T extends FieldValues> = Omit<MaskedFieldProps<T>, 'mask'>;

/** A labelled Brazilian phone box, masked as typed: '(11) 98765-4321'. */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  return (
    <MaskedField
      mask={maskPhone}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_MASK_MAX_LENGTH}
      placeholder="(11) 98765-4321"
      {...props}
    />
  );
}

export type TextareaFieldProps = FieldFrame & Omit<TextareaProps, 'id'> & { inputClassName?: string };

/** A labelled multi-line box. */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(aria) => <Textarea {...aria} {...control} />}</Field>;
}

export type CheckboxCardFieldProps<T extends FieldValues, TOut> = Omit<
  CheckboxCardProps,
  'checked' | 'onCheckedChange'
> & { control: Control<T, unknown, TOut>; name: FieldPath<T> };

/** A react-hook-form boolean as a framed checkbox with its meaning (e.g. 'Franquia ativa'). */
export function CheckboxCardField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...card
}: CheckboxCardFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxCard {...card} checked={!!field.value} onCheckedChange={field.onChange} />
      )}
    />
  );
}
