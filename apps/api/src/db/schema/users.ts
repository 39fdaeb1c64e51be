import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@tenho/domain/auth/roles';
import { franchiseUnits } from './franchise-units.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index on lower(email) also guards writes that forget to. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    unitId: integer('unit_id').references(() => franchiseUnits.id, { onDelete: 'restrict' }),
    /** A USER's CLIENT (the company it works for). */
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_unit_id_idx').on(t.unitId),
    index('users_parent_id_idx').on(t.parentId),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('MASTER', 'ADMIN', 'CLIENT', 'USER')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
