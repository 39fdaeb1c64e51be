import type { Role } from './roles.ts';

/**
 * The prefixes of the permission catalogue (spec §6), each with its pt-BR label, written once: the
 * order here is the catalogue's order.
 */
export const PREFIX_LABELS = {
  user: 'Usuários',
  profile: 'Perfil',
  franchise: 'Franquias',
  category: 'Categorias',
  document: 'Documentos',
  message: 'Mensagens',
  financial: 'Financeiro',
  report: 'Relatórios',
  dashboard: 'Dashboard',
  setting: 'Configurações',
  permission: 'Permissões',
  role: 'Perfis de acesso',
  system: 'Sistema',
  admin: 'Administradores',
  client: 'Clientes',
  interaction: 'Interações',
  wallet: 'Carteiras',
  transaction: 'Transações',
  lead: 'Leads',
  inbound: 'Mensagens recebidas',
  button: 'Botões de resposta',
  response: 'Respostas',
} as const satisfies Record<string, string>;
export type PermissionPrefix = keyof typeof PREFIX_LABELS;
export const PERMISSION_PREFIXES = Object.keys(PREFIX_LABELS) as readonly PermissionPrefix[];

export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete', 'access'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const ACTION_LABELS: Record<PermissionAction, string> = {
  view: 'Visualizar',
  create: 'Criar',
  edit: 'Editar',
  delete: 'Excluir',
  access: 'Acessar módulo',
};

/** The permissions the screens check by name (spec §6). */
export const KNOWN_PERMISSIONS: readonly PermissionName[] = [
  'franchise.access',
  'category.access',
  'document.access',
  'message.access',
  'financial.access',
  'report.access',
  'user.view',
  'user.access',
  'user.create',
  'user.delete',
  'setting.access',
];

/** A catalogue name: `prefix.action`, or one of the extra names below. */
export type CatalogueActionName = `${PermissionPrefix}.${PermissionAction}`;

/**
 * Catalogue permissions outside the prefix × action grid, each with its pt-BR label.
 * `category.select`: a company chooses the categories it works in (its 'Minhas Categorias'); it is
 * not `category.edit`, which changes the network's catalogue.
 */
export const EXTRA_PERMISSIONS = {
  'category.select': 'Categorias: Escolher categorias de atuação',
  'privacy.view': 'Privacidade: Visualizar pedidos e incidentes',
  'privacy.edit': 'Privacidade: Registrar e executar pedidos',
} as const;
export type ExtraPermissionName = keyof typeof EXTRA_PERMISSIONS;

/**
 * Every permission name of the domain catalogue. The guards (`requirePermission`) and the web's
 * `useCan`/`<Can>` take this type, so a typo such as 'categry.edit' does not compile. Permissions a
 * MASTER creates at run time are plain strings; the code checks only catalogue names (`can()` too).
 */
export type PermissionName = CatalogueActionName | ExtraPermissionName;

export type PermissionDefinition = { name: PermissionName; description: string };

export function permissionName(prefix: PermissionPrefix, action: PermissionAction): CatalogueActionName {
  return `${prefix}.${action}`;
}

/** "Usuários: Criar" — the pt-BR label of a catalogue permission; unknown names fall back to the name. */
export function permissionLabel(name: string): string {
  if (Object.hasOwn(EXTRA_PERMISSIONS, name)) return EXTRA_PERMISSIONS[name as ExtraPermissionName];
  const parts = name.split('.');
  if (parts.length !== 2) return name;
  const [prefix, action] = parts as [string, string];
  const p = Object.hasOwn(PREFIX_LABELS, prefix) ? PREFIX_LABELS[prefix as PermissionPrefix] : undefined;
  const a = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as PermissionAction] : undefined;
  return p && a ? `${p}: ${a}` : name;
}

/** Every prefix × action plus the extra names, each with its pt-BR label; the known permissions are all among them. */
export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = [
  ...PERMISSION_PREFIXES.flatMap((prefix) =>
    PERMISSION_ACTIONS.map((action) => {
      const name = permissionName(prefix, action);
      return { name, description: permissionLabel(name) };
    }),
  ),
  ...(Object.keys(EXTRA_PERMISSIONS) as ExtraPermissionName[]).map((name) => ({
    name,
    description: EXTRA_PERMISSIONS[name],
  })),
];

/** True for a name of the domain catalogue (not for one a MASTER created at run time). */
export function isCataloguePermission(name: string): name is PermissionName {
  return CATALOGUE_NAMES.has(name);
}

const ALL: readonly PermissionName[] = PERMISSION_CATALOGUE.map((p) => p.name);
const CATALOGUE_NAMES: ReadonlySet<string> = new Set(ALL);
const every = (...prefixes: PermissionPrefix[]) =>
  prefixes.flatMap((prefix) => PERMISSION_ACTIONS.map((action) => permissionName(prefix, action)));

/**
 * Seeded role defaults (the permission data is the only rule; the routes check nothing else).
 * MASTER holds everything. The category catalogue is the network's: only MASTER creates, edits and
 * deletes categories; ADMIN and CLIENT read it and choose a company's categories
 * (`category.select`). Changes to these lists reach existing databases through a migration (the
 * seed only inserts missing links).
 */
export const ROLE_DEFAULT_PERMISSIONS: Record<Role, readonly PermissionName[]> = {
  MASTER: ALL,
  ADMIN: [
    ...every(
      'dashboard',
      'profile',
      'user',
      'client',
      'message',
      'financial',
      'report',
      'document',
      'wallet',
      'transaction',
      'lead',
      'interaction',
      'inbound',
      'response',
    ),
    'category.access',
    'category.view',
    'category.select',
    'franchise.access',
    'franchise.view',
    'setting.access',
    'setting.view',
    'privacy.view',
    'privacy.edit',
  ],
  CLIENT: [
    ...every('dashboard', 'profile', 'message', 'financial', 'report'),
    'category.access',
    'category.view',
    'category.select',
    // Architecture §5.3/§5.6: a company manages its own staff (USERs) and files its own documents.
    ...every('user'),
    'document.access',
    'document.view',
    'document.create',
    'document.delete',
    // Its own wallet: read it, ask for a Pix top-up (create), cancel a pending one (edit).
    'wallet.access',
    'wallet.view',
    'wallet.create',
    'wallet.edit',
  ],
  // A company's USER reads the company's balance and statement and the documents it shares.
  USER: [
    ...every('dashboard', 'profile'),
    'wallet.access',
    'wallet.view',
    'document.access',
    'document.view',
  ],
};

/**
 * The modules of the product (spec §6: "Module access uses {module}.access"; architecture §5.18).
 * Each owns an area of the API and of the panel; its `{module}.access` opens that area and, when
 * off, closes the whole of it: every route of the module needs it on top of any finer permission
 * (`.view`, `.edit`, `transaction.create`, ...), never instead. The other prefixes of the catalogue
 * (client, lead, inbound, transaction, ...) are finer permissions used inside these modules.
 */
export const MODULES = [
  'user',
  'profile',
  'franchise',
  'category',
  'document',
  'message',
  'financial',
  'report',
  'dashboard',
  'setting',
  'permission',
  'system',
  'wallet',
] as const satisfies readonly PermissionPrefix[];
export type Module = (typeof MODULES)[number];

/** `category` → `category.access`. */
export function moduleAccess(module: Module): CatalogueActionName {
  return permissionName(module, 'access');
}

/** The one rule of module access: `{module}.access` and every finer permission listed. */
export function canUseModule(
  user: PermissionSubject | null | undefined,
  module: Module,
  ...permissions: PermissionName[]
): boolean {
  return can(user, moduleAccess(module)) && permissions.every((permission) => can(user, permission));
}

/** Permissions MASTER can never lose, so nobody can lock the network owner out. */
export function isProtectedForMaster(permission: string): boolean {
  return permission === 'setting.access' || permission.startsWith('permission.');
}

export type PermissionSubject = {
  role?: string | null;
  permissions?: readonly string[] | null;
  permission_override?: Readonly<Record<string, boolean>> | null;
};

/** Spec §6: an override wins (true or false); otherwise the permission must be in the list. */
export function can(user: PermissionSubject | null | undefined, permission: PermissionName): boolean {
  if (!user) return false;
  if (user.role === 'MASTER' && isProtectedForMaster(permission)) return true;
  const override = user.permission_override?.[permission];
  if (typeof override === 'boolean') return override;
  return user.permissions?.includes(permission) ?? false;
}

/**
 * The effective list the server puts on a session: role links (enabled) merged with the user's
 * overrides. `can()` on the result with no overrides gives the same answer as `can()` on the parts.
 */
export function effectivePermissions(
  role: string,
  roleEnabled: Iterable<string>,
  overrides: Readonly<Record<string, boolean>> = {},
): string[] {
  const set = new Set(roleEnabled);
  for (const [name, enabled] of Object.entries(overrides)) {
    if (enabled) set.add(name);
    else set.delete(name);
  }
  if (role === 'MASTER') for (const name of ALL) if (isProtectedForMaster(name)) set.add(name);
  return [...set].sort();
}
