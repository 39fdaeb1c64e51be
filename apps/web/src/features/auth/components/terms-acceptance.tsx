import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TERMS_MSG, TERMS_SECTIONS, TERMS_VERSION } from '@tenho/domain/auth/terms';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';

export type TermsAcceptanceProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  error?: string;
};

/**
 * The terms of use in a scrollable box (keyboard-scrollable, named for screen readers) and the
 * required checkbox that accepts them (issue 31 point 7).
 */
export function TermsAcceptance<T extends FieldValues, TOut>({
  control,
  name,
  error,
}: TermsAcceptanceProps<T, TOut>) {
  const id = useId();
  const boxId = `${id}-terms`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <p id={`${boxId}-title`} className="text-sm font-medium text-slate-800">
        {TERMS_MSG.title} <span className="font-normal text-slate-500">(versão {TERMS_VERSION})</span>
      </p>
      <div
        id={boxId}
        role="region"
        aria-labelledby={`${boxId}-title`}
        // Focusable so the text scrolls with the keyboard too.
        tabIndex={0}
        className="max-h-36 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {TERMS_SECTIONS.map((section) => (
          <section key={section.title} className="mb-2 last:mb-0">
            <h3 className="font-semibold text-slate-900">{section.title}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-1">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-accept`}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(next) => field.onChange(next === true)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5"
            />
            <Label htmlFor={`${id}-accept`} className="leading-snug">
              {TERMS_MSG.checkbox}
            </Label>
          </div>
        )}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
