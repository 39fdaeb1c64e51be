import { lazy, Suspense, type ReactNode } from 'react';
import { useToasterActive } from '@/lib/toaster-state';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The toast outlet, mounted once a screen that can toast has loaded (see lib/toast.ts). */
export function ToasterHost() {
  const active = useToasterActive();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        theme="light"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
      />
    </Suspense>
  );
}

export type ProvidersProps = { children: ReactNode };

/**
 * App-wide providers. The QueryClientProvider is in query-provider.tsx and wraps the lazy
 * screens that fetch (auth modal, panels), so the landing page does not carry TanStack Query.
 */
export function Providers({ children }: ProvidersProps) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
