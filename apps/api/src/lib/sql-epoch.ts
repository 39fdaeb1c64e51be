import { sql, type SQL } from 'drizzle-orm';

/**
 * Milliseconds since the epoch, truncated, as a float8 (a JS number): in float arithmetic, exact.
 * date_part's seconds are the nearest double to the microsecond (0.24 µs apart in this century), so
 * rounding them in microseconds gives the exact integer, and an integer of microseconds divided by
 * 1000 never rounds up to the next millisecond. `extract` computes in numeric: on a national export
 * (~39,000 rows) that cost ~30 ms of the database's time. Large exports read their times this way:
 * node-postgres parses a Date for each timestamptz otherwise.
 */
export const epochMs = (column: SQL) => sql`floor(round(date_part('epoch', ${column}) * 1000000) / 1000)`;
