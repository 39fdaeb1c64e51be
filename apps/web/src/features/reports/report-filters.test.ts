import { describe, expect, it } from 'vitest';
import {
  activityFilterOptions,
  isActivityFilter,
  messagesQuery,
  parsePeriod,
  PERIOD_OPTIONS,
} from './report-filters';

describe('period', () => {
  it('offers 7, 30, 90 and 365 days and parses only those', () => {
    expect(PERIOD_OPTIONS.map((option) => option.value)).toEqual(['7', '30', '90', '365']);
    expect(parsePeriod('90')).toBe(90);
    expect(parsePeriod('31')).toBeNull();
    expect(parsePeriod(null)).toBeNull();
  });
});

describe('activityFilterOptions', () => {
  it('MASTER: Todos, Ativos, Inativos and every role', () => {
    expect(activityFilterOptions('MASTER').map((o) => o.label)).toEqual([
      'Todos',
      'Ativos',
      'Inativos',
      'Master',
      'Administrador',
      'Cliente',
      'Usuário',
    ]);
  });

  it('ADMIN and CLIENT do not get roles above them', () => {
    expect(activityFilterOptions('ADMIN').map((o) => o.value)).toEqual([
      'all',
      'active',
      'inactive',
      'ADMIN',
      'CLIENT',
      'USER',
    ]);
    expect(activityFilterOptions('CLIENT').map((o) => o.value)).toEqual([
      'all',
      'active',
      'inactive',
      'CLIENT',
      'USER',
    ]);
  });

  it('knows the filters the API accepts', () => {
    expect(isActivityFilter('inactive')).toBe(true);
    expect(isActivityFilter('USER')).toBe(true);
    expect(isActivityFilter('todos')).toBe(false);
  });
});

describe('messagesQuery', () => {
  it('leaves out empty filters and passes the category as a number', () => {
    expect(messagesQuery({ category: '', status: '' }, 1, 20)).toEqual({ page: 1, pageSize: 20 });
    expect(messagesQuery({ category: '12', status: 'failed' }, 2, 50)).toEqual({
      category: 12,
      status: 'failed',
      page: 2,
      pageSize: 50,
    });
    expect(messagesQuery({ category: 'abc', status: '' }, 1, 20)).toEqual({ page: 1, pageSize: 20 });
  });
});
