import { Field, frameOf, type FieldFrame } from './field';
import { Select, type SelectProps } from './select';

export type SelectFieldProps = FieldFrame & Omit<SelectProps, 'id'> & { inputClassName?: string };

/** A labelled native select; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const { frame, control } = frameOf(props);
  return <Field {...frame}>{(aria) => <Select {...aria} {...control} />}</Field>;
}
