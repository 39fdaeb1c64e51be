import { ROLE_HOME, ROLES, type PanelBase, type Role } from '@tenho/domain/auth/roles';

export type { PanelBase };

/** The role's own panel (the domain's ROLE_HOME); the profile lives under it too ('/admin' for any other role, spec §2). */
export function panelBase(role: string | null | undefined): PanelBase {
  return role && (ROLES as readonly string[]).includes(role) ? ROLE_HOME[role as Role] : ROLE_HOME.ADMIN;
}

export function profilePath(role: string | null | undefined): string {
  return `${panelBase(role)}/perfil`;
}

/** A company's 'Recebimento de pedidos' in its network's panel (MASTER, ADMIN; issue 32). */
export function companyReceivingPath(base: PanelBase, companyId: number): string {
  return `${base}/usuarios/${companyId}/recebimento`;
}

export type PanelPage =
  | 'franquias'
  | 'usuarios'
  | 'categorias'
  | 'configuracoes'
  | 'mensagens'
  | 'simulador'
  | 'documentos'
  | 'financeiro'
  | 'relatorios'
  | 'recebimento'
  | 'privacidade'
  | 'perfil';

/**
 * Child pages of each panel: spec §2 plus architecture §5.6 (CLIENT has its own documentos and
 * usuarios; ADMIN has a read-only franquias and configuracoes).
 */
/** MASTER and ADMIN panels have the same pages (ADMIN's franquias and configuracoes are read-only). */
const NETWORK_PAGES: readonly PanelPage[] = [
  'franquias',
  'usuarios',
  'categorias',
  'configuracoes',
  'mensagens',
  'simulador',
  'documentos',
  'financeiro',
  'relatorios',
  'privacidade',
  'perfil',
];

export const PANEL_PAGES: Record<PanelBase, readonly PanelPage[]> = {
  '/master': NETWORK_PAGES,
  '/admin': NETWORK_PAGES,
  // 'recebimento': how the company receives leads (pause, spend cap, hours; issue 32).
  '/client': [
    'usuarios',
    'categorias',
    'mensagens',
    'documentos',
    'financeiro',
    'recebimento',
    'relatorios',
    'perfil',
  ],
  // A company shares documents with its USERs (document.access decides whether the page opens).
  '/user': ['documentos', 'perfil'],
};

export const PAGE_LABELS: Record<PanelPage, string> = {
  franquias: 'Franquias',
  categorias: 'Categorias',
  documentos: 'Documentos',
  mensagens: 'Mensagens',
  simulador: 'Simulador',
  financeiro: 'Financeiro',
  relatorios: 'Relatórios',
  recebimento: 'Recebimento',
  usuarios: 'Usuários',
  configuracoes: 'Configurações',
  privacidade: 'Privacidade',
  perfil: 'Perfil',
};
