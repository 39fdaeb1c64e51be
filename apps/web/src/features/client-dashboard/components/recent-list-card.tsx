import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

type PageLink = { to: string; label: string };

export type RecentListCardProps<T> = {
  title: string;
  description: string;
  /** The page with the whole list ('Ver todas', 'Ver extrato'). */
  more: PageLink;
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** What the company sees before the first item, with the step that brings one. */
  empty: { icon: ReactNode; title: string; description: string; action: PageLink };
  /** The contents of one row. */
  children: (item: T) => ReactNode;
};

/** A card of the company's latest items (named list), a link to all of them, or its empty state. */
export function RecentListCard<T>({
  title,
  description,
  more,
  items,
  getKey,
  empty,
  children,
}: RecentListCardProps<T>) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-6 pb-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Link to={more.to} className={buttonClassName('link', 'sm', 'text-sm')}>
          {more.label}
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState
          className="py-8"
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={
            <Link to={empty.action.to} className={buttonClassName('secondary')}>
              {empty.action.label}
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label={title}>
          {items.map((item) => (
            <li key={getKey(item)} className="flex items-center justify-between gap-3 px-6 py-3">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
