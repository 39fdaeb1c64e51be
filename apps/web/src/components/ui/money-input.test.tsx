import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseMoney } from '@tenho/domain/shared/money';
import { MoneyInput } from './money-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const parsed = parseMoney(text);
  return (
    <>
      <label htmlFor="amount">Valor</label>
      <MoneyInput id="amount" value={text} onChange={setText} />
      <output aria-label="Lido">{parsed.ok ? parsed.cents : parsed.message}</output>
      <button type="button">Fora</button>
    </>
  );
}

const setup = (initial?: string) => {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  return {
    user,
    field: screen.getByLabelText('Valor'),
    read: () => screen.getByLabelText('Lido').textContent,
  };
};

describe('MoneyInput', () => {
  it('is a decimal text field with an R$ prefix, never a number field', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAttribute('placeholder', '0,00');
    expect(field.parentElement).toHaveTextContent('R$');
  });

  it.each([
    ['10', 1000, '10,00'],
    ['10,5', 1050, '10,50'],
    ['10,50', 1050, '10,50'],
    ['1.234,56', 123456, '1.234,56'],
    ['10.50', 1050, '10,50'],
    ['1234', 123400, '1.234,00'],
  ])('reads %s as %i cents and shows it as %s on leaving the field', async (typed, cents, shown) => {
    const { user, field, read } = setup();
    await user.type(field, typed);
    expect(read()).toBe(String(cents));
    await user.click(screen.getByRole('button', { name: 'Fora' }));
    expect(field).toHaveValue(shown);
  });

  it('drops letters and signs, and leaves ambiguous text as typed for the form to explain', async () => {
    const { user, field, read } = setup();
    await user.type(field, 'R$ -12abc');
    expect(field).toHaveValue('12');
    await user.clear(field);
    await user.type(field, '1,234');
    await user.tab();
    expect(field).toHaveValue('1,234');
    expect(read()).toBe(
      'Valor ambíguo. Use vírgula para os centavos e ponto para os milhares (ex.: 1.234,56)',
    );
  });
});
