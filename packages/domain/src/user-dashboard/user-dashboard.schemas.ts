import { z } from 'zod';
import '../shared/zod-locale.ts';
import { ROLE_HOME, ROLES, type Role } from '../auth/roles.ts';
import { idSchema, isoDateTimeSchema } from '../shared/schema-fields.ts';

/** The user dashboard (spec §2 "User dashboard", issue 11; GET /users/dashboard/user). */

export const USER_DASHBOARD_MSG = {
  title: 'Meu painel',
  loadFailed: 'Erro ao carregar seu painel',
  nameMissing: 'Não informado',
  noCompany: 'Sem empresa vinculada',
  activityTitle: 'Atividade recente',
  activityEmpty: 'Nenhuma atividade recente',
  notificationsTitle: 'Notificações',
  notificationsEmpty: 'Nenhuma notificação',
  active: 'Ativo',
  inactive: 'Inativo',
} as const;

/** How many activity entries and notifications the dashboard shows. */
export const USER_DASHBOARD_ACTIVITY_LIMIT = 10;
export const USER_DASHBOARD_NOTIFICATIONS_LIMIT = 10;
/** A document counts as newly shared for this many days. */
export const USER_DASHBOARD_SHARED_DOCUMENT_DAYS = 30;

/**
 * The audit actions shown as the person's own account activity (logins, profile and password
 * changes), with the text the dashboard shows for each.
 */
export const USER_ACTIVITY_LABELS: Record<string, string> = {
  'auth.login': 'Login realizado',
  'auth.login_failed': 'Tentativa de login recusada',
  'auth.logout': 'Sessão encerrada',
  'auth.password_reset_requested': 'Redefinição de senha solicitada',
  'auth.password_reset': 'Senha redefinida',
  'auth.password_change': 'Senha alterada',
  'profiles.create': 'Perfil criado',
  'profiles.update': 'Perfil atualizado',
  'profiles.photo': 'Foto do perfil alterada',
};
export const USER_ACTIVITY_ACTIONS = Object.keys(USER_ACTIVITY_LABELS);

export function userActivityLabel(action: string): string {
  return Object.hasOwn(USER_ACTIVITY_LABELS, action) ? USER_ACTIVITY_LABELS[action]! : action;
}

/** Audit actions that changed the person's password (notification 'password_changed'). */
export const PASSWORD_CHANGE_ACTIONS = ['auth.password_reset', 'auth.password_change'] as const;

export const USER_NOTIFICATION_KINDS = [
  'account_activated',
  'permissions_changed',
  'password_changed',
  'document_shared',
] as const;
export type UserNotificationKind = (typeof USER_NOTIFICATION_KINDS)[number];

/** Titles and bodies of the notifications (derived from real records, nothing is stored for them). */
export const USER_NOTIFICATION_TEXTS = {
  account_activated: {
    title: 'Conta ativada',
    body: 'Sua conta foi ativada. Você já pode usar a plataforma.',
  },
  permissions_changed: {
    title: 'Permissões alteradas',
    body: 'Suas permissões de acesso foram atualizadas por um administrador.',
  },
  password_changed: {
    title: 'Senha alterada',
    body: 'A senha da sua conta foi alterada. Se não foi você, redefina a senha e avise o administrador.',
  },
  document_shared: {
    title: 'Novo documento compartilhado',
    body: (documentTitle: string) => `O documento "${documentTitle}" foi compartilhado com você.`,
  },
} as const;

/** The screens notifications point at, in the person's own panel. */
export const userDashboardLinks = (role: Role) => ({
  profile: `${ROLE_HOME[role]}/perfil`,
  documents: `${ROLE_HOME[role]}/documentos`,
});

export const userDashboardSchema = z.object({
  user: z.object({
    id: idSchema,
    /** The profile's display name; null shows 'Não informado'. */
    name: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES),
    is_active: z.boolean(),
    created_at: isoDateTimeSchema,
  }),
  /** A USER's company (its CLIENT); a CLIENT's is itself; null for ADMIN and MASTER. */
  company: z.object({ id: idSchema, name: z.string(), email: z.string() }).nullable(),
  /** The person's own account events from the audit log, newest first. */
  activity: z.array(
    z.object({
      id: idSchema,
      action: z.string(),
      label: z.string(),
      created_at: isoDateTimeSchema,
      ip: z.string().nullable(),
    }),
  ),
  /** Newest first. `id` is stable ('audit:12', 'document:7') so the web can remember what was read. */
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(USER_NOTIFICATION_KINDS),
      title: z.string(),
      body: z.string(),
      created_at: isoDateTimeSchema,
      link: z.string().nullable(),
    }),
  ),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;
export type UserNotification = UserDashboard['notifications'][number];
