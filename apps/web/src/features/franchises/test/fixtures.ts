import type {
  FranchiseListResponse,
  FranchiseUnit,
  FranchiseUnitDetail,
} from '@tenho/domain/franchise/franchise.schemas';

export function makeUnit(overrides: Partial<FranchiseUnit> = {}): FranchiseUnit {
  return {
    id: 1,
    name: 'Tenho Centro',
    code: 'tenho-centro',
    city: 'São Paulo',
    state: 'SP',
    region: 'Centro',
    is_active: true,
    whatsapp_phone_number_id: null,
    whatsapp_display_number: null,
    pix_key: null,
    pix_merchant_name: null,
    pix_merchant_city: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<FranchiseUnitDetail> = {}): FranchiseUnitDetail {
  return { ...makeUnit(), users: [], client_units: [], users_count: 0, clients_count: 0, ...overrides };
}

export function makeList(
  units: FranchiseUnit[],
  overrides: Partial<FranchiseListResponse> = {},
): FranchiseListResponse {
  const active = units.filter((u) => u.is_active).length;
  return {
    units,
    total: units.length,
    page: 1,
    pageSize: 20,
    counts: { total: units.length, active, inactive: units.length - active },
    ...overrides,
  };
}
