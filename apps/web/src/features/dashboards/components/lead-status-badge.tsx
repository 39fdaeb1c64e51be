import { leadStatusLabel, leadStatusTone, type StatusTone } from '@tenho/domain/messages/message-status';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<StatusTone, BadgeTone> = {
  success: 'green',
  warning: 'amber',
  neutral: 'grey',
  danger: 'red',
};

/** Spec §2: CONFIRMED green, PENDING_CONFIRMATION yellow (amber), any other status grey. */
export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[leadStatusTone(status)]} dot className="whitespace-nowrap" data-status={status}>
      {leadStatusLabel(status)}
    </Badge>
  );
}
