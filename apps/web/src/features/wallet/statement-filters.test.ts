import { describe, expect, it } from 'vitest';
import { statementQuerySchema, walletQuerySchema } from '@tenho/domain/wallet/wallet.schemas';
import {
  DEFAULT_STATEMENT_FILTERS,
  isFiltering,
  PERIOD_OPTIONS,
  periodPhrase,
  statementFilterErrors,
  statementQuery,
} from './statement-filters';

describe('statement filters', () => {
  it('start at the last 30 days, every type, every company', () => {
    expect(statementQuery(DEFAULT_STATEMENT_FILTERS, 1, 20)).toEqual({
      page: '1',
      pageSize: '20',
      period: '30',
    });
    expect(PERIOD_OPTIONS.map((o) => o.label)).toEqual([
      'Últimos 7 dias',
      'Últimos 30 dias',
      'Últimos 90 dias',
      'Últimos 12 meses',
      'Todo o período',
      'Escolher datas',
    ]);
  });

  it('send only what narrows the list, in the shape the API validates', () => {
    const query = statementQuery(
      { ...DEFAULT_STATEMENT_FILTERS, period: '7', type: 'DEBIT', clientId: 12, unitId: 3 },
      2,
      50,
    );
    expect(query).toEqual({
      page: '2',
      pageSize: '50',
      period: '7',
      type: 'DEBIT',
      client_id: '12',
      unit_id: '3',
    });
    expect(statementQuerySchema.parse(query)).toMatchObject({
      page: 2,
      pageSize: 50,
      period: 7,
      client_id: 12,
    });

    const all = statementQuery({ ...DEFAULT_STATEMENT_FILTERS, period: 'all' }, 1, 20);
    expect(all).toEqual({ page: '1', pageSize: '20' });
    expect(walletQuerySchema.safeParse(all).success).toBe(true);
  });

  it('send calendar dates only with "Escolher datas", either side may stay open', () => {
    const custom = { ...DEFAULT_STATEMENT_FILTERS, period: 'custom' as const, from: '2026-01-01', to: '' };
    expect(statementQuery(custom, 1, 20)).toEqual({ page: '1', pageSize: '20', from: '2026-01-01' });
    // Dates typed earlier are ignored once a preset is picked again (the API refuses both at once).
    expect(statementQuery({ ...custom, period: '90' }, 1, 20)).toEqual({
      page: '1',
      pageSize: '20',
      period: '90',
    });
  });

  it('give the domain message for a start after the end, and nothing for a valid range', () => {
    const range = (from: string, to: string) =>
      statementFilterErrors(
        statementQuery({ ...DEFAULT_STATEMENT_FILTERS, period: 'custom', from, to }, 1, 20),
      );
    expect(range('2026-02-01', '2026-01-01')).toEqual({
      from: 'A data inicial deve ser anterior ou igual à data final',
    });
    expect(range('2026-01-01', '2026-01-31')).toEqual({});
    expect(range('2026-01-01', '2026-01-01')).toEqual({});
  });

  it('describe the period for empty states and know when something narrows the list', () => {
    expect(periodPhrase(DEFAULT_STATEMENT_FILTERS)).toBe(' nos últimos 30 dias');
    expect(periodPhrase({ ...DEFAULT_STATEMENT_FILTERS, period: '365' })).toBe(' nos últimos 12 meses');
    expect(periodPhrase({ ...DEFAULT_STATEMENT_FILTERS, period: 'all' })).toBe('');
    expect(isFiltering({ ...DEFAULT_STATEMENT_FILTERS, period: 'all' })).toBe(false);
    expect(isFiltering({ ...DEFAULT_STATEMENT_FILTERS, period: 'all', type: 'CREDIT' })).toBe(true);
  });
});
