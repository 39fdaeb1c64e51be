import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The brand-tinted square that holds a card's icon (decorative); `small` in a list of points. */
export function IconBadge({ small = false, children }: { small?: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
        small ? 'size-9' : 'size-10',
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

export type IconHeadingProps = {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The heading's level in the page. */
  as: 'h2' | 'h3';
  id?: string;
  /** The heading's type size, e.g. 'text-base'. */
  titleClassName?: string;
  className?: string;
};

/** A card's heading: its icon, then the title and one line about it. */
export function IconHeading({
  icon,
  title,
  description,
  as: Heading,
  id,
  titleClassName,
  className,
}: IconHeadingProps) {
  return (
    <div className={cn('flex items-start', className)}>
      <IconBadge>{icon}</IconBadge>
      <div className="min-w-0">
        <Heading id={id} className={cn(titleClassName, 'font-semibold text-slate-900')}>
          {title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
    </div>
  );
}
