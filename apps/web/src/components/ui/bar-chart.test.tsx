import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisLabelStep, BarChart } from './bar-chart';

describe('BarChart', () => {
  it('names every bar for screen readers and scales to the tallest', () => {
    render(
      <BarChart
        title="Créditos carregados"
        bars={[
          { key: 'a', label: '01/03', value: 50, description: '01/03: R$ 50,00' },
          { key: 'b', label: '02/03', value: 0, description: '02/03: R$ 0,00' },
          { key: 'c', label: '03/03', value: 100, description: '03/03: R$ 100,00' },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Créditos carregados' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '03/03: R$ 100,00' })).toHaveStyle({ height: '100%' });
    expect(screen.getByRole('img', { name: '01/03: R$ 50,00' })).toHaveStyle({ height: '50%' });
    expect(screen.getByRole('img', { name: '02/03: R$ 0,00' })).toHaveStyle({ height: '2px' });
  });

  it('writes at most maxLabels axis labels', () => {
    expect(axisLabelStep(30, 8)).toBe(4);
    expect(axisLabelStep(53, 8)).toBe(7);
    expect(axisLabelStep(7, 8)).toBe(1);
    expect(axisLabelStep(0, 8)).toBe(1);
  });
});
