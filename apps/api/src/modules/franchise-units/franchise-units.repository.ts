import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { franchiseUnits } from '../../db/schema/franchise-units.ts';

export async function listActiveUnitRefs(db: Database) {
  return db
    .select({ id: franchiseUnits.id, name: franchiseUnits.name })
    .from(franchiseUnits)
    .where(eq(franchiseUnits.isActive, true))
    .orderBy(asc(franchiseUnits.name), asc(franchiseUnits.id));
}
