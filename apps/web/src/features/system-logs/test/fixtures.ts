import type { AuditEntry, AuditLogResponse } from '@tenho/domain/audit/audit.schemas';

export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    created_at: '2026-11-24T15:04:05.000Z',
    action: 'franchise_units.create',
    actor: { id: 1, email: 'master@tenho.com.br', name: 'Master' },
    entity: 'franchise_unit',
    entity_id: 7,
    ip: '203.0.113.9',
    data: { name: 'Tenho Norte' },
    ...overrides,
  };
}

export function makeLog(entries: AuditEntry[], overrides: Partial<AuditLogResponse> = {}): AuditLogResponse {
  return { entries, total: entries.length, totalCapped: false, page: 1, pageSize: 20, ...overrides };
}
