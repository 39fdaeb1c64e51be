import type { ScopeFilterProps } from '@/components/ui/filter-fields';
import { useCompanies } from './get-companies';
import { useUnitOptions } from './get-units';

export type ScopeChoicesOptions = {
  isMaster: boolean;
  /** MASTER: the unit picked in the bar (its companies are the choices); null for the network. */
  unitId: number | null;
  /** The company filter is shown (the network's users); the unit filter only to MASTER. */
  enabled?: boolean;
};

/** The 'Franquia' and 'Empresa' choices of a network filter bar (ADMIN: the server scopes the unit). */
export function useScopeChoices({ isMaster, unitId, enabled = true }: ScopeChoicesOptions): ScopeFilterProps {
  const units = useUnitOptions({ enabled: enabled && isMaster });
  const companies = useCompanies(isMaster ? unitId : null, { enabled });
  return {
    units: enabled && isMaster ? { options: units.data ?? [], loading: units.isPending } : undefined,
    companies: enabled
      ? {
          options: companies.data?.companies ?? [],
          loading: companies.isPending,
          // One page of companies: the hint says when there are more.
          truncated: (companies.data?.total ?? 0) > (companies.data?.companies.length ?? 0),
        }
      : undefined,
  };
}
