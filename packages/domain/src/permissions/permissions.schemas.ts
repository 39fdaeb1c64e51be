import { recordVersionField } from '../shared/record-version.ts';
import { z } from 'zod';
import { PREFIX_LABELS, type PermissionPrefix } from '../auth/permissions.ts';
import { ROLES, type Role } from '../auth/roles.ts';
import { countLabel, NOUNS } from '../shared/plural.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';

export const PERMISSIONS_MSG = {
  nameRequired: 'Nome é obrigatório',
  nameInvalid: 'Use letras minúsculas, números, "_" ou "." (ex.: create_user ou user.view)',
  descriptionRequired: 'Descrição é obrigatória',
  descriptionInvalid: 'A descrição contém caracteres inválidos',
  roleInvalid: 'Selecione um perfil válido',
  permissionInvalid: 'Permissão inválida',
  // Toasts (spec §8, Permissions).
  loadFailed: 'Erro ao carregar permissões',
  created: 'Permissão criada com sucesso!',
  updated: 'Permissão atualizada com sucesso!',
  deleted: 'Permissão deletada com sucesso!',
  createFailed: 'Erro ao criar permissão',
  updateFailed: 'Erro ao atualizar permissão',
  deleteFailed: 'Erro ao deletar permissão',
  inUse: 'Esta permissão está em uso e não pode ser excluída',
  notFound: 'Permissão não encontrada',
  nameTaken: 'Já existe uma permissão com este nome',
  catalogueRename:
    'Esta permissão faz parte do catálogo do sistema e não pode ser renomeada; altere apenas a descrição.',
  catalogueDelete:
    'Esta permissão faz parte do catálogo do sistema e não pode ser excluída; desative-a nos perfis.',
  masterProtected:
    'O MASTER não pode perder "Configurações: Acessar módulo" nem as permissões de Permissões (evita que a rede fique sem administrador).',
  // Screens.
  roleSaved: 'Permissões do perfil salvas com sucesso!',
  roleSaveFailed: 'Erro ao salvar permissões do perfil',
  userSaved: 'Permissões do usuário salvas com sucesso!',
  userSaveFailed: 'Erro ao salvar permissões do usuário',
  usersEmpty: 'Nenhum usuário encontrado com os filtros aplicados.',
  listEmpty: 'Nenhuma permissão cadastrada.',
  searchEmpty: 'Nenhuma permissão encontrada para esta busca.',
  discardConfirm: 'Há alterações não salvas neste perfil. Descartá-las e trocar de perfil?',
} as const;

/** "Esta permissão está em uso (2 perfis, 1 usuário) e não pode ser excluída". */
export function permissionInUseMessage(roles: number, users: number): string {
  const parts = [
    roles ? countLabel(roles, { one: 'perfil', many: 'perfis' }) : '',
    users ? countLabel(users, NOUNS.user) : '',
  ].filter(Boolean);
  return parts.length
    ? `Esta permissão está em uso (${parts.join(', ')}) e não pode ser excluída. Desative-a nos perfis e remova as personalizações dos usuários antes.`
    : PERMISSIONS_MSG.inUse;
}

/** snake_case or dotted lower-case: create_user, user.view, report.export_pdf. */
export const PERMISSION_NAME_PATTERN = /^[a-z][a-z0-9]*(?:[._][a-z0-9]+)*$/;

/** Control characters (NUL included) and lone surrogates: nothing a description needs. */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** POST /permissions and PUT /permissions/{id}. */
export const permissionFormSchema = z.object({
  name: z
    .string({ error: PERMISSIONS_MSG.nameRequired })
    .trim()
    .min(1, PERMISSIONS_MSG.nameRequired)
    .max(100, PERMISSIONS_MSG.nameInvalid)
    .refine((v) => v === '' || PERMISSION_NAME_PATTERN.test(v), PERMISSIONS_MSG.nameInvalid),
  description: z
    .string({ error: PERMISSIONS_MSG.descriptionRequired })
    .trim()
    .min(1, PERMISSIONS_MSG.descriptionRequired)
    .max(255, 'Use no máximo 255 caracteres')
    .refine((v) => !UNSAFE_TEXT.test(v), PERMISSIONS_MSG.descriptionInvalid),
});
export type PermissionFormInput = z.input<typeof permissionFormSchema>;

export const permissionSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionListSchema = z.array(permissionSchema);

/** POST /role-permissions: one call per changed (role, permission) pair. */
export const rolePermissionSchema = z.object({
  role: z.enum(ROLES, { error: PERMISSIONS_MSG.roleInvalid }),
  permission_id: z.coerce
    .number({ error: PERMISSIONS_MSG.permissionInvalid })
    .int(PERMISSIONS_MSG.permissionInvalid)
    .positive(PERMISSIONS_MSG.permissionInvalid),
  enabled: z.boolean({ error: 'Informe se a permissão está ativa' }),
});
export type RolePermissionInput = z.input<typeof rolePermissionSchema>;

/** GET /role-permissions row. */
export const rolePermissionLinkSchema = z.object({
  id: idSchema,
  role: z.enum(ROLES),
  permission_id: idSchema,
  enabled: z.boolean(),
  permission: permissionSchema.optional(),
  /** The link's version (the API always sends it); If-Match on POST /role-permissions, 0 for a missing link. */
  version: recordVersionField.optional(),
});
export type RolePermissionLink = z.infer<typeof rolePermissionLinkSchema>;
export const rolePermissionLinkListSchema = z.array(rolePermissionLinkSchema);

/** Spec §3: a missing link counts as disabled. */
export function isRolePermissionEnabled(
  links: readonly { role: string; permission_id: number; enabled: boolean }[],
  role: Role,
  permissionId: number,
): boolean {
  return links.some((l) => l.role === role && l.permission_id === permissionId && l.enabled);
}

export const OTHER_GROUP = 'outros';

/** The group of a permission: the prefix before the dot; names without a dot go to 'outros'. */
export function permissionGroup(name: string): string {
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : OTHER_GROUP;
}

/** pt-BR title of a group: the catalogue label when known ('user' → 'Usuários'). */
export function permissionGroupLabel(group: string): string {
  if (group === OTHER_GROUP) return 'Outras';
  return PREFIX_LABELS[group as PermissionPrefix] ?? group;
}

/** Groups for the collapsible lists, in first-seen order ('outros' last), each sorted by name. */
export function groupPermissions<T extends { name: string }>(
  permissions: readonly T[],
): { group: string; label: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const p of permissions) {
    const key = permissionGroup(p.name);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups]
    .sort(([a], [b]) => Number(a === OTHER_GROUP) - Number(b === OTHER_GROUP))
    .map(([group, items]) => ({
      group,
      label: permissionGroupLabel(group),
      items: items.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
