import { useId, type ReactNode } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export type LabelProps = LabelPrimitive.LabelProps;

export function Label({ className, ...props }: LabelProps) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}

/** The props a field hands to its control so labels, hints and errors are announced. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Error text under the control, in red and announced. */
  error?: string;
  hint?: ReactNode;
  /** Marks the control invalid without a message of its own (e.g. one summary above the form says it). */
  invalid?: boolean;
  /** Ids of other texts that describe the control (e.g. that summary). */
  describedBy?: string;
  className?: string;
  /** E.g. 'sr-only' where the control's first option already says what it is. */
  labelClassName?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label + control + hint + error, wired with aria-describedby and aria-invalid. */
export function Field(props: FieldProps) {
  const { label, error, hint, invalid, describedBy, className, labelClassName, id, children } = props;
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} className={labelClassName}>
        {label}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': ariaDescribedBy,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** What a field row takes besides its control: label, error, hint, the row's class and the control's id. */
export type FieldFrame = Omit<FieldProps, 'children'>;

/** Splits a field row's own props from its control's (`inputClassName` is the control's class). */
export function frameOf<P extends FieldFrame & { inputClassName?: string }>({
  label,
  error,
  hint,
  invalid,
  describedBy,
  className,
  labelClassName,
  id,
  inputClassName,
  ...rest
}: P) {
  return {
    frame: { label, error, hint, invalid, describedBy, className, labelClassName, id },
    control: { ...rest, className: inputClassName },
  };
}
