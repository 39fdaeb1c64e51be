import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [iso, setIso] = useState(initial);
  return (
    <>
      <label htmlFor="when">Data</label>
      <DateInput id="when" value={iso} onChange={setIso} min={min} max={max} />
      <output aria-label="ISO">{iso}</output>
      <button type="button" onClick={() => setIso('')}>
        Limpar tudo
      </button>
    </>
  );
}

const setup = (props: { initial?: string; min?: string; max?: string } = {}) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, field: screen.getByLabelText('Data'), iso: () => screen.getByLabelText('ISO').textContent };
};

describe('DateInput', () => {
  it('takes dd/mm/aaaa, puts the slashes in and hands the page an ISO date', async () => {
    const { user, field, iso } = setup();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(field, '0511');
    expect(field).toHaveValue('05/11');
    expect(iso()).toBe('');
    await user.type(field, '2026');
    expect(field).toHaveValue('05/11/2026');
    expect(iso()).toBe('2026-11-05');
  });

  it('shows an ISO value as dd/mm/aaaa and follows a value cleared from outside', async () => {
    const { user, field } = setup({ initial: '2026-03-01' });
    expect(field).toHaveValue('01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Limpar tudo' }));
    expect(field).toHaveValue('');
  });

  it('refuses an impossible date at once and an unfinished one on leaving, with pt-BR messages', async () => {
    const { user, field, iso } = setup();
    await user.type(field, '31/02/2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Data inexistente. Confira o dia e o mês (dd/mm/aaaa)')).toBeInTheDocument();
    expect(iso()).toBe('');
    await user.clear(field);
    await user.type(field, '05/11');
    expect(screen.queryByText('Data incompleta. Use dd/mm/aaaa')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Data incompleta. Use dd/mm/aaaa')).toBeInTheDocument();
  });

  it('has a pt-BR calendar driven by the keyboard', async () => {
    const { user, field, iso } = setup({ initial: '2026-11-05' });
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const grid = await screen.findByRole('grid', { name: 'novembro de 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('abbr')),
    ).toEqual([
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ]);
    expect(within(grid).getByRole('button', { name: 'quinta-feira, 5 de novembro de 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'sexta-feira, 13 de novembro de 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'dezembro de 2026' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(iso()).toBe('2026-12-13');
    expect(field).toHaveValue('13/12/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('disables the days outside min and max', async () => {
    const { user } = setup({ initial: '2026-11-05', min: '2026-11-03', max: '2026-11-20' });
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /, 2 de novembro de 2026/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /, 3 de novembro de 2026/ })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: /, 21 de novembro de 2026/ })).toBeDisabled();
  });
});
