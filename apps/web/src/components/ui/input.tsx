import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type InputProps = ComponentProps<'input'>;

export const controlClassName = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-600 focus:ring-3 focus:ring-brand-600/20 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-invalid:border-red-500 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/20',
);

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(controlClassName, 'h-10', className)} {...props} />;
}
