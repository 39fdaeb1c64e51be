import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconTile } from './icon-tile';

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
      <IconTile>{icon}</IconTile>
      <div className="min-w-0">
        <Heading id={id} className={cn(titleClassName, 'font-semibold text-slate-900')}>
          {title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
    </div>
  );
}
