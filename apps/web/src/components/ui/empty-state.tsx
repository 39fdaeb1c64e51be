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
};

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
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
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
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
};

/** A list whose filters match nothing: say so and offer to clear them. */
export function FilteredEmptyState({
  title,
  description,
  onClear,
  clearLabel = 'Limpar filtros',
  icon = <ListX className="size-6" />,
}: FilteredEmptyStateProps) {
  return (
    <EmptyState
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
