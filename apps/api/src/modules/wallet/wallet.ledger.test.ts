import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createUnit, createUser, type TestUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { ledgerSums } from './wallet.repository.ts';
import {
  createWalletService,
  IdempotencyConflictError,
  InsufficientBalanceError,
  type LedgerOptions,
  type WalletService,
} from './wallet.service.ts';

const t = useTestApp();
let ledger: WalletService;
let unitId: number;

beforeAll(async () => {
  ledger = createWalletService({ db: t.db });
  unitId = (await createUnit(t.db)).id;
});

const company = () => createUser(t.db, { role: 'CLIENT', unitId });
let keySequence = 0;
const options = (overrides: Partial<LedgerOptions> = {}): LedgerOptions => ({
  idempotencyKey: `test:${++keySequence}`,
  reference: { kind: 'ADMIN_CREDIT', id: null },
  description: 'Movimento de teste',
  ...overrides,
});

/** The ledger's invariant: balance = Σ credits − Σ debits ≥ 0, and every row's balance_after chains. */
async function expectConsistent(client: TestUser): Promise<number> {
  const sums = await ledgerSums(t.db, client.id);
  expect(sums.balanceCents).toBe(sums.sumCents);
  expect(sums.balanceCents).toBeGreaterThanOrEqual(0);
  const rows = await t.db
    .select({
      type: walletTransactions.type,
      amount: walletTransactions.amountCents,
      after: walletTransactions.balanceAfterCents,
    })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(eq(wallets.clientId, client.id))
    .orderBy(asc(walletTransactions.id));
  let running = 0;
  for (const row of rows) {
    running += row.type === 'CREDIT' ? row.amount : -row.amount;
    expect(row.after).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(sums.balanceCents);
  return sums.balanceCents;
}

describe('ledger under concurrency', () => {
  it('50 parallel credits of R$ 0,01 add exactly R$ 0,50', async () => {
    const client = await company();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ledger.credit(client.id, 1, options())),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await expectConsistent(client)).toBe(50);
    expect((await ledgerSums(t.db, client.id)).rows).toBe(50);
    // Every balance_after from 1 to 50 appears once: no two movements saw the same balance.
    expect(results.map((r) => r.entry.balanceAfterCents).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('20 parallel debits of R$ 0,30 on R$ 3,00 succeed exactly 10 times and end at R$ 0,00', async () => {
    const client = await company();
    await ledger.credit(client.id, 300, options());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        ledger.debit(client.id, 30, options({ reference: { kind: 'OFFER', id: 7 }, description: 'Lead' })),
      ),
    );
    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(fulfilled).toHaveLength(10);
    expect(rejected).toHaveLength(10);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(InsufficientBalanceError);
      expect(r.reason).toMatchObject({
        code: 'wallet.insufficient_balance',
        statusCode: 422,
        message: 'Saldo insuficiente',
      });
    }
    expect(await expectConsistent(client)).toBe(0);
    expect((await ledgerSums(t.db, client.id)).rows).toBe(11);
  });

  it('the same idempotency key moves money once, even when both calls race', async () => {
    const client = await company();
    const key = 'top-up:42';
    const first = await ledger.credit(client.id, 1000, options({ idempotencyKey: key }));
    const again = await ledger.credit(client.id, 1000, options({ idempotencyKey: key }));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });

    const raced = await Promise.all(
      Array.from({ length: 10 }, () => ledger.debit(client.id, 250, options({ idempotencyKey: 'offer:9' }))),
    );
    expect(raced.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(raced.map((r) => r.entry.id)).size).toBe(1);
    expect(await expectConsistent(client)).toBe(750);

    // The same key for a different movement is a conflict and writes nothing.
    await expect(ledger.credit(client.id, 999, options({ idempotencyKey: key }))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await expect(ledger.debit(client.id, 1000, options({ idempotencyKey: key }))).rejects.toMatchObject({
      code: 'wallet.idempotency_conflict',
      statusCode: 409,
    });
    expect((await ledgerSums(t.db, client.id)).rows).toBe(2);
    expect(await expectConsistent(client)).toBe(750);
  });

  it('keeps balance = Σ transactions ≥ 0 through a few hundred random operations (seeded)', async () => {
    const client = await company();
    const random = mulberry32(20240115);
    const pick = (n: number) => Math.floor(random() * n);
    const usedKeys: string[] = [];
    let operations = 0;
    while (operations < 300) {
      // A burst of 1–12 operations run together, then the invariant is checked.
      const burst = Array.from({ length: 1 + pick(12) }, () => {
        operations += 1;
        const reuse = usedKeys.length > 0 && random() < 0.1;
        const key = reuse ? usedKeys[pick(usedKeys.length)]! : `random:${operations}`;
        if (!reuse) usedKeys.push(key);
        const cents = 1 + pick(500);
        const op = random() < 0.45 ? ledger.credit : ledger.debit;
        return op(client.id, cents, options({ idempotencyKey: key }));
      });
      const outcomes = await Promise.allSettled(burst);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(
            outcome.reason instanceof InsufficientBalanceError ||
              outcome.reason instanceof IdempotencyConflictError,
            String(outcome.reason),
          ).toBe(true);
        }
      }
      await expectConsistent(client);
    }
    expect((await ledgerSums(t.db, client.id)).rows).toBeGreaterThan(100);
  });
});

describe('ledger rules', () => {
  it('records each movement in the audit log, with its actor', async () => {
    const client = await company();
    const admin = await createUser(t.db, { role: 'ADMIN', unitId });
    const { entry } = await ledger.credit(client.id, 1234, options({ actorId: admin.id, ip: '10.0.0.1' }));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'wallet_transaction'), eq(auditLog.entityId, entry.id)));
    expect(audit).toMatchObject({
      action: 'wallet.credit',
      actorId: admin.id,
      ip: '10.0.0.1',
      data: { clientId: client.id, amountCents: 1234, balanceAfterCents: 1234 },
    });
    // A system debit has no actor.
    const debit = await ledger.debit(client.id, 34, options({ reference: { kind: 'OFFER', id: 1 } }));
    expect(debit.entry.actorId).toBeNull();
  });

  it('refuses bad amounts, keys and wallets that are not a company’s', async () => {
    const client = await company();
    for (const cents of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      await expect(ledger.credit(client.id, cents, options())).rejects.toMatchObject({
        code: 'wallet.invalid_amount',
        statusCode: 400,
      });
    }
    await expect(ledger.credit(client.id, 1, options({ idempotencyKey: '' }))).rejects.toMatchObject({
      code: 'wallet.invalid_idempotency_key',
    });
    const admin = await createUser(t.db, { role: 'ADMIN', unitId });
    await expect(ledger.credit(admin.id, 100, options())).rejects.toMatchObject({
      code: 'wallet.not_a_company',
    });
    await expect(ledger.credit(2_000_000_000, 100, options())).rejects.toMatchObject({
      code: 'wallet.not_found',
    });
    const [row] = await t.db.select().from(wallets).where(eq(wallets.clientId, admin.id));
    expect(row).toBeUndefined();
    expect(await ledger.balanceCents(client.id)).toBe(0);
  });

  it('joins an outer transaction: a refused debit rolls back only itself, a rollback takes the movement along', async () => {
    const client = await company();
    await ledger.credit(client.id, 100, options());

    const outcome = await t.db.transaction(async (tx) => {
      const charged = await ledger.debit(client.id, 60, options({ tx }));
      const refused = await ledger.debit(client.id, 60, options({ tx })).catch((error: unknown) => error);
      return { charged, refused };
    });
    expect(outcome.charged.entry.balanceAfterCents).toBe(40);
    expect(outcome.refused).toBeInstanceOf(InsufficientBalanceError);
    expect(await expectConsistent(client)).toBe(40);

    await expect(
      t.db.transaction(async (tx) => {
        await ledger.debit(client.id, 40, options({ tx }));
        throw new Error('the offer could not be accepted');
      }),
    ).rejects.toThrow('the offer could not be accepted');
    expect(await expectConsistent(client)).toBe(40);
    expect((await ledgerSums(t.db, client.id)).rows).toBe(2);
  });

  it('is append-only in the database too; removing the actor only clears actor_id', async () => {
    const client = await company();
    const admin = await createUser(t.db, { role: 'ADMIN', unitId });
    const { entry } = await ledger.credit(client.id, 500, options({ actorId: admin.id }));

    const update = await t.db
      .update(walletTransactions)
      .set({ amountCents: 999_999 })
      .where(eq(walletTransactions.id, entry.id))
      .catch((error: unknown) => error);
    expect(pgErrorCode(update)).toBe('23000');
    const remove = await t.db
      .delete(walletTransactions)
      .where(eq(walletTransactions.id, entry.id))
      .catch((error: unknown) => error);
    expect(pgErrorCode(remove)).toBe('23000');

    await t.db.delete(users).where(eq(users.id, admin.id));
    const [row] = await t.db.select().from(walletTransactions).where(eq(walletTransactions.id, entry.id));
    expect(row).toMatchObject({ actorId: null, amountCents: 500, balanceAfterCents: 500 });

    // The balance cannot be pushed below zero behind the service's back either.
    const negative = await t.db
      .update(wallets)
      .set({ balanceCents: -1 })
      .where(eq(wallets.clientId, client.id))
      .catch((error: unknown) => error);
    expect(pgErrorCode(negative)).toBe('23514');
  });

  it('reads balances of several companies at once', async () => {
    const [a, b] = [await company(), await company()];
    await ledger.credit(a.id, 70, options());
    const balances = await ledger.balancesCents([a.id, b.id]);
    expect(Object.fromEntries(balances)).toEqual({ [a.id]: 70, [b.id]: 0 });
  });
});

/** A small seeded PRNG so the random sequence is the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
