import { isPendingRegistration } from '@tenho/domain/users/registration';
import type { USER_STATUS_LABELS, UserListItem } from '@tenho/domain/users/users.schemas';
import type { BadgeTone } from '@/components/ui/badge';

export type UserRowStatus = keyof typeof USER_STATUS_LABELS;

/**
 * A row's status as the cards count it (users.schemas userCountsSchema): a pending registration
 * (the domain's one definition, also the MASTER dashboard's) is 'Aguardando Ativação'; an account
 * that was used and then switched off is 'Inativo'.
 */
export function userRowStatus(user: Pick<UserListItem, 'is_active' | 'last_login_at'>): UserRowStatus {
  if (user.is_active) return 'active';
  return isPendingRegistration(user) ? 'pending' : 'inactive';
}

/** One meaning per colour: green active, amber waiting, grey inactive. */
export const STATUS_TONES: Record<UserRowStatus, BadgeTone> = {
  active: 'green',
  pending: 'amber',
  inactive: 'grey',
};
