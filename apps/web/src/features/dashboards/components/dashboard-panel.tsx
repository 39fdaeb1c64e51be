import { useId, type ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FitText } from '@/components/ui/fit-text';
import { cn } from '@/lib/cn';

export type DashboardPanelProps<T> = {
  title: string;
  description?: string;
  /** The next step under 'Nenhum dado disponível' when there is nothing to list. */
  emptyHint: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** A ranking is an ordered list. */
  ordered?: boolean;
  /** How a row's two sides line up: centred, or at the top for rows of several lines. */
  align?: 'center' | 'start';
  /** The contents of one row. */
  children: (item: T) => ReactNode;
};

/** A titled card of a dashboard listing its items (named by the title), or the empty state. */
export function DashboardPanel<T>({
  title,
  description,
  emptyHint,
  items,
  getKey,
  ordered = false,
  align = 'start',
  children,
}: DashboardPanelProps<T>) {
  const titleId = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <Card className="flex min-w-0 flex-col" role="region" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
      </div>
      <div className="flex-1 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
        {items.length === 0 ? (
          <EmptyState
            icon={<Inbox className="size-6" />}
            title={DASHBOARD_MSG.empty}
            description={emptyHint}
            className="py-6"
          />
        ) : (
          <List aria-label={title} className="divide-y divide-slate-100">
            {items.map((item) => (
              <li
                key={getKey(item)}
                className={cn(
                  'flex justify-between gap-3 py-3 first:pt-0 last:pb-0',
                  align === 'center' ? 'items-center' : 'items-start',
                )}
              >
                {children(item)}
              </li>
            ))}
          </List>
        )}
      </div>
    </Card>
  );
}

/** A row's main side: the name, and a line about it. */
export function PanelRowText({
  title,
  detail,
  children,
}: {
  title: string;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <FitText as="p" className="font-medium text-slate-900">
        {title}
      </FitText>
      <FitText as="p" className="text-sm text-slate-600">
        {detail}
      </FitText>
      {children}
    </div>
  );
}
