import { useEffect, useId, useRef, type ReactNode } from 'react';
import { initials } from '@tenho/domain/shared/format';
import type { SimulatorBubble } from '@tenho/domain/whatsapp/simulator.schemas';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ChatBubble, type BubbleButton } from './chat-bubble';
import type { PixChatActions } from './pix-charge-actions';

export type PhoneFrameProps = {
  title: string;
  subtitle: ReactNode;
  /** Next to the title: inactive, balance … */
  badges?: ReactNode;
  bubbles: SimulatorBubble[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  onButton?: (bubble: SimulatorBubble, button: BubbleButton) => void;
  busy?: boolean;
  /** Issue 32: the Pix copia e cola bubbles' controls (company phones). */
  pix?: PixChatActions;
  /** The composer at the bottom. */
  children?: ReactNode;
  className?: string;
};

/** A phone-like inbox: header with who it is, the conversation (newest at the bottom), a composer. */
export function PhoneFrame({
  title,
  subtitle,
  badges,
  bubbles,
  loading,
  error,
  onRetry,
  emptyText,
  onButton,
  busy,
  pix,
  children,
  className,
}: PhoneFrameProps) {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const count = bubbles?.length ?? 0;
  const last = bubbles?.at(-1)?.id;

  // A new message scrolls the conversation to the bottom, like a phone does.
  useEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [count, last]);

  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-[1.75rem] bg-slate-900 p-2 shadow-sm', className)}
    >
      <div className="flex h-[30rem] flex-col overflow-hidden rounded-[1.25rem] bg-[#efeae2]">
        <header className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
          <span
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-semibold"
            aria-hidden="true"
          >
            {initials(title)}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="truncate text-sm font-semibold">
              {title}
            </h3>
            <p className="truncate text-xs text-white/85 tabular-nums">{subtitle}</p>
          </div>
          {badges}
        </header>
        <div
          ref={scroller}
          className="flex-1 overflow-y-auto px-3 py-3"
          tabIndex={0}
          role="region"
          aria-label={`Conversa de ${title}`}
        >
          {error ? (
            <ErrorState className="py-6" message={error} onRetry={onRetry} />
          ) : loading ? (
            <div className="flex flex-col gap-3" aria-hidden="true">
              <Skeleton className="h-12 w-3/4 bg-white/80" />
              <Skeleton className="ml-auto h-10 w-2/3 bg-white/80" />
            </div>
          ) : (
            // One live log from the start, so the first message that arrives is announced too.
            <div role="log" aria-live="polite" aria-label={`Mensagens de ${title}`}>
              {count === 0 ? (
                <p className="mx-auto mt-6 max-w-60 rounded-lg bg-white/80 px-3 py-2 text-center text-xs text-slate-700">
                  {emptyText}
                </p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {bubbles?.map((bubble) => (
                    <ChatBubble
                      key={`${bubble.direction}:${bubble.id}`}
                      bubble={bubble}
                      onButton={onButton}
                      busy={busy}
                      pix={pix}
                    />
                  ))}
                </ol>
              )}
            </div>
          )}
        </div>
        {children ? <div className="border-t border-slate-200 bg-slate-50 p-2">{children}</div> : null}
      </div>
    </section>
  );
}
