import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type LandingSectionProps = {
  /** The anchor of the menu's link; the heading inside carries `${id}-title`. */
  id: string;
  className: string;
  /** Layout of the centred column (a grid, its gaps). */
  containerClassName?: string;
  children: ReactNode;
};

/** A landing page section: named by its heading, content in the page's centred column. */
export function LandingSection({ id, className, containerClassName, children }: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={cn('mx-auto max-w-6xl px-4 sm:px-6 lg:px-8', containerClassName)}>{children}</div>
    </section>
  );
}
