export const ROLES = ['MASTER', 'ADMIN', 'CLIENT', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  MASTER: 'Master',
  ADMIN: 'Administrador',
  CLIENT: 'Cliente',
  USER: 'Usuário',
};

/** Descriptions shown in "Permissão por Perfil" (spec §2, Configurações do Sistema). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  MASTER: 'Acesso total ao sistema',
  ADMIN: 'Administra uma unidade de franquia',
  CLIENT: 'Empresa cadastrada',
  USER: 'Usuário comum do CLIENT',
};

/** Where each role lands after login (spec §2); any other role goes to '/'. */
export const ROLE_HOME = {
  MASTER: '/master',
  ADMIN: '/admin',
  CLIENT: '/client',
  USER: '/user',
} as const satisfies Record<Role, string>;

/** A role's panel: its home, under which its pages (the profile too) live. */
export type PanelBase = (typeof ROLE_HOME)[Role];

export function homeForRole(role: string | null | undefined): string {
  return role && (ROLES as readonly string[]).includes(role) ? ROLE_HOME[role as Role] : '/';
}

/** Top bar title by role (spec §2, Panel shell). */
export function panelTitle(role: string | null | undefined): string {
  if (role === 'MASTER') return 'Painel Master';
  if (role === 'CLIENT') return 'Painel do Cliente';
  return 'Painel Administrativo';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
