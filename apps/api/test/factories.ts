import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { Role } from '@tenho/domain/auth/roles';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { franchiseUnits } from '../src/db/schema/franchise-units.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { insertProfile, insertUser } from '../src/db/accounts.ts';
import type { TestContext } from './app.ts';

export const TEST_PASSWORD = 'Senha@Forte1';

let sequence = 0;
const unique = () => `${++sequence}${randomBytes(3).toString('hex')}`;

// argon2 takes ~35 ms; the same password hashes once per test file.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export type TestUnit = { id: number; name: string; code: string; isActive: boolean };

export async function createUnit(
  db: Database,
  overrides: Partial<{
    name: string;
    code: string;
    city: string;
    state: string;
    region: string | null;
    isActive: boolean;
  }> = {},
): Promise<TestUnit> {
  const id = unique();
  const [unit] = await db
    .insert(franchiseUnits)
    .values({
      name: overrides.name ?? `Unidade ${id}`,
      code: overrides.code ?? `unidade-${id}`,
      city: overrides.city ?? 'São Paulo',
      state: overrides.state ?? 'SP',
      region: overrides.region ?? null,
      isActive: overrides.isActive ?? true,
    })
    .returning({
      id: franchiseUnits.id,
      name: franchiseUnits.name,
      code: franchiseUnits.code,
      isActive: franchiseUnits.isActive,
    });
  return unit!;
}

export type TestUser = {
  id: number;
  email: string;
  /** The plain password, for loginAs. */
  password: string;
  role: Role;
  unitId: number | null;
  parentId: number | null;
  isActive: boolean;
  name: string | null;
};

export type CreateUserOptions = {
  role?: Role;
  unitId?: number | null;
  parentId?: number | null;
  isActive?: boolean;
  password?: string;
  email?: string;
  /** Profile display_name; null creates no profile. */
  name?: string | null;
  phone?: string;
};

/** A user (CLIENT, active, with a profile by default) straight in the database. */
export async function createUser(db: Database, options: CreateUserOptions = {}): Promise<TestUser> {
  const role = options.role ?? 'CLIENT';
  const password = options.password ?? TEST_PASSWORD;
  const email = (options.email ?? `${role.toLowerCase()}-${unique()}@teste.com.br`).toLowerCase();
  const name = options.name === undefined ? `${role} ${email.split('@')[0]}` : options.name;
  const created = await insertUser(db, {
    email,
    passwordHash: await hashOnce(password),
    role,
    unitId: options.unitId ?? null,
    parentId: options.parentId ?? null,
    isActive: options.isActive ?? true,
  });
  if (name !== null) {
    await insertProfile(db, {
      userId: created.id,
      displayName: name,
      email,
      phones: options.phone ? [{ phone: options.phone, type: 'WHATSAPP', isPrimary: true }] : [],
    });
  }
  return {
    id: created.id,
    email,
    password,
    role,
    unitId: options.unitId ?? null,
    parentId: options.parentId ?? null,
    isActive: options.isActive ?? true,
    name,
  };
}

/** Logs in through POST /api/auth/login like the web app does; returns the bearer token. */
export async function loginAs(
  app: App,
  user: Pick<TestUser, 'email' | 'password'>,
  remember = false,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, remember },
  });
  if (response.statusCode !== 200) {
    throw new Error(`loginAs(${user.email}) failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs each of `people` in (one after the other, like separate browsers); their tokens by the same keys. */
export async function loginAll<K extends string>(
  app: App,
  people: Record<K, Pick<TestUser, 'email' | 'password'>>,
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const key of Object.keys(people) as K[]) tokens[key] = await loginAs(app, people[key]);
  return tokens;
}

/** The usual people of a permission test: two units, each role, and companies inside and outside unit A. */
export type UnitCast = {
  unitA: TestUnit;
  unitB: TestUnit;
  master: TestUser;
  adminA: TestUser;
  adminB: TestUser;
  /** Two companies of unit A and one of unit B. */
  clientA: TestUser;
  clientA2: TestUser;
  clientB: TestUser;
  /** A USER of clientA. */
  userOfA: TestUser;
};
export type CastMember = Exclude<keyof UnitCast, 'unitA' | 'unitB'>;

/**
 * Builds the cast, always in the same order (units, MASTER, ADMINs, companies, USER); `units` and
 * `people` add to what each one is created with (a name, a phone, a city).
 */
export type UnitCastOptions = {
  units?: [Parameters<typeof createUnit>[1], Parameters<typeof createUnit>[1]];
  people?: Partial<Record<CastMember, Omit<CreateUserOptions, 'role' | 'unitId' | 'parentId'>>>;
};

export async function createUnitCast(db: Database, options: UnitCastOptions = {}): Promise<UnitCast> {
  const unitA = await createUnit(db, options.units?.[0]);
  const unitB = await createUnit(db, options.units?.[1]);
  const person = (name: CastMember, base: CreateUserOptions) =>
    createUser(db, { ...base, ...options.people?.[name] });
  const master = await person('master', { role: 'MASTER' });
  const adminA = await person('adminA', { role: 'ADMIN', unitId: unitA.id });
  const adminB = await person('adminB', { role: 'ADMIN', unitId: unitB.id });
  const clientA = await person('clientA', { role: 'CLIENT', unitId: unitA.id });
  const clientA2 = await person('clientA2', { role: 'CLIENT', unitId: unitA.id });
  const clientB = await person('clientB', { role: 'CLIENT', unitId: unitB.id });
  const userOfA = await person('userOfA', { role: 'USER', unitId: unitA.id, parentId: clientA.id });
  return { unitA, unitB, master, adminA, adminB, clientA, clientA2, clientB, userOfA };
}

/** The cast's people without the units, e.g. for loginAll. */
export function castMembers({ unitA: _a, unitB: _b, ...people }: UnitCast): Record<CastMember, TestUser> {
  return people;
}

/**
 * Registers a beforeAll (run before the file's own) that builds the cast on the test app's database
 * and signs every member in; `people` and `tokens` are filled once it ran:
 *   const { people, tokens } = useUnitCast(t);
 * `Extra` names more tokens the file signs in itself.
 */
export function useUnitCast<Extra extends string = never>(
  t: Pick<TestContext, 'app' | 'db'>,
  options: UnitCastOptions = {},
): { people: UnitCast; tokens: Record<CastMember | Extra, string> } {
  const people = {} as UnitCast;
  const tokens = {} as Record<CastMember | Extra, string>;
  beforeAll(async () => {
    Object.assign(people, await createUnitCast(t.db, options));
    Object.assign(tokens, await loginAll(t.app, castMembers(people)));
  });
  return { people, tokens };
}
