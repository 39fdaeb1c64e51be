import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_EXPORT_LIMIT } from '@tenho/domain/privacy/account.schemas';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { profileEmails, profilePhones, profilePhotos, profiles } from '../../db/schema/profiles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { queryRows } from '../../lib/query-rows.ts';

/** The account row a closure or an export starts from (deleted accounts are not found). */
export async function findAccount(db: Database, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      unitId: users.unitId,
      parentId: users.parentId,
      isActive: users.isActive,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      loginCount: users.loginCount,
      termsVersion: users.termsVersion,
      termsAcceptedAt: users.termsAcceptedAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** Active, live MASTERs other than `exceptId` (the last one may not close itself). */
export async function countOtherActiveMasters(db: Database, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'MASTER'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        ne(users.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Serialises closures of MASTER accounts, so two carried out at once cannot leave none. */
export async function lockMasterClosures(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenho:account-closure:masters'))`);
}

export async function findUnitName(db: Database, unitId: number | null) {
  if (unitId === null) return null;
  const [row] = await db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.id, unitId))
    .limit(1);
  return row ?? null;
}

export async function findDisplayName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.legalName})` })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.name ?? null;
}

export async function listSessionsOf(db: Database, userId: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(ACCOUNT_EXPORT_LIMIT);
}

/** Audit entries this account wrote, newest first. */
export async function auditByActor(db: Database, userId: number) {
  return db
    .select({
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACCOUNT_EXPORT_LIMIT);
}

/** Audit entries about this account (its user record), by anyone, newest first. */
export async function auditAboutUser(db: Database, userId: number) {
  return db
    .select({ createdAt: auditLog.createdAt, action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACCOUNT_EXPORT_LIMIT);
}

/** A company's wallet: balance, totals by type and the newest movements; null without a wallet. */
export async function walletSummary(db: Database, clientId: number) {
  const [wallet] = await db
    .select({ id: wallets.id, balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.clientId, clientId))
    .limit(1);
  if (!wallet) return null;
  const [totals] = await queryRows<{ n: number; credit: string; debit: string; refund: string }>(
    db,
    sql`select count(*)::int as n,
          coalesce(sum(amount_cents) filter (where type = 'CREDIT'), 0)::text as credit,
          coalesce(sum(amount_cents) filter (where type = 'DEBIT'), 0)::text as debit,
          coalesce(sum(amount_cents) filter (where type = 'REFUND'), 0)::text as refund
        from ${walletTransactions} where wallet_id = ${wallet.id}`,
  );
  const transactions = await db
    .select({
      createdAt: walletTransactions.createdAt,
      type: walletTransactions.type,
      amountCents: walletTransactions.amountCents,
      balanceAfterCents: walletTransactions.balanceAfterCents,
      description: walletTransactions.description,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, wallet.id))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(ACCOUNT_EXPORT_LIMIT);
  return {
    balanceCents: Number(wallet.balanceCents),
    totals: {
      transactions: Number(totals?.n ?? 0),
      creditCents: Number(totals?.credit ?? 0),
      debitCents: Number(totals?.debit ?? 0),
      refundCents: Number(totals?.refund ?? 0),
    },
    transactions,
  };
}

export async function closureRequestsOf(db: Database, accountId: number) {
  return db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.accountId, accountId), eq(privacyRequests.type, 'ACCOUNT_CLOSURE')))
    .orderBy(desc(privacyRequests.receivedAt), desc(privacyRequests.id))
    .limit(100);
}

/** Keys of older audit entries about a user that may hold personal values; removed on closure. */
const PERSONAL_AUDIT_KEYS = [
  'email',
  'name',
  'companyName',
  'phone',
  'phones',
  'emails',
  'display_name',
  'legal_name',
  'document',
  'address',
];

/**
 * Anonymises a closed account in `tx` (issue 31 point 6): the login (e-mail placeholder, a password
 * hash nothing matches, inactive), every personal field of the profile (name placeholder; document,
 * birth date, gender and address emptied; e-mails, phones and photos removed), its sessions and
 * password-reset links, and the personal keys of the audit entries about it. The user row, its
 * wallet and ledger, offers, messages and reports stay as they are. Returns the photo URLs it held.
 */
export async function anonymiseAccount(
  tx: Database,
  id: number,
  placeholders: { name: string; email: string },
  at: Date,
): Promise<string[]> {
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, id))
    .limit(1);
  let photoUrls: string[] = [];
  if (profile) {
    photoUrls = (
      await tx
        .delete(profilePhotos)
        .where(eq(profilePhotos.profileId, profile.id))
        .returning({ url: profilePhotos.photoUrl })
    ).map((r) => r.url);
    await tx.delete(profileEmails).where(eq(profileEmails.profileId, profile.id));
    await tx.delete(profilePhones).where(eq(profilePhones.profileId, profile.id));
    await tx
      .update(profiles)
      .set({
        displayName: placeholders.name,
        legalName: null,
        document: null,
        documentType: null,
        birthDate: null,
        gender: null,
        street: null,
        number: null,
        complement: null,
        district: null,
        city: null,
        state: null,
        zipCode: null,
        updatedAt: at,
      })
      .where(eq(profiles.id, profile.id));
  } else {
    await tx.insert(profiles).values({ userId: id, displayName: placeholders.name });
  }
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
  await tx
    .update(auditLog)
    .set({
      data: sql`case when ${auditLog.data} is null then null else ${auditLog.data} - ${sql.raw(
        `array[${PERSONAL_AUDIT_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]`,
      )} end`,
    })
    // Failed logins (the e-mail typed) and registration (the company's name) are filed here too.
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)));
  await tx
    .update(users)
    .set({
      email: placeholders.email,
      // No argon2 hash can equal this: the closed account can never log in again.
      passwordHash: '!',
      isActive: false,
      updatedAt: at,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, id));
  return photoUrls;
}

/** A company's USERs lose their access with it (deactivated, sessions ended); returns their ids. */
export async function deactivateCompanyUsers(tx: Database, companyId: number, at: Date): Promise<number[]> {
  const ids = (
    await tx
      .update(users)
      .set({ isActive: false, updatedAt: at, version: sql`${users.version} + 1` })
      .where(and(eq(users.parentId, companyId), isNull(users.deletedAt), eq(users.isActive, true)))
      .returning({ id: users.id })
  ).map((r) => r.id);
  if (ids.length > 0) {
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
  }
  return ids;
}

/** Photo URLs no profile uses any more (their files can go). */
export async function unusedPhotoUrls(db: Database, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const used = await db
    .selectDistinct({ url: profilePhotos.photoUrl })
    .from(profilePhotos)
    .where(inArray(profilePhotos.photoUrl, urls));
  const usedSet = new Set(used.map((u) => u.url));
  return [...new Set(urls)].filter((u) => !usedSet.has(u));
}
