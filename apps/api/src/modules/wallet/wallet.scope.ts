import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../lib/session-cache.ts';
import { unitScope } from '../../plugins/authorization.ts';

/** Who is acting on a wallet: the scope needs the USER's company (parent). */
export type WalletActor = Pick<AuthUser, 'id' | 'role' | 'unit_id' | 'parent_id'>;
/** The company (CLIENT) that owns a wallet. */
export type WalletOwner = { id: number; unitId: number | null };

/**
 * Who reads a company's wallet (issue 7): the company itself, its USERs (read-only), the ADMIN of
 * its unit, the MASTER. Anyone else is answered as if it did not exist.
 */
export function canReadWallet(actor: WalletActor, owner: WalletOwner): boolean {
  switch (actor.role) {
    case 'MASTER':
      return true;
    case 'ADMIN':
      return actor.unit_id !== null && owner.unitId === actor.unit_id;
    case 'CLIENT':
      return owner.id === actor.id;
    case 'USER':
      return actor.parent_id !== null && owner.id === actor.parent_id;
    default:
      return false;
  }
}

/** Spec §6: "Credit insertion into a client wallet is admin only" (and confirming a paid top-up). */
export function canManageWallet(actor: WalletActor, owner: WalletOwner): boolean {
  const scope = unitScope(actor);
  return scope === 'all' || (actor.role === 'ADMIN' && scope !== null && owner.unitId === scope);
}

const NOTHING = sql`false`;

/**
 * The same rule as canReadWallet as a SQL condition on the owner's `users` row (undefined = the
 * whole network).
 */
export function scopeWalletOwnersWhere(actor: WalletActor): SQL | undefined {
  switch (actor.role) {
    case 'MASTER':
      return undefined;
    case 'ADMIN':
      return actor.unit_id === null ? NOTHING : eq(users.unitId, actor.unit_id);
    case 'CLIENT':
      return eq(users.id, actor.id);
    case 'USER':
      return actor.parent_id === null ? NOTHING : eq(users.id, actor.parent_id);
    default:
      return NOTHING;
  }
}

/** The company a CLIENT or USER acts for (the CLIENT itself, or the USER's parent); else null. */
export function ownCompanyId(actor: WalletActor): number | null {
  if (actor.role === 'CLIENT') return actor.id;
  if (actor.role === 'USER') return actor.parent_id;
  return null;
}
