import type { TopUpStatus } from '@tenho/domain/wallet/wallet.schemas';
import type { BadgeTone } from '@/components/ui/badge';

/** One meaning per colour: amber waits for payment, green confirmed, grey cancelled or expired. */
export const TOP_UP_TONES: Record<TopUpStatus, BadgeTone> = {
  PENDING: 'amber',
  CONFIRMED: 'green',
  CANCELLED: 'grey',
  EXPIRED: 'grey',
};
