import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * What a backup reads from the database catalogue (the same on PostgreSQL and PGlite): the tables of
 * the `public` schema with their columns, the foreign keys between them, the sequences and the
 * migration level. Nothing here is specific to our tables, so a table added later travels too.
 */

export const BACKUP_SCHEMA = 'public';

export type TableInfo = {
  name: string;
  /** Columns a restore writes (generated columns are computed again). */
  columns: string[];
  /** Primary key columns, for a stable row order ([] when the table has none). */
  primaryKey: string[];
};

export type ForeignKeyInfo = { name: string; table: string; references: string; deferrable: boolean };

export type SequenceInfo = { name: string; lastValue: string; isCalled: boolean };

/** "public"."users" */
export function qualifiedName(table: string): string {
  return `${quoteIdent(BACKUP_SCHEMA)}.${quoteIdent(table)}`;
}

/** "public"."users", for a query. */
export function qualified(table: string): SQL {
  return sql.raw(qualifiedName(table));
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function listTables(db: Database): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${BACKUP_SCHEMA} and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const columns = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as name
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${BACKUP_SCHEMA} and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = ${BACKUP_SCHEMA} and i.indisprimary
        order by c.relname, k.position`,
  );
  const group = (rows: { table: string; name: string }[]) => {
    const map = new Map<string, string[]>();
    for (const row of rows) map.set(row.table, [...(map.get(row.table) ?? []), row.name]);
    return map;
  };
  const columnsOf = group(columns);
  const keyOf = group(keys);
  return tables.map(({ name }) => ({
    name,
    columns: columnsOf.get(name) ?? [],
    primaryKey: keyOf.get(name) ?? [],
  }));
}

export async function listForeignKeys(db: Database): Promise<ForeignKeyInfo[]> {
  return queryRows<ForeignKeyInfo>(
    db,
    sql`select con.conname as name, child.relname as "table", parent.relname as "references",
               con.condeferrable as deferrable
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where con.contype = 'f' and n.nspname = ${BACKUP_SCHEMA}
        order by child.relname, con.conname`,
  );
}

export async function listSequences(db: Database): Promise<SequenceInfo[]> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${BACKUP_SCHEMA} and c.relkind = 'S' order by c.relname`,
  );
  const sequences: SequenceInfo[] = [];
  for (const { name } of names) {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql`select last_value::text as last_value, is_called from ${qualified(name)}`,
    );
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return sequences;
}

/** Parents before children (foreign keys), then by name; a cycle keeps the remaining by name. */
export function dependencyOrder(tables: readonly string[], foreignKeys: readonly ForeignKeyInfo[]): string[] {
  const pending = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const fk of foreignKeys) {
    if (fk.table !== fk.references && pending.has(fk.references)) parents.get(fk.table)?.add(fk.references);
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter((t) => [...(parents.get(t) ?? [])].every((p) => !pending.has(p)))
      .sort();
    const next = ready.length > 0 ? ready : [...pending].sort().slice(0, 1);
    for (const table of next) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** The migrations applied (drizzle-kit's journal `when` of each), oldest first; [] when none. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return [];
  const rows = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => r.created_at);
}
