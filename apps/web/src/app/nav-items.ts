import {
  BarChart3,
  Building2,
  CalendarClock,
  FileText,
  LayoutDashboard,
  Lock,
  MessageSquare,
  Settings,
  Smartphone,
  Tags,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { PermissionSubject } from '@tenho/domain/auth/permissions';
import { canOpenPage } from './page-access';
import { PAGE_LABELS, PANEL_PAGES, panelBase, type PanelPage } from './panel-pages';

export const PAGE_INFO: Record<PanelPage, { description: string; icon: LucideIcon }> = {
  franquias: {
    description: 'Unidades territoriais, administradores e empresas de cada uma.',
    icon: Building2,
  },
  categorias: { description: 'As categorias em que as empresas recebem pedidos.', icon: Tags },
  documentos: { description: 'Contratos e arquivos da operação.', icon: FileText },
  mensagens: {
    description: 'Pedidos recebidos pelo WhatsApp e as respostas das empresas.',
    icon: MessageSquare,
  },
  simulador: {
    description: 'Simule pedidos de clientes e as respostas das empresas pelo WhatsApp.',
    icon: Smartphone,
  },
  financeiro: { description: 'Saldo de créditos, recargas e extrato.', icon: Wallet },
  recebimento: {
    description: 'Pausa, limite de gastos e horário de atendimento dos pedidos.',
    icon: CalendarClock,
  },
  relatorios: { description: 'Indicadores financeiros, de uso e de mensagens.', icon: BarChart3 },
  usuarios: { description: 'Contas de acesso, ativação e permissões.', icon: Users },
  privacidade: {
    description: 'Pedidos dos titulares de dados e o registro de incidentes (LGPD).',
    icon: Lock,
  },
  configuracoes: { description: 'Valor do crédito, permissões e segurança.', icon: Settings },
  perfil: { description: 'Seus dados, foto e contatos.', icon: UserRound },
};

export type NavItem = {
  key: 'dashboard' | PanelPage;
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
};

export type NavUser = PermissionSubject & { role: string };

/** Sidebar entries in the order of the spec table, each only when the user may open it (page-access.ts). */
const ENTRIES: readonly PanelPage[] = [
  'franquias',
  'categorias',
  'documentos',
  'mensagens',
  'simulador',
  'financeiro',
  'recebimento',
  'relatorios',
  'usuarios',
  'privacidade',
  'configuracoes',
];

/**
 * The sidebar of `user`. Links point into the user's own panel; an entry whose page that panel
 * does not have is left out rather than shown as a link that would bounce the user to /.
 */
export function navItemsFor(user: NavUser | null | undefined): NavItem[] {
  if (!user) return [];
  const base = panelBase(user.role);
  const pages = PANEL_PAGES[base];
  const items: NavItem[] = [
    { key: 'dashboard', label: 'Dashboard', to: base, icon: LayoutDashboard, end: true },
  ];
  for (const page of ENTRIES) {
    if (!pages.includes(page) || !canOpenPage(user, page)) continue;
    items.push({ key: page, label: PAGE_LABELS[page], to: `${base}/${page}`, icon: PAGE_INFO[page].icon });
  }
  return items;
}
