import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { effectivePermissions } from '@tenho/domain/auth/permissions';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { permissions, rolePermissions, userPermissionOverrides } from '../../db/schema/permissions.ts';
import { profilePhotos, profiles } from '../../db/schema/profiles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../lib/session-cache.ts';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return row ?? null;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return Boolean(row);
}

/** Architecture §5.7: called by registration for a company that signs itself up. */
export async function markSelfRegisteredLead(
  db: Database,
  userId: number,
  terms: { version: string; acceptedAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      leadStatus: 'PENDING_CONFIRMATION',
      termsVersion: terms.version,
      termsAcceptedAt: terms.acceptedAt,
    })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Database,
  values: {
    tokenHash: string;
    userId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    lastUsedAt?: Date;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function recordLogin(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: at, loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, userId));
}

/** A session that is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** A session whatever its state, with whether its user can still sign in. */
export async function findSessionState(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userActive: sql<boolean>`${users.isActive} and ${users.deletedAt} is null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Records the last use of sessions (token hash, when), never moving a time backwards. */
export async function touchSessions(db: Database, batch: [tokenHash: string, at: Date][]): Promise<void> {
  if (batch.length === 0) return;
  const values = sql.join(
    batch.map(([tokenHash, at]) => sql`(${tokenHash}::text, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${sessions} set last_used_at = v.at
    from (values ${values}) as v(token_hash, at)
    where ${sessions.tokenHash} = v.token_hash
      and (${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < v.at)`);
}

export async function revokeSession(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Database, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The session user of spec §3 with effective permissions (role links merged with overrides). */
export async function loadSessionUser(db: Database, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      unitId: users.unitId,
      parentId: users.parentId,
      isActive: users.isActive,
      profileId: profiles.id,
      displayName: profiles.displayName,
      unitName: franchiseUnits.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(franchiseUnits, eq(franchiseUnits.id, users.unitId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;

  const roleLinks = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.role, row.role), eq(rolePermissions.enabled, true)));
  const overrideRows = await db
    .select({ name: permissions.name, enabled: userPermissionOverrides.enabled })
    .from(userPermissionOverrides)
    .innerJoin(permissions, eq(permissions.id, userPermissionOverrides.permissionId))
    .where(eq(userPermissionOverrides.userId, userId));
  const [photo] = row.profileId
    ? await db
        .select({ url: profilePhotos.photoUrl })
        .from(profilePhotos)
        .where(and(eq(profilePhotos.profileId, row.profileId), eq(profilePhotos.isPrimary, true)))
        .orderBy(desc(profilePhotos.id))
        .limit(1)
    : [];

  const overrides = Object.fromEntries(overrideRows.map((o) => [o.name, o.enabled]));
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    avatar: photo?.url ?? null,
    name: row.displayName ?? null,
    permissions: effectivePermissions(
      row.role,
      roleLinks.map((l) => l.name),
      overrides,
    ),
    permission_override: overrides,
    is_active: row.isActive,
    unit_id: row.unitId,
    unit: row.unitId !== null && row.unitName !== null ? { id: row.unitId, name: row.unitName } : null,
    parent_id: row.parentId,
  };
}
