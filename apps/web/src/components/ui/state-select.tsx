import { getStates } from '@brazilian-utils/brazilian-utils';
import { Select, type SelectProps } from './select';

const STATES = getStates();

/** The Brazilian states as 'SP — São Paulo' (the value is the UF), after an empty 'Selecione'. */
export function StateSelect(props: Omit<SelectProps, 'children'>) {
  return (
    <Select {...props}>
      <option value="">Selecione</option>
      {STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.code} — {state.name}
        </option>
      ))}
    </Select>
  );
}
