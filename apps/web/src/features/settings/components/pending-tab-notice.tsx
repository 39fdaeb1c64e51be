import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export type PendingTabNoticeProps = { icon: ReactNode; title: string; description: ReactNode };

/** A tab whose controls arrive with a later release: it says so, with no control that does nothing. */
export function PendingTabNotice({ icon, title, description }: PendingTabNoticeProps) {
  return (
    <Card>
      <EmptyState
        icon={icon}
        title={title}
        description={
          <>
            <span className="mb-3 flex justify-center">
              <Badge tone="amber">Em desenvolvimento</Badge>
            </span>
            {description}
          </>
        }
      />
    </Card>
  );
}
