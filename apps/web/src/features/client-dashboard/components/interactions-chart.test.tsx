import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartBars, InteractionsChart } from './interactions-chart';

const stats = (total: number, pending: number, accepted: number) => ({
  totalInteractions: total,
  pendingInteractions: pending,
  acceptedInteractions: accepted,
  totalTransactions: 0,
});

const heightOf = (key: string) => screen.getByTestId(`bar-${key}`).style.height;

describe('the interactions bar chart (spec §2/§9: height twice the count, minimum 10)', () => {
  it('draws each bar twice its count in pixels', () => {
    render(<InteractionsChart stats={stats(30, 8, 12)} />);
    expect(heightOf('approved')).toBe('24px');
    expect(heightOf('pending')).toBe('16px');
    // Others = total − approved − pending (rejected and expired).
    expect(heightOf('others')).toBe('20px');
  });

  it('never draws a bar under 10 px, even for zero', () => {
    render(<InteractionsChart stats={stats(3, 0, 3)} />);
    expect(heightOf('approved')).toBe('10px');
    expect(heightOf('pending')).toBe('10px');
    expect(heightOf('others')).toBe('10px');
  });

  it('names each bar with its count for screen readers', () => {
    render(<InteractionsChart stats={stats(6, 2, 1)} />);
    const chart = screen.getByRole('list', { name: 'Interações por situação' });
    expect(chart).toHaveTextContent('Aprovadas: 1');
    expect(chart).toHaveTextContent('Pendentes: 2');
    expect(chart).toHaveTextContent('Outras: 3');
  });

  it('scales every bar together when the tallest would not fit, keeping the minimum', () => {
    const bars = chartBars(stats(1000, 100, 400));
    expect(bars.map((b) => b.height)).toEqual([160, 40, 200]);
    expect(chartBars(stats(1000, 0, 1000)).map((b) => b.height)).toEqual([200, 10, 10]);
  });
});
