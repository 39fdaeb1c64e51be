import type { StatusTone } from '@tenho/domain/messages/message-status';
import { Badge, type BadgeProps, type BadgeTone } from './badge';

/** The domain's status meanings on our badge tones (green, amber, grey, red). */
const BADGE_TONES: Record<StatusTone, BadgeTone> = {
  success: 'green',
  warning: 'amber',
  neutral: 'grey',
  danger: 'red',
};

export type StatusBadgeProps = Omit<BadgeProps, 'tone'> & { tone: StatusTone };

/** A badge for a domain status (message, interaction, delivery, lead): one meaning everywhere. */
export function StatusBadge({ tone, ...props }: StatusBadgeProps) {
  return <Badge tone={BADGE_TONES[tone]} {...props} />;
}
