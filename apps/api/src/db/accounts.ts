import type { Role } from '@tenho/domain/auth/roles';
import type { Database } from './client.ts';
import { profileEmails, profilePhones, profiles } from './schema/profiles.ts';
import { users } from './schema/users.ts';

// Writing an account's rows, shared by registration (modules/auth), the seed and the test factories:
// plain row writers on kernel tables, so the seed needs no module.

export type NewUser = {
  email: string;
  passwordHash: string;
  role: Role;
  unitId: number | null;
  parentId?: number | null;
  isActive: boolean;
};

export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase(), parentId: values.parentId ?? null })
    .returning({ id: users.id, email: users.email, isActive: users.isActive });
  return row!;
}

export type NewProfile = {
  userId: number;
  displayName: string | null;
  legalName?: string | null;
  email?: string | null;
  phones?: { phone: string; type: 'MOBILE' | 'LANDLINE' | 'WHATSAPP' | 'OTHER'; isPrimary: boolean }[];
};

/** A profile with its primary e-mail and phones. */
export async function insertProfile(db: Database, values: NewProfile): Promise<number> {
  const [profile] = await db
    .insert(profiles)
    .values({ userId: values.userId, displayName: values.displayName, legalName: values.legalName ?? null })
    .returning({ id: profiles.id });
  const profileId = profile!.id;
  if (values.email)
    await db.insert(profileEmails).values({ profileId, email: values.email, isPrimary: true });
  if (values.phones?.length) {
    await db.insert(profilePhones).values(values.phones.map((p) => ({ profileId, ...p })));
  }
  return profileId;
}
