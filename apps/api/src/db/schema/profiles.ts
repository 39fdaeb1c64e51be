import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { foldedSql } from '../../lib/sql-text.ts';
import { requiredReference, serialId, timestampNow } from './columns.ts';
import { users } from './users.ts';

export const DOCUMENT_TYPES = ['CPF', 'CNPJ'] as const;
export const GENDERS = ['M', 'F', 'O'] as const;
export const PHONE_TYPES = ['MOBILE', 'LANDLINE', 'WHATSAPP', 'OTHER'] as const;

export const profiles = pgTable(
  'profiles',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    legalName: text('legal_name'),
    /** Digits only. */
    document: text('document'),
    documentType: text('document_type').$type<(typeof DOCUMENT_TYPES)[number]>(),
    birthDate: date('birth_date'),
    gender: text('gender').$type<(typeof GENDERS)[number]>(),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (t) => [
    // Search by any part of the names, accents folded the way lib/sql-text.ts folds them.
    index('profiles_display_name_trgm_idx').using(
      'gin',
      sql`${foldedSql(t.displayName).inlineParams()} gin_trgm_ops`,
    ),
    index('profiles_legal_name_trgm_idx').using(
      'gin',
      sql`${foldedSql(t.legalName).inlineParams()} gin_trgm_ops`,
    ),
    check(
      'profiles_document_type_check',
      sql`${t.documentType} is null or ${t.documentType} in ('CPF', 'CNPJ')`,
    ),
    check('profiles_gender_check', sql`${t.gender} is null or ${t.gender} in ('M', 'F', 'O')`),
  ],
);

export const profileEmails = pgTable(
  'profile_emails',
  {
    id: serialId(),
    profileId: requiredReference('profile_id', () => profiles.id, 'cascade'),
    email: text('email').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [index('profile_emails_profile_id_idx').on(t.profileId)],
);

export const profilePhones = pgTable(
  'profile_phones',
  {
    id: serialId(),
    profileId: requiredReference('profile_id', () => profiles.id, 'cascade'),
    /** Digits only (10 or 11 with DDD). */
    phone: text('phone').notNull(),
    type: text('type').$type<(typeof PHONE_TYPES)[number]>().notNull().default('MOBILE'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('profile_phones_profile_id_idx').on(t.profileId),
    index('profile_phones_phone_idx').on(t.phone),
    // Search by any run of digits of a phone (LIKE '%…%').
    index('profile_phones_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    check('profile_phones_type_check', sql`${t.type} in ('MOBILE', 'LANDLINE', 'WHATSAPP', 'OTHER')`),
  ],
);

export const profilePhotos = pgTable(
  'profile_photos',
  {
    id: serialId(),
    profileId: requiredReference('profile_id', () => profiles.id, 'cascade'),
    photoUrl: text('photo_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    index('profile_photos_profile_id_idx').on(t.profileId),
    // The list and the session read the primary photo of each profile.
    index('profile_photos_primary_idx')
      .on(t.profileId)
      .where(sql`${t.isPrimary}`),
  ],
);
