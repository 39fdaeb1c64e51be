import type { ReactNode } from 'react';
import { ListX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  className?: string;
  /** The title's heading level: h3 inside a titled card (default), h2 right under the page's h1. */
  titleAs?: 'h2' | 'h3';
};

export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
  titleAs: Title = 'h3',
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      {icon ? (
        <span
          className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500"
          aria-hidden="true"
        >
          {icon}
        </span>
      ) : null}
      <Title className="text-base font-semibold text-slate-900">{title}</Title>
      {description ? <div className="mt-1 max-w-sm text-sm text-slate-600">{description}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export type FilteredEmptyStateProps = {
  title: string;
  description: ReactNode;
  onClear: () => void;
  /** The button's text ('Limpar filtros' unless the page says otherwise). */
  clearLabel?: string;
  icon?: ReactNode;
  titleAs?: EmptyStateProps['titleAs'];
};

/** A list whose filters match nothing: say so and offer to clear them. */
export function FilteredEmptyState({
  title,
  description,
  onClear,
  clearLabel = 'Limpar filtros',
  icon = <ListX className="size-6" />,
  titleAs,
}: FilteredEmptyStateProps) {
  return (
    <EmptyState
      titleAs={titleAs}
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
