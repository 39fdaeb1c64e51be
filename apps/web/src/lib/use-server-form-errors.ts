import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api-client';
import { serverFieldErrors } from './form-errors';

export type ServerFormErrorsOptions<F extends string> = {
  /** API error codes that belong to one field (e.g. 'categories.code_taken' → 'code'). */
  codeFields?: Readonly<Partial<Record<string, F>>>;
  /** Rename API fields to form fields (e.g. 'display_name' → 'name'; 'phones.0' → 'phone.0'). */
  paths?: Readonly<Record<string, F>>;
  /** Put the cursor on the first field in error (default true). */
  focus?: boolean;
};

/**
 * Shows an API 400's field details under the form's own fields, in the form's order, and focuses
 * the first. A conflict code that names no field in its details (e.g. 'e-mail já cadastrado')
 * goes under the field it belongs to, with the server's message. Returns the fields it marked.
 */
export function useServerFormErrors<T extends FieldValues, F extends FieldPath<T> & string>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fieldOrder: readonly F[],
  { codeFields, paths, focus = true }: ServerFormErrorsOptions<F> = {},
) {
  /** `message`: what the screen showed for this error (the text a conflict code's field gets). */
  return (error: unknown, message?: string): Array<[F, string]> => {
    if (!(error instanceof ApiError)) return [];
    const details =
      paths && Array.isArray(error.details)
        ? error.details.map((d: { path?: unknown }) => {
            if (typeof d?.path !== 'string') return d;
            const [head = '', ...rest] = d.path.split('.');
            const field = paths[head];
            return field ? { ...d, path: [field, ...rest].join('.') } : d;
          })
        : error.details;
    const fieldErrors = serverFieldErrors(details, fieldOrder);
    const codeField = codeFields?.[error.code];
    const codeMessage = message ?? error.message;
    if (codeField && codeMessage && !fieldErrors.some(([field]) => field === codeField))
      fieldErrors.push([codeField, codeMessage]);
    for (const [field, text] of fieldErrors) form.setError(field, { type: 'server', message: text });
    if (focus && fieldErrors[0]) form.setFocus(fieldErrors[0][0]);
    return fieldErrors;
  };
}
