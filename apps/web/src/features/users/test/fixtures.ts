import type { UserListItem, UserListResponse } from '@tenho/domain/users/users.schemas';

export function makeListItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 10,
    email: 'maria@empresa.com.br',
    role: 'CLIENT',
    unit_id: 1,
    parent_id: null,
    is_active: true,
    created_at: '2025-03-10T13:00:00.000Z',
    last_login_at: '2025-03-12T13:00:00.000Z',
    login_count: 3,
    name: 'Maria Peças',
    profile: { display_name: 'Maria Peças', legal_name: null, phone: '11987654321', photo_url: null },
    permission_override: {},
    lead_status: null,
    unit: { id: 1, name: 'Tenho Centro' },
    ...overrides,
  };
}

export function makeListResponse(
  users: UserListItem[],
  overrides: Partial<UserListResponse> = {},
): UserListResponse {
  return {
    users,
    total: users.length,
    page: 1,
    pageSize: 20,
    counts: {
      total: users.length,
      active: users.filter((u) => u.is_active).length,
      inactive: users.filter((u) => !u.is_active).length,
      pending_activation: users.filter((u) => !u.is_active && !u.last_login_at).length,
    },
    ...overrides,
  };
}
