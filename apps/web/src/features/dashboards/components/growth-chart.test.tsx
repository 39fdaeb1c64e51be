import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROWTH } from '../test/fixtures';
import { GrowthChart, growthBarLabel } from './growth-chart';

describe("'Crescimento de Empresas' bar chart", () => {
  it('draws one bar per month, oldest first, named with its MM/YY label and count', () => {
    render(<GrowthChart title="Crescimento de Empresas" buckets={GROWTH} />);
    const chart = screen.getByRole('figure', { name: 'Crescimento de Empresas' });
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(7);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '05/26: nenhuma empresa cadastrada',
      '06/26: 1 empresa cadastrada',
      '07/26: 4 empresas cadastradas',
      '08/26: 2 empresas cadastradas',
      '09/26: nenhuma empresa cadastrada',
      '10/26: 3 empresas cadastradas',
      '11/26: 8 empresas cadastradas',
    ]);
    // The same text as a tooltip for the mouse.
    expect(bars[2]).toHaveAttribute('title', '07/26: 4 empresas cadastradas');
    // The month labels are written under the bars.
    for (const { label } of GROWTH) expect(within(chart).getByText(label)).toBeInTheDocument();
  });

  it('scales the bars to the busiest month; an empty month is a flat line', () => {
    render(<GrowthChart title="Crescimento de Empresas" buckets={GROWTH} />);
    const height = (name: string) => screen.getByRole('img', { name }).style.height;
    expect(height('11/26: 8 empresas cadastradas')).toBe('100%');
    expect(height('07/26: 4 empresas cadastradas')).toBe('50%');
    expect(height('08/26: 2 empresas cadastradas')).toBe('25%');
    expect(height('05/26: nenhuma empresa cadastrada')).toBe('2px');
  });

  it('a network with no registrations still shows the seven months, all flat', () => {
    const empty = GROWTH.map((bucket) => ({ ...bucket, count: 0 }));
    render(<GrowthChart title="Crescimento de Empresas" buckets={empty} />);
    const bars = screen.getAllByRole('img');
    expect(bars).toHaveLength(7);
    expect(bars.every((bar) => bar.style.height === '2px')).toBe(true);
    expect(growthBarLabel({ label: '01/26', count: 0 })).toBe('01/26: nenhuma empresa cadastrada');
  });
});
