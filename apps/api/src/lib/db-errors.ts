/** Postgres SQLSTATE of an error, whether raw (pg, PGlite) or wrapped by Drizzle 0.45 (on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** 23503 foreign_key_violation, or 23001 restrict_violation (a referenced row under ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === '23503' || code === '23001';
};
