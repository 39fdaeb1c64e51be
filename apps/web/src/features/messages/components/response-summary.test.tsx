import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeResponse } from '../test/fixtures';
import { ResponseSummary } from './response-summary';

const responses = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeResponse({
      offer_id: i + 1,
      company_name: `Empresa ${i + 1}`,
      response_text: i % 2 === 0 ? 'TENHO' : 'NÃO TENHO',
    }),
  );

describe('a row’s responses (spec §9: at most 2 plus "+N mais")', () => {
  it('shows every response when there are at most two, and no "+N mais"', () => {
    render(<ResponseSummary responses={responses(2)} />);
    const items = within(screen.getByRole('list', { name: 'Respostas' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['TENHOEmpresa 1', 'NÃO TENHOEmpresa 2']);
    expect(screen.queryByText(/mais$/)).not.toBeInTheDocument();
  });

  it('shows the first two of five and "+3 mais", which opens the details', async () => {
    const onShowAll = vi.fn();
    render(<ResponseSummary responses={responses(5)} onShowAll={onShowAll} />);
    const items = within(screen.getByRole('list', { name: 'Respostas' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.queryByText('Empresa 3')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: '+3 mais: ver todas as 5 respostas' });
    expect(more).toHaveTextContent('+3 mais');
    await userEvent.setup().click(more);
    expect(onShowAll).toHaveBeenCalledTimes(1);
  });

  it('says "Sem resposta" when nobody answered', () => {
    render(<ResponseSummary responses={[]} />);
    expect(screen.getByText('Sem resposta')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
