import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export type ListCardProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What the list shows; none: `emptyTitle` instead. */
  items: readonly unknown[];
  emptyTitle: string;
  /** The list, named by the title. */
  children: ReactNode;
};

/** A card of the person's panel: icon and title, a line about it, then its list or the empty line. */
export function ListCard({ icon: Icon, title, description, items, emptyTitle, children }: ListCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon className="size-4 text-slate-500" aria-hidden="true" />
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {items.length === 0 ? <EmptyState title={emptyTitle} className="py-6" /> : children}
      </CardContent>
    </Card>
  );
}
