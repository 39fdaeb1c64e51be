import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
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

export type PanelsSkeletonProps = HTMLAttributes<HTMLDivElement> & {
  /** What stands above the two panels: a title, the figures, a chart. */
  children: ReactNode;
  /** The panels' height class. */
  panelHeight?: string;
};

/** A page while it loads, marked busy: its top blocks, then two panels side by side from lg up. */
export function PanelsSkeleton({ children, panelHeight = 'h-64', className, ...props }: PanelsSkeletonProps) {
  return (
    <div className={cn('flex flex-col gap-6', className)} aria-busy="true" {...props}>
      {children}
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className={cn(panelHeight, 'w-full rounded-2xl')} />
        <Skeleton className={cn(panelHeight, 'w-full rounded-2xl')} />
      </div>
    </div>
  );
}

export type RowsSkeletonProps = HTMLAttributes<HTMLElement> & {
  count: number;
  /** A list (ul/li) rather than plain blocks. */
  list?: boolean;
  rowClassName: string;
  /** The round or square picture at the row's start (size-10). */
  pictureClassName: string;
  /** The width of the second, shorter line. */
  lineClassName: string;
};

/** Rows of a list while it loads: a picture, then a title line and a detail line. */
export function RowsSkeleton({
  count,
  list = false,
  rowClassName,
  pictureClassName,
  lineClassName,
  ...props
}: RowsSkeletonProps) {
  const Container = list ? 'ul' : 'div';
  const Row = list ? 'li' : 'div';
  return (
    <Container {...props}>
      {Array.from({ length: count }, (_, index) => (
        <Row key={index} className={cn('flex items-center gap-3', rowClassName)}>
          <Skeleton className={cn('size-10', pictureClassName)} />
          <div className="flex-1">
            <Skeleton className="h-4 w-40" />
            <Skeleton className={cn('mt-2 h-3', lineClassName)} />
          </div>
        </Row>
      ))}
    </Container>
  );
}
