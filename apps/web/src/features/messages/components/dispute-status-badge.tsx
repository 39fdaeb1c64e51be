import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@tenho/domain/disputes/disputes.constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<DisputeStatus, BadgeTone> = { OPEN: 'amber', REFUNDED: 'green', REJECTED: 'grey' };

/** Em análise (amber), Reembolsada (green), Recusada (grey). */
export function DisputeStatusBadge({ status, prefix = '' }: { status: DisputeStatus; prefix?: string }) {
  return (
    <Badge tone={TONES[status]} dot>
      {prefix}
      {DISPUTE_STATUS_LABELS[status]}
    </Badge>
  );
}
