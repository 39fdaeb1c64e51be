import { getStates } from '@brazilian-utils/brazilian-utils';

const STATES = getStates();

/** A <select>'s options for the Brazilian states, 'SP — São Paulo' (the value is the UF), after 'Selecione'. */
export function StateOptions() {
  return (
    <>
      <option value="">Selecione</option>
      {STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.code} — {state.name}
        </option>
      ))}
    </>
  );
}
