import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { homeForRole } from '@tenho/domain/auth/roles';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { PASSWORD_RESET_MSG } from '@tenho/domain/auth/password-reset.schemas';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';

export type AuthView = 'login' | 'register' | 'forgot';

export type AuthModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
};

const HEADINGS: Record<AuthView, { title: string; description: string }> = {
  login: { title: 'Entrar', description: 'Acesse o painel da sua empresa ou da sua franquia.' },
  register: {
    title: 'Criar conta',
    description: 'Cadastre sua empresa e comece a receber pedidos de clientes do seu bairro.',
  },
  forgot: { title: PASSWORD_RESET_MSG.forgotTitle, description: PASSWORD_RESET_MSG.forgotHint },
};

/** The sign-in / sign-up dialog of the landing page: two switchable views and the success dialog. */
export function AuthModal({ open, onOpenChange, view, onViewChange }: AuthModalProps) {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<{ company: string; email: string } | null>(null);
  // The e-mail typed in the login view follows into the request view.
  const [forgotEmail, setForgotEmail] = useState('');

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next && registered) {
      setRegistered(null);
      onViewChange('login');
      navigate('/');
    }
  };

  const heading = HEADINGS[view];

  // Switching views removes the button that had focus: put it on the first field of the new view
  // (or on Entendi once registered) instead of leaving keyboard users at the top of the dialog.
  const contentRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const switchView = (next: AuthView) => {
    focusNext.current = true;
    onViewChange(next);
  };
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    contentRef.current
      ?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), button:not(:disabled)')
      ?.focus();
  }, [view, registered]);

  return (
    <DialogFrame
      open={open}
      onClose={() => handleOpenChange(false)}
      ref={contentRef}
      className={view === 'register' && !registered ? 'max-w-lg' : 'max-w-md'}
    >
      {registered ? (
        <RegisterSuccess
          company={registered.company}
          email={registered.email}
          onConfirm={() => handleOpenChange(false)}
        />
      ) : (
        <DialogLayout title={heading.title} description={heading.description}>
          {view === 'forgot' ? (
            <ForgotPasswordForm initialEmail={forgotEmail} onBackToLogin={() => switchView('login')} />
          ) : view === 'login' ? (
            <LoginForm
              onSwitchToRegister={() => switchView('register')}
              onForgotPassword={(email) => {
                setForgotEmail(email);
                switchView('forgot');
              }}
              onSuccess={(user) => {
                onOpenChange(false);
                navigate(homeForRole(user.role));
              }}
            />
          ) : (
            <RegisterForm
              onSwitchToLogin={() => switchView('login')}
              onSuccess={(result) => {
                focusNext.current = true;
                setRegistered({ company: result.company, email: result.email });
              }}
            />
          )}
        </DialogLayout>
      )}
    </DialogFrame>
  );
}
