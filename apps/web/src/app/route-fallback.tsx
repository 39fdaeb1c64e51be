import { panelTitle } from '@tenho/domain/auth/roles';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';

/** Shown while a lazy route's code arrives. */
export function RouteFallback({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      className={
        fullPage ? 'flex min-h-dvh items-center justify-center' : 'flex min-h-64 items-center justify-center'
      }
    >
      <Spinner className="text-brand-600" label="Carregando…" />
    </div>
  );
}

/**
 * Shown while the panel's frame arrives (issue 33 point 5): the frame itself at its final size (the
 * sidebar's column from lg up, the top bar with the panel's name), so the page paints its first
 * content at once and nothing moves when the real frame replaces it.
 */
export function PanelFrameFallback() {
  const role = useAuthStore((state) => state.user?.role);
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block" />
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <span className="size-10 shrink-0" />
          <p className="truncate text-base font-semibold text-slate-900 sm:text-lg">{panelTitle(role)}</p>
        </div>
        <RouteFallback />
      </div>
    </div>
  );
}
