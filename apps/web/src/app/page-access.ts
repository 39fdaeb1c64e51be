import { can, type PermissionSubject } from '@tenho/domain/auth/permissions';
import type { PanelPage } from './panel-pages';

export type PageUser = PermissionSubject & { role: string };

/**
 * Who may open each panel page (spec §2 table): the sidebar shows an entry, and the page guard
 * lets the page render, only when this says so. Kept free of icons and screens: the guard is in
 * the main bundle. A page missing here (Perfil) is open to every signed-in user of the panel.
 */
const PAGE_ACCESS: Partial<Record<PanelPage, (user: PageUser) => boolean>> = {
  franquias: (u) => can(u, 'franchise.access'),
  categorias: (u) => can(u, 'category.access'),
  documentos: (u) => can(u, 'document.access'),
  mensagens: (u) => can(u, 'message.access'),
  // The WhatsApp simulator posts requests as a consumer would (MASTER and ADMIN panels only).
  simulador: (u) => can(u, 'inbound.create'),
  financeiro: (u) => can(u, 'financial.access'),
  relatorios: (u) => can(u, 'report.access'),
  usuarios: (u) => can(u, 'user.view') || can(u, 'user.access'),
  configuracoes: (u) => u.role === 'MASTER' || can(u, 'setting.access'),
};

/** Whether `user` may open `page` of its panel now (re-checked whenever the session user changes). */
export function canOpenPage(user: PageUser | null | undefined, page: PanelPage): boolean {
  if (!user) return false;
  const rule = PAGE_ACCESS[page];
  return rule ? rule(user) : true;
}
