import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { isStrongPassword } from '@tenho/domain/auth/password';
import { createTestApp, testConfig, type TestContext } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UNITS } from './demo-data.ts';
import { DEFAULT_CATEGORIES } from '../categorizer/default-categories.ts';
import { categories, userCategories } from './schema/categories.ts';
import { franchiseUnits } from './schema/franchise-units.ts';
import { permissions, rolePermissions } from './schema/permissions.ts';
import { settings } from './schema/settings.ts';
import { users } from './schema/users.ts';
import { DEFAULT_DEV_MASTER_EMAIL, ensureMaster, runSeed, seedBase, seedDemo } from './seed.ts';

let handle: DatabaseHandle;
let t: TestContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  t = await createTestApp({ database: handle });
});
afterAll(async () => {
  await t?.close();
  await handle?.close();
});

const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', undefined, { email, password });

const removeMasters = () => handle.db.delete(users).where(eq(users.role, 'MASTER'));

describe('seedBase', () => {
  it('holds the whole catalogue, the role defaults and creditValue 0,30 (30 cents), and is idempotent', async () => {
    const tally = async () => ({
      permissions: (await handle.db.select({ n: count() }).from(permissions))[0]!.n,
      links: (await handle.db.select({ n: count() }).from(rolePermissions))[0]!.n,
    });
    const before = await tally();
    expect(before.permissions).toBe(PERMISSION_CATALOGUE.length);
    const expectedLinks = Object.values(ROLE_DEFAULT_PERMISSIONS).reduce((sum, list) => sum + list.length, 0);
    expect(before.links).toBe(expectedLinks);

    // A MASTER's later choice (a disabled link) survives a restart.
    const [userView] = await handle.db.select().from(permissions).where(eq(permissions.name, 'user.view'));
    await handle.db
      .update(rolePermissions)
      .set({ enabled: false })
      .where(and(eq(rolePermissions.role, 'ADMIN'), eq(rolePermissions.permissionId, userView!.id)));
    await seedBase(handle.db);
    await seedBase(handle.db);
    expect(await tally()).toEqual(before);
    const [link] = await handle.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, 'ADMIN'), eq(rolePermissions.permissionId, userView!.id)));
    expect(link!.enabled).toBe(false);

    // Stored in cents like every amount; the API shows 0.3.
    const [credit] = await handle.db.select().from(settings).where(eq(settings.key, 'creditValueCents'));
    expect(credit!.value).toBe(30);
  });

  it("takes ALERT_BACKLOG_MAX as alertBacklogMax's initial value, and keeps the MASTER's later change", async () => {
    const stored = async () =>
      (await handle.db.select().from(settings).where(eq(settings.key, 'alertBacklogMax')))[0]?.value;
    await handle.db.delete(settings).where(eq(settings.key, 'alertBacklogMax'));
    await seedBase(handle.db, { alertBacklogMax: 7 });
    expect(await stored()).toBe(7);
    await handle.db.update(settings).set({ value: 12 }).where(eq(settings.key, 'alertBacklogMax'));
    await seedBase(handle.db, { alertBacklogMax: 7 });
    expect(await stored()).toBe(12);
    await handle.db.delete(settings).where(eq(settings.key, 'alertBacklogMax'));
    await seedBase(handle.db, { alertBacklogMax: undefined });
    expect(await stored()).toBe(3);
  });
});

describe('default categories', () => {
  it('are seeded once by code; one the MASTER deleted or re-coded does not come back', async () => {
    const rows = await handle.db.select().from(categories);
    for (const seeded of DEFAULT_CATEGORIES) {
      expect(rows).toContainEqual(
        expect.objectContaining({
          code: seeded.code,
          name: seeded.name,
          groupName: seeded.groupName,
          isActive: true,
        }),
      );
    }
    // Two the demo companies do not use (the demo test below needs theirs).
    const demoCodes = new Set(DEMO_ACCOUNTS.flatMap((a) => a.categoryCodes ?? []));
    const [first, second] = DEFAULT_CATEGORIES.filter((c) => !demoCodes.has(c.code));
    await handle.db.delete(categories).where(eq(categories.code, first!.code));
    await handle.db.update(categories).set({ code: 'recodificada' }).where(eq(categories.code, second!.code));
    await seedBase(handle.db);
    const codes = (await handle.db.select({ code: categories.code }).from(categories)).map((r) => r.code);
    expect(codes).not.toContain(first!.code);
    expect(codes).not.toContain(second!.code);
    expect(codes).toContain('recodificada');
    expect(codes).toHaveLength(rows.length - 1);
  });
});

describe('ensureMaster', () => {
  it('creates the first MASTER from MASTER_EMAIL / MASTER_PASSWORD once', async () => {
    await removeMasters();
    const config = testConfig({ masterEmail: 'dono@tenho.com.br', masterPassword: 'Dono@2026!' });
    expect(await ensureMaster(handle.db, config)).toEqual({
      status: 'created',
      email: 'dono@tenho.com.br',
      generatedPassword: null,
    });
    expect(await ensureMaster(handle.db, config)).toEqual({ status: 'exists' });
    const response = await login('dono@tenho.com.br', 'Dono@2026!');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'MASTER', name: 'Master', unit: null });
  });

  it('outside production generates a strong password when none is given', async () => {
    await removeMasters();
    const result = await ensureMaster(handle.db, testConfig({ masterEmail: null, masterPassword: null }));
    expect(result.status).toBe('created');
    if (result.status !== 'created') return;
    expect(result.email).toBe(DEFAULT_DEV_MASTER_EMAIL);
    expect(isStrongPassword(result.generatedPassword!)).toBe(true);
    expect((await login(result.email, result.generatedPassword!)).statusCode).toBe(200);
  });

  it('in production creates nothing without credentials, and refuses a weak password', async () => {
    await removeMasters();
    expect(
      await ensureMaster(
        handle.db,
        testConfig({ nodeEnv: 'production', masterEmail: null, masterPassword: null }),
      ),
    ).toEqual({
      status: 'missing',
    });
    expect(
      await ensureMaster(
        handle.db,
        testConfig({ nodeEnv: 'production', masterEmail: 'x@tenho.com.br', masterPassword: null }),
      ),
    ).toEqual({
      status: 'missing',
    });
    await expect(
      ensureMaster(handle.db, testConfig({ masterEmail: 'x@tenho.com.br', masterPassword: 'fraca' })),
    ).rejects.toThrow(/too weak/);
  });
});

describe('demo data', () => {
  it('seeds the two units and every documented login, once', async () => {
    expect(await seedDemo(handle.db)).toEqual({ created: true });
    expect(await seedDemo(handle.db)).toEqual({ created: false });

    const units = await handle.db.select().from(franchiseUnits);
    for (const unit of DEMO_UNITS)
      expect(units).toContainEqual(
        expect.objectContaining({ code: unit.code, name: unit.name, isActive: true }),
      );

    for (const account of DEMO_ACCOUNTS) {
      const response = await login(account.email, DEMO_PASSWORD);
      if (account.isActive) {
        expect(response.statusCode, account.email).toBe(200);
        expect(response.json().user).toMatchObject({ role: account.role, name: account.name });
      } else {
        expect(response.statusCode, account.email).toBe(403);
      }
    }
    const [companyUser] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'atendimento@autopecaspaulista.demo.tenho.com.br'));
    const [company] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'contato@autopecaspaulista.demo.tenho.com.br'));
    expect(companyUser!.parentId).toBe(company!.id);
    expect(companyUser!.unitId).toBe(company!.unitId);

    // Each demo company works with a few categories (those still in the catalogue).
    const catalogue = new Set(
      (await handle.db.select({ code: categories.code }).from(categories)).map((r) => r.code),
    );
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'CLIENT')) {
      const chosen = await handle.db
        .select({ code: categories.code })
        .from(userCategories)
        .innerJoin(categories, eq(categories.id, userCategories.categoryId))
        .innerJoin(users, eq(users.id, userCategories.userId))
        .where(eq(users.email, account.email));
      const expected = (account.categoryCodes ?? []).filter((code) => catalogue.has(code));
      expect(expected.length, account.email).toBeGreaterThan(0);
      expect(chosen.map((c) => c.code).sort(), account.email).toEqual([...expected].sort());
    }
  });

  it('never seeds the demo accounts with NODE_ENV=production, even on a new embedded database with SEED_DEMO=1', async () => {
    const fresh = await createTestDatabase();
    try {
      const newEmbedded = { db: fresh.db, driver: 'pglite' as const, isNew: true };
      const production = (seedDemo: 'auto' | 'always') =>
        testConfig({
          nodeEnv: 'production',
          seedDemo,
          masterEmail: 'dono@tenho.com.br',
          masterPassword: 'Dono@2026!',
        });

      const auto = await runSeed(newEmbedded, production('auto'));
      expect(auto).toMatchObject({ demoCreated: false, demoPresent: false, demoRefused: false });
      const forced = await runSeed(newEmbedded, production('always'));
      expect(forced).toMatchObject({ demoCreated: false, demoPresent: false, demoRefused: true });

      const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
      const demoUsers = await fresh.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, demoEmails));
      expect(demoUsers).toEqual([]);
      const units = await fresh.db
        .select({ id: franchiseUnits.id })
        .from(franchiseUnits)
        .where(
          inArray(
            franchiseUnits.code,
            DEMO_UNITS.map((unit) => unit.code),
          ),
        );
      expect(units).toEqual([]);
      // The MASTER from the environment is still created.
      expect(auto.master).toMatchObject({ status: 'created', email: 'dono@tenho.com.br' });
    } finally {
      await fresh.close();
    }
  });

  it('runSeed seeds the demo on a new embedded database by default, never with SEED_DEMO=0', async () => {
    const fake = (isNew: boolean, driver: 'pglite' | 'pg' = 'pglite') => ({ db: handle.db, driver, isNew });
    // Demo data is already there from the previous test, so presence is what we can observe here.
    expect((await runSeed(fake(true), testConfig({ seedDemo: 'auto' }))).demoPresent).toBe(true);
    const never = await runSeed(fake(true), testConfig({ seedDemo: 'never' }));
    expect(never.demoCreated).toBe(false);
  });
});
