import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldText } from '@tenho/domain/shared/format';

// Accents folded in SQL the way the domain's foldText folds a search term, so 'sao paulo' finds
// 'São Paulo' on PostgreSQL and PGlite alike (no unaccent extension needed).
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** lower() with accents removed, for comparing with containsPattern(). */
export function foldedSql(column: AnyColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/** A LIKE pattern matching the folded term anywhere, LIKE's wildcards escaped ('%' finds a '%'). */
export function containsPattern(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
