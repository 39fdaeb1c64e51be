import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { can } from '@tenho/domain/auth/permissions';
import {
  PASSWORD_CHANGE_ACTIONS,
  USER_ACTIVITY_ACTIONS,
  USER_DASHBOARD_ACTIVITY_LIMIT,
  USER_DASHBOARD_NOTIFICATIONS_LIMIT,
  USER_DASHBOARD_SHARED_DOCUMENT_DAYS,
  USER_NOTIFICATION_TEXTS,
  userActivityLabel,
  userDashboardLinks,
  type UserDashboard,
  type UserNotification,
} from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { COMMON_ERRORS } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { recentlySharedDocuments, viewerFor } from '../documents/documents.service.ts';

/** Audit actions whose entry may carry a change of the person's permission overrides. */
const USER_CHANGE_ACTIONS = ['users.update', 'users.activate', 'users.deactivate'];

/**
 * GET /users/dashboard/user: the caller's own account, company, recent activity (audit log) and
 * notifications derived from real records — nothing is written for them.
 */
export function createUserDashboardService({ db }: { db: Database }) {
  async function person(id: number) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        isActive: users.isActive,
        createdAt: users.createdAt,
        displayName: profiles.displayName,
        legalName: profiles.legalName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, id), sql`${users.deletedAt} is null`))
      .limit(1);
    return row ?? null;
  }

  async function activity(userId: number): Promise<UserDashboard['activity']> {
    const rows = await db
      .select({ id: auditLog.id, action: auditLog.action, createdAt: auditLog.createdAt, ip: auditLog.ip })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, userId),
          inArray(auditLog.action, USER_ACTIVITY_ACTIONS),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(USER_DASHBOARD_ACTIVITY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      label: userActivityLabel(row.action),
      created_at: row.createdAt.toISOString(),
      ip: row.ip,
    }));
  }

  /** Activation, permission and password changes recorded about this account. */
  async function accountNotifications(actor: AuthUser): Promise<UserNotification[]> {
    const links = userDashboardLinks(actor.role);
    const rows = await db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        createdAt: auditLog.createdAt,
        overrides: sql<boolean>`coalesce(${auditLog.data} ? 'permissionOverride', false)`,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, actor.id),
          or(
            inArray(auditLog.action, [...PASSWORD_CHANGE_ACTIONS, 'users.activate', 'users.permissions']),
            and(inArray(auditLog.action, USER_CHANGE_ACTIONS), sql`${auditLog.data} ? 'permissionOverride'`),
          ),
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(USER_DASHBOARD_NOTIFICATIONS_LIMIT * 2);

    const notifications: UserNotification[] = [];
    for (const row of rows) {
      const createdAt = row.createdAt.toISOString();
      if (row.action === 'users.activate') {
        const { title, body } = USER_NOTIFICATION_TEXTS.account_activated;
        notifications.push({
          id: `audit:${row.id}:account_activated`,
          kind: 'account_activated',
          title,
          body,
          created_at: createdAt,
          link: null,
        });
      }
      if (row.action === 'users.permissions' || row.overrides) {
        const { title, body } = USER_NOTIFICATION_TEXTS.permissions_changed;
        notifications.push({
          id: `audit:${row.id}:permissions_changed`,
          kind: 'permissions_changed',
          title,
          body,
          created_at: createdAt,
          link: null,
        });
      }
      if ((PASSWORD_CHANGE_ACTIONS as readonly string[]).includes(row.action)) {
        const { title, body } = USER_NOTIFICATION_TEXTS.password_changed;
        notifications.push({
          id: `audit:${row.id}:password_changed`,
          kind: 'password_changed',
          title,
          body,
          created_at: createdAt,
          link: links.profile,
        });
      }
    }
    return notifications;
  }

  async function documentNotifications(actor: AuthUser): Promise<UserNotification[]> {
    if (!can(actor, 'document.access')) return [];
    const viewer = await viewerFor(db, actor);
    const documents = await recentlySharedDocuments(db, viewer, {
      days: USER_DASHBOARD_SHARED_DOCUMENT_DAYS,
      limit: USER_DASHBOARD_NOTIFICATIONS_LIMIT,
    });
    const { title, body } = USER_NOTIFICATION_TEXTS.document_shared;
    const link = userDashboardLinks(actor.role).documents;
    return documents.map((document) => ({
      id: `document:${document.id}`,
      kind: 'document_shared' as const,
      title,
      body: body(document.title),
      created_at: document.createdAt.toISOString(),
      link,
    }));
  }

  async function get(actor: AuthUser): Promise<UserDashboard> {
    const me = await person(actor.id);
    if (!me) throw COMMON_ERRORS.unauthenticated();
    const companyId = actor.role === 'USER' ? actor.parent_id : actor.role === 'CLIENT' ? actor.id : null;
    const [company, recent, account, shared] = await Promise.all([
      companyId === null
        ? Promise.resolve(null)
        : companyId === me.id
          ? Promise.resolve(me)
          : person(companyId),
      activity(actor.id),
      accountNotifications(actor),
      documentNotifications(actor),
    ]);
    const notifications = [...account, ...shared]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .slice(0, USER_DASHBOARD_NOTIFICATIONS_LIMIT);
    return {
      user: {
        id: me.id,
        name: me.displayName || null,
        email: me.email,
        role: me.role,
        is_active: me.isActive,
        created_at: me.createdAt.toISOString(),
      },
      company: company
        ? {
            id: company.id,
            name: company.displayName || company.legalName || company.email,
            email: company.email,
          }
        : null,
      activity: recent,
      notifications,
    };
  }

  return { get };
}
