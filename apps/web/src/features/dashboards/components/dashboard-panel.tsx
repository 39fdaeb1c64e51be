import { useId, type ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.schemas';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export type DashboardPanelProps = {
  title: string;
  description?: string;
  /** The panel has nothing to list: 'Nenhum dado disponível' with `emptyHint` as the next step. */
  empty?: boolean;
  emptyHint?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
};

/** A titled card of a dashboard; its list goes inside, or the empty state when there is none. */
export function DashboardPanel({
  title,
  description,
  empty = false,
  emptyHint,
  action,
  children,
}: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Card className="flex min-w-0 flex-col" role="region" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="flex-1 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
        {empty ? (
          <EmptyState
            icon={<Inbox className="size-6" />}
            title={DASHBOARD_MSG.empty}
            description={emptyHint}
            className="py-6"
          />
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
