import { useState, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** The row of tabs; it scrolls sideways on a phone instead of wrapping. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]', className)}
      {...props}
    />
  );
}

/**
 * A tab. Its focus ring shows for the keyboard only: Radix focuses the tab from script on mousedown
 * (for Safari), which Chromium then treats as :focus-visible, so a pointer press marks the tab and
 * the mark drops the ring until the keyboard is used or focus leaves.
 */
export function TabsTrigger({
  className,
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const [pointerFocus, setPointerFocus] = useState(false);
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        'data-pointer-focus:outline-none',
        'data-[state=active]:border-brand-600 data-[state=active]:text-brand-800',
        className,
      )}
      data-pointer-focus={pointerFocus ? '' : undefined}
      onPointerDown={(event) => {
        setPointerFocus(true);
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        setPointerFocus(false);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setPointerFocus(false);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-5 focus-visible:outline-none', className)} {...props} />;
}
