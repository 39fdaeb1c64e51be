import type { Database } from '../../db/client.ts';
import { listActiveUnitRefs } from './franchise-units.repository.ts';

export type FranchiseUnitsServiceDeps = { db: Database };

export function createFranchiseUnitsService({ db }: FranchiseUnitsServiceDeps) {
  return {
    /** What the register form's select needs: id and name of the active units, by name. */
    listPublic: () => listActiveUnitRefs(db),
  };
}
