import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from 'radix-ui';
import { cn } from '@/lib/cn';

const CLAMP = {
  1: 'truncate',
  2: 'line-clamp-2 [overflow-wrap:anywhere]',
  3: 'line-clamp-3 [overflow-wrap:anywhere]',
} as const;

export type FitTextProps = {
  /** The name, e-mail or title to show. */
  children: string;
  /** Lines it may take before it is cut with '…' (1 keeps it on one line). */
  lines?: keyof typeof CLAMP;
  className?: string;
  as?: 'span' | 'p';
};

/**
 * A name or e-mail inside a table cell, a list row or a card. It wraps where there is room (an
 * e-mail breaks after '@' and '.', not mid-word) and is cut with '…' only beyond `lines`; once
 * cut, it can take keyboard focus and shows the whole text in a tooltip on hover and on focus.
 */
export function FitText({ children, lines = 2, className, as: Tag = 'span' }: FitTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setCut(node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [children, lines]);

  const text = (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      className={cn(
        'block min-w-0',
        CLAMP[lines],
        cut &&
          'cursor-help rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      tabIndex={cut ? 0 : undefined}
    >
      {withBreaks(children)}
    </Tag>
  );
  if (!cut) return text;
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{text}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md [overflow-wrap:anywhere]"
          >
            {children}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** Break opportunities after '@', '.', '_' and '-', so an e-mail wraps at its parts. */
function withBreaks(text: string) {
  const parts = text.split(/(?<=[@._-])(?=\S)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
