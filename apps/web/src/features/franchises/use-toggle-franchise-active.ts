import { useCallback, useState } from 'react';
import { FRANCHISE_MSG, type FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateFranchise } from './api/update-franchise';

/**
 * Ativar / Desativar a unit with the spec's toasts (§8). Deactivating hides the unit from the
 * register form and stops WhatsApp routing to it, so it is confirmed first; activating is not.
 */
export function useToggleFranchiseActive() {
  const { mutate } = useUpdateFranchise();
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<FranchiseUnit | null>(null);

  const save = useCallback(
    (unit: FranchiseUnit, activate: boolean) => {
      setTogglingId(unit.id);
      mutate(
        { id: unit.id, patch: { is_active: activate } },
        {
          onSuccess: () => notify.success(activate ? FRANCHISE_MSG.activated : FRANCHISE_MSG.deactivated),
          onError: (error) => notify.error(errorMessage(error, FRANCHISE_MSG.statusFailed)),
          onSettled: () => {
            setTogglingId(null);
            setConfirming(null);
          },
        },
      );
    },
    [mutate],
  );

  const toggle = useCallback(
    (unit: FranchiseUnit) => {
      if (unit.is_active) setConfirming(unit);
      else save(unit, true);
    },
    [save],
  );

  return {
    togglingId,
    toggle,
    /** The unit waiting for the deactivation to be confirmed. */
    confirming,
    confirmDeactivation: () => confirming && save(confirming, false),
    cancelDeactivation: () => setConfirming(null),
  };
}
