import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block; purely decorative. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200/80', className)}
      {...props}
    />
  );
}
