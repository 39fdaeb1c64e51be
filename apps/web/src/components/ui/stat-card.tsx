import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { IconTile } from './icon-tile';
import { Skeleton } from './skeleton';

/** The badge meanings, for figures: green active, amber waiting/pending, brand neutral. */
const TONES = {
  brand: { icon: 'bg-brand-50 text-brand-700', card: '', value: 'text-slate-900' },
  green: { icon: 'bg-emerald-50 text-emerald-700', card: '', value: 'text-slate-900' },
  amber: {
    icon: 'bg-amber-100 text-amber-800',
    card: 'border-amber-300 bg-amber-50/60',
    value: 'text-amber-900',
  },
} as const;

export type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof TONES;
  /** The figure is on its way: a placeholder instead of the value. */
  loading?: boolean;
  className?: string;
};

/** A figure with its label: compact on phones (three fit side by side), icon and hint from sm up. */
export function StatCard({
  label,
  value,
  icon,
  hint,
  tone = 'brand',
  loading = false,
  className,
}: StatCardProps) {
  const colours = TONES[tone];
  return (
    <Card className={cn('h-full p-3 sm:p-5', colours.card, className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-7 w-12" />
          ) : (
            <p
              className={cn(
                'mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:mt-2 sm:text-2xl',
                colours.value,
              )}
            >
              {value}
            </p>
          )}
        </div>
        {icon ? (
          <IconTile fromSm tone={colours.icon}>
            {icon}
          </IconTile>
        ) : null}
      </div>
      {hint ? <p className="mt-3 hidden text-xs text-slate-500 sm:block">{hint}</p> : null}
    </Card>
  );
}

export type StatGridItem = Omit<StatCardProps, 'loading'>;

export type StatGridProps = {
  items: readonly StatGridItem[];
  loading?: boolean;
  /** `ul`: a named list of figures, one `li` each; `section`: a named region of cards. */
  as?: 'div' | 'section' | 'ul';
  /** The list's or region's accessible name. */
  label?: string;
  /** Columns and gaps; by default two per line on phones, four from xl up. */
  className?: string;
};

/** A row of figures, all loading together. */
export function StatGrid({ items, loading = false, as: Tag = 'div', label, className }: StatGridProps) {
  return (
    <Tag className={cn('grid', className ?? 'grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4')} aria-label={label}>
      {items.map((item) => {
        const card = <StatCard key={item.label} {...item} loading={loading} />;
        return Tag === 'ul' ? <li key={item.label}>{card}</li> : card;
      })}
    </Tag>
  );
}
