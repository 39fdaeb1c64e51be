import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Profile } from '@tenho/domain/users/users.schemas';
import { nationalPhoneVariants, waIdFromNationalPhone } from '@tenho/domain/whatsapp/phone';
import type { Database } from '../../db/client.ts';
import { companyNameSql } from '../../db/company-sql.ts';
import { users } from '../../db/schema/users.ts';
import { profileEmails, profilePhones, profilePhotos, profiles } from '../../db/schema/profiles.ts';

type PhoneType = (typeof profilePhones.$inferInsert)['type'];

export type ProfileDetails = {
  display_name?: string | null;
  legal_name?: string | null;
  document?: string | null;
  document_type?: 'CPF' | 'CNPJ' | null;
  birth_date?: string | null;
  gender?: 'M' | 'F' | 'O' | null;
  address?: {
    street?: string | null;
    number?: string | null;
    complement?: string | null;
    district?: string | null;
    city?: string | null;
    state?: string | null;
    zip_code?: string | null;
  } | null;
};

export type EmailRow = { email: string; is_primary: boolean };
export type PhoneRow = { phone: string; type: PhoneType; is_primary: boolean };

/** The columns of a profile that a (partial) input changes; absent keys stay untouched. */
function profileColumns(input: ProfileDetails): Partial<typeof profiles.$inferInsert> {
  const values: Partial<typeof profiles.$inferInsert> = {};
  if (input.display_name !== undefined) values.displayName = input.display_name;
  if (input.legal_name !== undefined) values.legalName = input.legal_name;
  if (input.document !== undefined) values.document = input.document;
  if (input.document_type !== undefined) values.documentType = input.document_type;
  if (input.document === null) values.documentType = null;
  if (input.birth_date !== undefined) values.birthDate = input.birth_date;
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.address !== undefined) {
    const a = input.address ?? {};
    // An address is replaced as a whole: a field left out of it is cleared.
    values.street = a.street ?? null;
    values.number = a.number ?? null;
    values.complement = a.complement ?? null;
    values.district = a.district ?? null;
    values.city = a.city ?? null;
    values.state = a.state ?? null;
    values.zipCode = a.zip_code ?? null;
  }
  return values;
}

export async function findProfileId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** A new profile with its contact rows; returns its id. */
export async function insertProfile(
  db: Database,
  userId: number,
  input: ProfileDetails & { emails?: EmailRow[]; phones?: PhoneRow[] },
): Promise<number> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...profileColumns(input) })
    .returning({ id: profiles.id });
  const profileId = row!.id;
  if (input.emails?.length) await replaceEmails(db, profileId, input.emails);
  if (input.phones?.length) await replacePhones(db, profileId, input.phones);
  return profileId;
}

export async function updateProfileColumns(
  db: Database,
  profileId: number,
  input: ProfileDetails,
  at: Date,
): Promise<void> {
  const values = profileColumns(input);
  if (Object.keys(values).length === 0) return;
  await db
    .update(profiles)
    .set({ ...values, updatedAt: at })
    .where(eq(profiles.id, profileId));
}

export async function replaceEmails(db: Database, profileId: number, rows: EmailRow[]): Promise<void> {
  await db.delete(profileEmails).where(eq(profileEmails.profileId, profileId));
  if (rows.length === 0) return;
  await db
    .insert(profileEmails)
    .values(rows.map((r) => ({ profileId, email: r.email, isPrimary: r.is_primary })));
}

export async function replacePhones(db: Database, profileId: number, rows: PhoneRow[]): Promise<void> {
  await db.delete(profilePhones).where(eq(profilePhones.profileId, profileId));
  if (rows.length === 0) return;
  await db
    .insert(profilePhones)
    .values(rows.map((r) => ({ profileId, phone: r.phone, type: r.type, isPrimary: r.is_primary })));
}

/** Makes `email` the primary contact e-mail (adding it when missing); the others stay as secondary. */
export async function setPrimaryEmail(db: Database, profileId: number, email: string): Promise<void> {
  await db
    .update(profileEmails)
    .set({ isPrimary: false })
    .where(and(eq(profileEmails.profileId, profileId), ne(profileEmails.email, email)));
  const updated = await db
    .update(profileEmails)
    .set({ isPrimary: true })
    .where(and(eq(profileEmails.profileId, profileId), eq(profileEmails.email, email)))
    .returning({ id: profileEmails.id });
  if (updated.length === 0) await db.insert(profileEmails).values({ profileId, email, isPrimary: true });
}

/**
 * Replaces the primary phone only (the Perfil screen edits one phone): the old primary row (and a
 * secondary row with the same number) is removed, the others stay. null removes the primary phone
 * and promotes none. The new row keeps the old primary's type.
 */
export async function setPrimaryPhone(db: Database, profileId: number, phone: string | null): Promise<void> {
  const removed = await db
    .delete(profilePhones)
    .where(
      and(
        eq(profilePhones.profileId, profileId),
        phone === null
          ? eq(profilePhones.isPrimary, true)
          : sql`(${profilePhones.isPrimary} or ${profilePhones.phone} = ${phone})`,
      ),
    )
    .returning({ type: profilePhones.type, isPrimary: profilePhones.isPrimary });
  if (phone === null) return;
  const type = removed.find((r) => r.isPrimary)?.type ?? removed[0]?.type ?? 'MOBILE';
  await db.insert(profilePhones).values({ profileId, phone, type, isPrimary: true });
}

export type PhotoRow = { id: number; photo_url: string; is_primary: boolean };

export async function listPhotos(db: Database, profileId: number): Promise<PhotoRow[]> {
  return db
    .select({ id: profilePhotos.id, photo_url: profilePhotos.photoUrl, is_primary: profilePhotos.isPrimary })
    .from(profilePhotos)
    .where(eq(profilePhotos.profileId, profileId))
    .orderBy(desc(profilePhotos.isPrimary), desc(profilePhotos.id));
}

/** Adds a photo; a primary one takes the place of the previous primary. */
export async function insertPhoto(
  db: Database,
  profileId: number,
  photoUrl: string,
  isPrimary: boolean,
): Promise<PhotoRow> {
  if (isPrimary) {
    await db
      .update(profilePhotos)
      .set({ isPrimary: false })
      .where(and(eq(profilePhotos.profileId, profileId), eq(profilePhotos.isPrimary, true)));
  }
  const [row] = await db.insert(profilePhotos).values({ profileId, photoUrl, isPrimary }).returning({
    id: profilePhotos.id,
    photo_url: profilePhotos.photoUrl,
    is_primary: profilePhotos.isPrimary,
  });
  return row!;
}

/** Drops the oldest non-primary photos beyond `keep`; returns the URLs removed. */
export async function trimPhotos(db: Database, profileId: number, keep: number): Promise<string[]> {
  const rows = await listPhotos(db, profileId);
  const extra = rows.slice(keep).filter((r) => !r.is_primary);
  if (extra.length === 0) return [];
  await db.delete(profilePhotos).where(
    inArray(
      profilePhotos.id,
      extra.map((r) => r.id),
    ),
  );
  return extra.map((r) => r.photo_url);
}

/** Which of these URLs no profile uses any more (their files can go). */
export async function unreferencedPhotoUrls(db: Database, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const used = await db
    .selectDistinct({ url: profilePhotos.photoUrl })
    .from(profilePhotos)
    .where(inArray(profilePhotos.photoUrl, urls));
  const usedSet = new Set(used.map((u) => u.url));
  return [...new Set(urls)].filter((u) => !usedSet.has(u));
}

/** The whole profile of spec §3, or null when the user has none. */
export async function loadProfile(db: Database, userId: number): Promise<Profile | null> {
  const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!p) return null;
  const [emails, phones, photos] = await Promise.all([
    db
      .select({ email: profileEmails.email, is_primary: profileEmails.isPrimary })
      .from(profileEmails)
      .where(eq(profileEmails.profileId, p.id))
      .orderBy(desc(profileEmails.isPrimary), asc(profileEmails.id)),
    db
      .select({ phone: profilePhones.phone, type: profilePhones.type, is_primary: profilePhones.isPrimary })
      .from(profilePhones)
      .where(eq(profilePhones.profileId, p.id))
      .orderBy(desc(profilePhones.isPrimary), asc(profilePhones.id)),
    listPhotos(db, p.id),
  ]);
  const hasAddress = [p.street, p.number, p.complement, p.district, p.city, p.state, p.zipCode].some(
    (v) => v !== null,
  );
  return {
    user_id: p.userId,
    display_name: p.displayName,
    legal_name: p.legalName,
    document: p.document,
    document_type: p.documentType ?? null,
    birth_date: p.birthDate,
    gender: p.gender ?? null,
    emails,
    phones,
    address: hasAddress
      ? {
          street: p.street,
          number: p.number,
          complement: p.complement,
          district: p.district,
          city: p.city,
          state: p.state,
          zip_code: p.zipCode,
        }
      : null,
    photos,
  };
}

/** Removes a profile with its contacts and photo rows; returns the photo URLs it held. */
export async function deleteProfile(db: Database, userId: number): Promise<string[]> {
  const profileId = await findProfileId(db, userId);
  if (profileId === null) return [];
  const photos = await listPhotos(db, profileId);
  // Contacts and photos go with the profile (ON DELETE CASCADE): they are personal data only.
  await db.delete(profiles).where(eq(profiles.id, profileId));
  return photos.map((p) => p.photo_url);
}

/**
 * Another live company holding one of `userId`'s phone numbers (in either ninth-digit form):
 * routing finds a company by the number it writes from, so two companies may not share one.
 * Taken under a transaction-scoped advisory lock, so two saves racing cannot both pass.
 */
export async function findCompanySharingPhone(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string } | null> {
  const [self] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (self?.role !== 'CLIENT') return null;
  const own = await db
    .select({ phone: profilePhones.phone })
    .from(profilePhones)
    .innerJoin(profiles, eq(profiles.id, profilePhones.profileId))
    .where(eq(profiles.userId, userId));
  const variants = [...new Set(own.flatMap((r) => nationalPhoneVariants(waIdFromNationalPhone(r.phone))))];
  if (variants.length === 0) return null;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tenho.company_phones'))`);
  const [holder] = await db
    .select({ id: users.id, name: companyNameSql })
    .from(profilePhones)
    .innerJoin(profiles, eq(profiles.id, profilePhones.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        inArray(profilePhones.phone, variants),
        eq(users.role, 'CLIENT'),
        ne(users.id, userId),
        sql`${users.deletedAt} is null`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return holder ?? null;
}
