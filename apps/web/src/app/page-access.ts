import { canUseModule, type PermissionSubject } from '@tenho/domain/auth/permissions';
import type { PanelPage } from './panel-pages';

export type PageUser = PermissionSubject & { role: string };

/**
 * Who may open each panel page (spec §2 table): the sidebar shows an entry, and the page guard
 * lets the page render, only when this says so. Each page is a module's: it opens with the same
 * rule as the module's API (`{module}.access` plus the finer permission the page's first read
 * needs, `canUseModule`), so a page never opens on routes that answer 403. Kept free of icons and
 * screens: the guard is in the main bundle.
 */
const PAGE_ACCESS: Record<PanelPage, (user: PageUser) => boolean> = {
  franquias: (u) => canUseModule(u, 'franchise'),
  categorias: (u) => canUseModule(u, 'category'),
  documentos: (u) => canUseModule(u, 'document'),
  mensagens: (u) => canUseModule(u, 'message'),
  // The WhatsApp simulator posts requests as a consumer would (MASTER and ADMIN panels only).
  simulador: (u) => canUseModule(u, 'message', 'inbound.create'),
  // The network's Financeiro reads the statement (financial); a company's reads its own wallet.
  financeiro: (u) =>
    canUseModule(u, 'financial') && (u.role !== 'CLIENT' || canUseModule(u, 'wallet', 'wallet.view')),
  relatorios: (u) => canUseModule(u, 'report'),
  // How the company receives leads (client panel only): part of its wallet, like the API's routes.
  recebimento: (u) => canUseModule(u, 'wallet'),
  // Privacidade (LGPD): the consumers' requests and the incident register, as its API (message + privacy.view).
  privacidade: (u) => canUseModule(u, 'message', 'privacy.view'),
  // Spec §6 names user.view and user.access for this menu: the list needs both (module + finer).
  usuarios: (u) => canUseModule(u, 'user', 'user.view'),
  // MASTER never loses setting.access (no lockout).
  configuracoes: (u) => canUseModule(u, 'setting'),
  perfil: (u) => canUseModule(u, 'profile'),
};

/** Whether `user` may open `page` of its panel now (re-checked whenever the session user changes). */
export function canOpenPage(user: PageUser | null | undefined, page: PanelPage): boolean {
  if (!user) return false;
  return PAGE_ACCESS[page](user);
}
