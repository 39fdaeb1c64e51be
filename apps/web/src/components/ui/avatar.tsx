import { useState } from 'react';
import { initials } from '@tenho/domain/shared/format';
import { cn } from '@/lib/cn';

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

export type AvatarProps = {
  /** The photo; the initials of `name` are shown without one or when it fails to load. */
  src?: string | null;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
};

/** A round photo or the person's initials; decorative (the name is always written beside it). */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-full', SIZES[size], className);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        className={cn(classes, 'object-cover ring-1 ring-slate-200')}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800',
      )}
      aria-hidden="true"
    >
      {initials(name) || '?'}
    </span>
  );
}
