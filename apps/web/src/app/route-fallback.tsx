import { Spinner } from '@/components/ui/spinner';

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
