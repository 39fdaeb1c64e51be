import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogIn } from 'lucide-react';
import type { z } from 'zod';
import {
  PASSWORD_RESET_MSG,
  PASSWORD_RESET_PATH,
  passwordResetFormSchema,
} from '@tenho/domain/auth/password-reset.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/form-fields';
import { IconTile } from '@/components/ui/icon-tile';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PublicPage } from '@/components/ui/public-page';
import { ApiError, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthModal, type AuthView } from '../components/auth-modal';
import { AuthOutcome } from '../components/auth-outcome';

type Values = z.input<typeof passwordResetFormSchema>;
type Output = z.output<typeof passwordResetFormSchema>;

/**
 * /redefinir-senha?token=…: the link of the reset e-mail. The token is taken from the address at
 * once and the address cleaned, so it does not stay in the history or leak in a Referer.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [done, setDone] = useState<string | null>(null);
  const [authView, setAuthView] = useState<AuthView | null>(null);

  useEffect(() => {
    if (params.has('token')) navigate(PASSWORD_RESET_PATH, { replace: true });
  }, [params, navigate]);

  return (
    <PublicPage className="flex max-w-md flex-col justify-center px-4 py-12">
      <Card className="p-6 sm:p-8">
        <IconTile size="lg" className="mb-4">
          <KeyRound className="size-6" />
        </IconTile>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{PASSWORD_RESET_MSG.resetTitle}</h1>
        {done ? (
          <AuthOutcome tone="success" message={done} className="mt-6">
            <Button size="lg" className="w-full" autoFocus onClick={() => setAuthView('login')}>
              <LogIn className="size-4" aria-hidden="true" />
              Entrar
            </Button>
          </AuthOutcome>
        ) : !token ? (
          <AuthOutcome tone="danger" message={PASSWORD_RESET_MSG.invalidToken} className="mt-6">
            <Button variant="secondary" size="lg" className="w-full" onClick={() => setAuthView('forgot')}>
              Solicitar novo link
            </Button>
          </AuthOutcome>
        ) : (
          <ResetForm token={token} onDone={setDone} onRequestNew={() => setAuthView('forgot')} />
        )}
      </Card>
      <AuthModal
        open={authView !== null}
        onOpenChange={(open) => !open && setAuthView(null)}
        view={authView ?? 'login'}
        onViewChange={setAuthView}
      />
    </PublicPage>
  );
}

type ResetFormProps = { token: string; onDone: (message: string) => void; onRequestNew: () => void };

function ResetForm({ token, onDone, onRequestNew }: ResetFormProps) {
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const { control, submit, field, formState } = useSchemaForm<Values, Output, 'password' | 'confirmPassword'>(
    {
      resolver: zodResolver(passwordResetFormSchema),
      defaultValues: { token, password: '', confirmPassword: '' },
      fieldOrder: ['password', 'confirmPassword'],
    },
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  const handleValid = (values: Output) => {
    setFailure(null);
    confirm.mutate(
      { token: values.token, password: values.password },
      {
        onSuccess: (answer) => onDone(answer?.message || PASSWORD_RESET_MSG.done),
        onError: (error) => {
          // Anything but a refused password means the link itself no longer works: offer a new one.
          const aboutPassword =
            error instanceof ApiError && serverFieldErrors(error.details, ['password'] as const).length > 0;
          const expired =
            error instanceof ApiError && error.status >= 400 && error.status < 500 && !aboutPassword;
          setFailure({ message: errorMessage(error, PASSWORD_RESET_MSG.confirmFailed), expired });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit(handleValid)}
      aria-label={PASSWORD_RESET_MSG.resetTitle}
      className="mt-6 flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600">Crie uma nova senha para a sua conta. Depois, entre com ela.</p>
      {failure || errors.token ? (
        <Alert tone="danger">
          {failure?.message ?? errors.token?.message}
          {failure?.expired || errors.token ? (
            <button
              type="button"
              onClick={onRequestNew}
              className="mt-1 block font-semibold underline underline-offset-2"
            >
              Solicitar novo link
            </button>
          ) : null}
        </Alert>
      ) : null}
      <PasswordField
        label={PASSWORD_RESET_MSG.newPassword}
        hint={<PasswordChecklist value={password} />}
        autoComplete="new-password"
        autoFocus
        {...field('password', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={PASSWORD_RESET_MSG.confirmPassword}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" loading={confirm.isPending}>
        {PASSWORD_RESET_MSG.submit}
      </Button>
    </form>
  );
}
