import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** What happens to a referencing row when the row it points at is deleted. */
type OnDelete = 'cascade' | 'restrict' | 'set null';

/** The serial primary key of most tables. */
export const serialId = () => serial('id').primaryKey();

/** Every point in time is stored with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time set on insert (`created_at`, `received_at`, …). */
export const timestampNow = (name: string) => timestampTz(name).notNull().defaultNow();

/** An integer reference to another table's id; null when there is none. */
export const reference = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).references(target, { onDelete });

/** An integer reference the row cannot exist without. */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });
