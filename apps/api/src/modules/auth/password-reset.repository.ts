import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/password-resets.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

/** A live account by login e-mail, with the name to greet it by. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertReset(
  db: Database,
  values: { tokenHash: string; userId: number; expiresAt: Date; ip: string | null },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Ends every unused token of a user (a newer one was issued, or the password was just set). */
export async function retireResets(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** An unused, unexpired token of a live user; `lock` holds it until the transaction ends. */
export async function findUsableReset(
  db: Database,
  tokenHash: string,
  at: Date,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: passwordResets }) : await query;
  return row ?? null;
}

export async function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}
