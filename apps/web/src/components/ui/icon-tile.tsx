import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SIZES = {
  sm: 'size-9 rounded-xl',
  md: 'size-10 rounded-xl',
  lg: 'size-12 rounded-2xl',
  /** A round one, for an outcome (e.g. a sign-up that went through). */
  circle: 'size-14 rounded-full',
} as const;

export type IconTileProps = {
  size?: keyof typeof SIZES;
  /** The tile's colours; the brand's light green by default. */
  tone?: string;
  /** Left out on phones, where the text needs the room. */
  fromSm?: boolean;
  className?: string;
  children: ReactNode;
};

/** The rounded square that holds an icon beside a title or a figure (decorative). */
export function IconTile({
  size = 'md',
  tone = 'bg-brand-50 text-brand-700',
  fromSm = false,
  className,
  children,
}: IconTileProps) {
  return (
    <span
      className={cn(
        fromSm ? 'hidden sm:inline-flex' : 'inline-flex',
        'shrink-0 items-center justify-center',
        SIZES[size],
        tone,
        className,
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
