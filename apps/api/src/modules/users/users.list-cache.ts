import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userListVersion } from '../../db/schema/users.ts';

/**
 * The version of everything GET /users shows; it grows at each commit that changes it (migration
 * 0010). Read on every list request, so it is a named prepared statement (parsed and planned once
 * per connection on PostgreSQL), built once per database.
 */
export type UserListVersionReader = () => Promise<number | null>;

export function createUserListVersionReader(db: Database): UserListVersionReader {
  const query = db
    .select({ version: userListVersion.version })
    .from(userListVersion)
    .where(eq(userListVersion.id, 1))
    .limit(1)
    .prepare('user_list_version');
  return async () => {
    const [row] = await query.execute();
    return row?.version ?? null;
  };
}

export type UserListCache<T> = {
  get: (key: string, version: number) => T | undefined;
  set: (key: string, version: number, value: T) => void;
  readonly size: number;
};

/**
 * GET /users answers (or their cards) of this process, each tagged with the list version it was
 * built at. An entry is served only while the database still holds that version, so a change made by
 * any process is seen by the next request: the cache saves the query work, never freshness.
 * Least recently used entries go first beyond `maxEntries`.
 */
export function createUserListCache<T>(maxEntries = 500): UserListCache<T> {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.version !== version) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, version, value) {
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { version, value });
    },
    get size() {
      return entries.size;
    },
  };
}
