import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUDIT_MSG,
  AUDIT_WINDOW_MAX,
  auditActionLabel,
  auditLogQuerySchema,
  auditLogResponseSchema,
  auditTargetLabel,
  formatAuditTime,
} from './audit.schemas.ts';

const issues = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('auditLogQuerySchema', () => {
  it('reads the filters of the logs screen; blanks are no filter', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, format: 'json' });
    expect(
      auditLogQuerySchema.parse({
        actor: ' ana ',
        action: 'wallet.top_up',
        target: 'franchise_unit',
        target_id: '12',
        from: '2024-01-01',
        to: '2024-01-31',
        page: '3',
        pageSize: '50',
        format: 'csv',
      }),
    ).toEqual({
      actor: 'ana',
      action: 'wallet.top_up',
      target: 'franchise_unit',
      target_id: 12,
      from: '2024-01-01',
      to: '2024-01-31',
      page: 3,
      pageSize: 50,
      format: 'csv',
    });
    expect(auditLogQuerySchema.parse({ actor: '', action: '', target: '' })).toEqual({
      page: 1,
      pageSize: 20,
      format: 'json',
    });
  });

  it('refuses bad values in Portuguese', () => {
    expect(issues(auditLogQuerySchema.safeParse({ action: "users'; drop" }))).toEqual([
      `action: ${AUDIT_MSG.actionInvalid}`,
    ]);
    expect(issues(auditLogQuerySchema.safeParse({ target: 'User' }))).toEqual([
      `target: ${AUDIT_MSG.targetInvalid}`,
    ]);
    expect(issues(auditLogQuerySchema.safeParse({ from: '2024-02-30' }))).toEqual([
      `from: ${AUDIT_MSG.dateInvalid}`,
    ]);
    expect(issues(auditLogQuerySchema.safeParse({ from: '2024-02-02', to: '2024-02-01' }))).toEqual([
      `from: ${AUDIT_MSG.dateRangeInvalid}`,
    ]);
    expect(issues(auditLogQuerySchema.safeParse({ format: 'pdf' }))).toEqual([
      `format: ${AUDIT_MSG.formatInvalid}`,
    ]);
  });

  it('pages no deeper than the window', () => {
    expect(
      auditLogQuerySchema.safeParse({ page: String(AUDIT_WINDOW_MAX / 100), pageSize: '100' }).success,
    ).toBe(true);
    expect(
      issues(auditLogQuerySchema.safeParse({ page: String(AUDIT_WINDOW_MAX / 100 + 1), pageSize: '100' })),
    ).toEqual([`page: ${AUDIT_MSG.pageTooDeep}`]);
  });
});

describe('labels', () => {
  it('names known actions and targets, and shows unknown codes as they are', () => {
    expect(auditActionLabel('franchise_units.delete')).toBe('Franquia excluída');
    expect(auditActionLabel('wallet.top_up.confirm')).toBe('Carga de créditos confirmada');
    expect(auditActionLabel('algo.novo')).toBe('algo.novo');
    expect(auditActionLabel('constructor')).toBe('constructor');
    expect(auditTargetLabel('franchise_unit', 7)).toBe('Franquia #7');
    expect(auditTargetLabel('system', null)).toBe('Sistema');
  });

  it('shows times in Brasília with seconds', () => {
    expect(formatAuditTime('2024-01-15T02:30:05Z')).toBe('14/01/2024 23:30:05');
    expect(formatAuditTime('não é data')).toBe('-');
  });
});

describe('auditLogResponseSchema', () => {
  it('describes a page of the log', () => {
    const page = {
      entries: [
        {
          id: 1,
          created_at: '2024-01-15T02:30:05.000Z',
          action: 'auth.login',
          actor: { id: 3, email: 'ana@teste.com.br', name: 'Ana' },
          entity: 'user',
          entity_id: 3,
          ip: '203.0.113.9',
          data: { remember: true },
        },
      ],
      total: 1,
      totalCapped: false,
      page: 1,
      pageSize: 20,
    };
    expect(auditLogResponseSchema.parse(page)).toEqual(page);
  });
});
