import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_CATEGORIES } from '../categorizer/default-categories.ts';
import { PERMISSION_CATALOGUE, ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { isStrongPassword } from '@tenho/domain/auth/password';
import { ROLES } from '@tenho/domain/auth/roles';
import type { AppConfig } from '../config.ts';
import { generateStrongPassword, hashPassword } from '../lib/passwords.ts';
import { insertProfile, insertUser } from './accounts.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UNITS } from './demo-data.ts';
import { categories, categoryDefaultSeeds, userCategories } from './schema/categories.ts';
import { franchiseUnits } from './schema/franchise-units.ts';
import { permissions, rolePermissions } from './schema/permissions.ts';
import { DEFAULT_SETTINGS, settings } from './schema/settings.ts';
import { users } from './schema/users.ts';

export const DEFAULT_DEV_MASTER_EMAIL = 'master@tenho.com.br';

/**
 * The permission catalogue, the role defaults, the default settings and the default categories.
 * Idempotent: only what is missing is inserted, so a MASTER's later changes to links, settings and
 * categories survive restarts.
 */
export async function seedBase(
  db: Database,
  /** Initial values that come from the environment (issue 33: ALERT_BACKLOG_MAX). */
  initial: Partial<Record<string, unknown>> = {},
): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSION_CATALOGUE.map((p) => ({ name: p.name, description: p.description })))
    .onConflictDoNothing({ target: permissions.name });

  const rows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  const links = ROLES.flatMap((role) =>
    ROLE_DEFAULT_PERMISSIONS[role].flatMap((name) => {
      const permissionId = idByName.get(name);
      return permissionId === undefined ? [] : [{ role, permissionId, enabled: true }];
    }),
  );
  if (links.length) {
    await db
      .insert(rolePermissions)
      .values(links)
      .onConflictDoNothing({ target: [rolePermissions.role, rolePermissions.permissionId] });
  }

  const defaults = Object.entries({ ...DEFAULT_SETTINGS, ...initialSettings(initial) }).map(
    ([key, value]) => ({
      key,
      value,
    }),
  );
  if (defaults.length)
    await db.insert(settings).values(defaults).onConflictDoNothing({ target: settings.key });

  await seedDefaultCategories(db);
}

/** The environment's initial values that are settings (undefined ones left to the defaults). */
function initialSettings(initial: Partial<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(initial).filter(([key, value]) => key in DEFAULT_SETTINGS && value !== undefined),
  );
}

/**
 * Adds each default category whose code was never seeded before (a release may bring new ones);
 * one the MASTER deleted or re-coded is not brought back, and an existing code is left untouched.
 */
export async function seedDefaultCategories(db: Database): Promise<number> {
  const seeded = new Set(
    (await db.select({ code: categoryDefaultSeeds.code }).from(categoryDefaultSeeds)).map((r) => r.code),
  );
  const missing = DEFAULT_CATEGORIES.filter((c) => !seeded.has(c.code));
  if (missing.length === 0) return 0;
  const inserted = await db
    .insert(categories)
    .values(
      missing.map((c) => ({ name: c.name, code: c.code, groupName: c.groupName, keywords: [...c.keywords] })),
    )
    .onConflictDoNothing({ target: categories.code })
    .returning({ id: categories.id });
  await db
    .insert(categoryDefaultSeeds)
    .values(missing.map((c) => ({ code: c.code })))
    .onConflictDoNothing({ target: categoryDefaultSeeds.code });
  return inserted.length;
}

export type MasterBootstrap =
  | { status: 'exists' }
  | { status: 'created'; email: string; generatedPassword: string | null }
  | { status: 'missing' };

/**
 * Creates the first MASTER from MASTER_EMAIL / MASTER_PASSWORD when the network has none. Outside
 * production a missing password is generated and returned once (the caller prints it, never again).
 */
export async function ensureMaster(db: Database, config: AppConfig): Promise<MasterBootstrap> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'MASTER')).limit(1);
  if (existing) return { status: 'exists' };

  const isProduction = config.nodeEnv === 'production';
  const email = config.masterEmail ?? (isProduction ? null : DEFAULT_DEV_MASTER_EMAIL);
  if (!email || (isProduction && !config.masterPassword)) return { status: 'missing' };

  const generatedPassword = config.masterPassword ? null : generateStrongPassword();
  const password = config.masterPassword ?? generatedPassword!;
  if (!isStrongPassword(password)) {
    throw new Error(
      'MASTER_PASSWORD is too weak: use at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
    );
  }
  const [taken] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (taken)
    throw new Error(
      `MASTER_EMAIL ${email} already belongs to a ${taken.role} account; choose another e-mail`,
    );

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const master = await insertUser(tx, {
      email,
      passwordHash,
      role: 'MASTER',
      unitId: null,
      isActive: true,
    });
    await insertProfile(tx, { userId: master.id, displayName: 'Master', email });
  });
  return { status: 'created', email, generatedPassword };
}

/**
 * Two units with admins, companies (with their categories), a company user and a pending
 * registration. Idempotent.
 */
export async function seedDemo(db: Database): Promise<{ created: boolean }> {
  if (await hasDemoData(db)) return { created: false };

  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const units = await tx
      .insert(franchiseUnits)
      .values(DEMO_UNITS.map((u) => ({ ...u, isActive: true })))
      .returning({ id: franchiseUnits.id, code: franchiseUnits.code });
    const unitId = new Map(units.map((u) => [u.code, u.id]));
    const userId = new Map<string, number>();
    const categoryRows = await tx
      .select({ id: categories.id, code: categories.code })
      .from(categories)
      .where(eq(categories.isActive, true));
    const categoryId = new Map(categoryRows.map((c) => [c.code, c.id]));

    // Parents first, so a USER can point at its CLIENT.
    const ordered = [...DEMO_ACCOUNTS.entries()].sort(
      ([, a], [, b]) => Number(Boolean(a.parentEmail)) - Number(Boolean(b.parentEmail)),
    );
    for (const [index, account] of ordered) {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, account.email));
      if (clash) continue;
      const created = await insertUser(tx, {
        email: account.email,
        passwordHash: hashes[index]!,
        role: account.role,
        unitId: unitId.get(account.unitCode) ?? null,
        parentId: account.parentEmail ? (userId.get(account.parentEmail) ?? null) : null,
        isActive: account.isActive,
      });
      userId.set(account.email, created.id);
      await insertProfile(tx, {
        userId: created.id,
        displayName: account.name,
        legalName: account.role === 'CLIENT' ? `${account.name} Ltda.` : null,
        email: account.email,
        phones: [
          { phone: account.phone, type: account.role === 'CLIENT' ? 'WHATSAPP' : 'MOBILE', isPrimary: true },
        ],
      });
      const selection = (account.categoryCodes ?? []).flatMap((code) => {
        const id = categoryId.get(code);
        return id === undefined ? [] : [{ userId: created.id, categoryId: id }];
      });
      if (selection.length) await tx.insert(userCategories).values(selection).onConflictDoNothing();
    }
  });
  return { created: true };
}

export type SeedReport = {
  master: MasterBootstrap;
  demoCreated: boolean;
  demoPresent: boolean;
  /** SEED_DEMO=1 with NODE_ENV=production: refused (main.ts logs it). */
  demoRefused: boolean;
};

/** The demo units as stored (found by their codes). */
export function findDemoUnits(db: Database) {
  return db
    .select({ id: franchiseUnits.id, code: franchiseUnits.code, pixKey: franchiseUnits.pixKey })
    .from(franchiseUnits)
    .where(
      inArray(
        franchiseUnits.code,
        DEMO_UNITS.map((u) => u.code),
      ),
    );
}

export async function hasDemoData(db: Database): Promise<boolean> {
  return (await findDemoUnits(db)).length > 0;
}

/**
 * Everything main.ts runs after migrating. Demo accounts share a published password, so they are
 * never seeded with NODE_ENV=production, whatever SEED_DEMO says (SEED_DEMO=1 is reported as
 * refused). Harnesses that need demo data on a production-like server run with NODE_ENV=test.
 */
export async function runSeed(
  handle: Pick<DatabaseHandle, 'db' | 'driver' | 'isNew'>,
  config: AppConfig,
): Promise<SeedReport> {
  // ALERT_BACKLOG_MAX is the setting's initial value; the MASTER's later changes are kept.
  await seedBase(handle.db, { alertBacklogMax: config.whatsapp.alertBacklogMax });
  const master = await ensureMaster(handle.db, config);
  const isProduction = config.nodeEnv === 'production';
  const wantDemo =
    config.seedDemo === 'always' ||
    (config.seedDemo === 'auto' && handle.driver === 'pglite' && handle.isNew);
  const demoCreated = wantDemo && !isProduction ? (await seedDemo(handle.db)).created : false;
  return {
    master,
    demoCreated,
    demoPresent: demoCreated || (await hasDemoData(handle.db)),
    demoRefused: isProduction && config.seedDemo === 'always',
  };
}
