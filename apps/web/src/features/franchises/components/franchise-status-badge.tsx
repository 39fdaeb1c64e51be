import { UNIT_STATUS_LABELS } from '@tenho/domain/franchise/franchise.schemas';
import { Badge } from '@/components/ui/badge';

/** 'Ativa' in green, 'Inativa' in grey (spec §2). */
export function FranchiseStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'grey'} dot className="whitespace-nowrap">
      {active ? UNIT_STATUS_LABELS.active : UNIT_STATUS_LABELS.inactive}
    </Badge>
  );
}
