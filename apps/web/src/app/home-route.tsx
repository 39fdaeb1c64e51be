import { lazy, Suspense, useState } from 'react';
import type { AuthView } from '@/features/auth/components/auth-modal';
import { LandingPage } from '@/features/landing/routes/landing-page';

// The modal (forms, validation, dialog) is its own chunk: the landing page stays light and
// fetches it when a visitor points at Entrar or Começar Agora.
const loadAuthModal = () => import('./auth-modal-host');
const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModalHost })));

export function HomeRoute() {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AuthView>('login');
  const [requested, setRequested] = useState(false);

  const openAuth = (next: AuthView) => {
    setView(next);
    setOpen(true);
    setRequested(true);
  };

  return (
    <>
      <LandingPage
        onSignIn={() => openAuth('login')}
        onGetStarted={() => openAuth('register')}
        onAuthIntent={() => void loadAuthModal()}
      />
      {requested ? (
        <Suspense fallback={null}>
          <AuthModal open={open} onOpenChange={setOpen} view={view} onViewChange={setView} />
        </Suspense>
      ) : null}
    </>
  );
}
