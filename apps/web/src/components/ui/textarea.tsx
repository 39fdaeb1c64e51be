import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClassName } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line box styled as the other controls (it grows downwards; the height is the caller's). */
export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(controlClassName, className)} {...props} />;
}
