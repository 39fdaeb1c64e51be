import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type SubmitHandler,
  type UseFormHandleSubmit,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useServerFormErrors, type ServerFormErrorsOptions } from './use-server-form-errors';

export type SchemaFormOptions<TIn extends FieldValues, TOut, F extends string> = {
  /** Usually `zodResolver(<the domain's form schema>)`. */
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  /** The fields in screen order: the first one in error gets the focus. */
  fieldOrder: readonly F[];
  /** How an API 400 maps onto the fields (see useServerFormErrors). */
  serverErrors?: ServerFormErrorsOptions<F>;
};

export type SchemaForm<TIn extends FieldValues, TOut, F extends string> = UseFormReturn<
  TIn,
  unknown,
  TOut
> & {
  showServerErrors: ReturnType<typeof useServerFormErrors<TIn, F & FieldPath<TIn>>>;
  focusFirstError: (errors: FieldErrors<TIn>) => void;
  /** A field's registration with its own error message: spread into a field of components/ui/form-fields. */
  field: <N extends FieldPath<TIn>>(
    name: N,
    options?: RegisterOptions<TIn, N>,
  ) => UseFormRegisterReturn<N> & { error: string | undefined };
  /** The form's onSubmit: `handleValid` once the schema passes, else focus on the first error. */
  submit: (handleValid: SubmitHandler<TOut>) => ReturnType<UseFormHandleSubmit<TIn, TOut>>;
};

/**
 * A form checked by its domain schema when sent, then again as each field is corrected. The
 * cursor goes to the first field in error in screen order (client or server side), and
 * `showServerErrors(error)` puts an API 400's details under the fields.
 */
export function useSchemaForm<TIn extends FieldValues, TOut, F extends FieldPath<TIn> & string>({
  resolver,
  defaultValues,
  fieldOrder,
  serverErrors,
}: SchemaFormOptions<TIn, TOut, F>): SchemaForm<TIn, TOut, F> {
  const form = useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const showServerErrors = useServerFormErrors(form, fieldOrder, serverErrors);
  const focusFirstError = (errors: FieldErrors<TIn>) => {
    const first = fieldOrder.find((field) => get(errors, field));
    if (first) form.setFocus(first);
  };
  const submit = (handleValid: SubmitHandler<TOut>) => form.handleSubmit(handleValid, focusFirstError);
  const field = <N extends FieldPath<TIn>>(name: N, options?: RegisterOptions<TIn, N>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return { ...form, showServerErrors, focusFirstError, submit, field };
}
