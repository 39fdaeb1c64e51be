import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginSchema, MSG, type SessionUser } from '@tenho/domain/auth/auth.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/field';
import { EmailField, PasswordField } from '@/components/ui/form-fields';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { notify } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';
import { readRememberedEmail, saveRememberedEmail } from '../remember-me';
import { AuthSwitchPrompt } from './auth-switch-prompt';

type LoginFormValues = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

type Failure = { kind: 'inactive' } | { kind: 'error'; message: string };

export const INACTIVE_CONTACT_HINT =
  'Fale com a franquia em que você se cadastrou. Assim que ela ativar a conta, você recebe um e-mail e já pode entrar.';

/** Spec §8: the server's message, else 'E-mail ou senha inválidos' for refused credentials, else 'Erro ao fazer login'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    if (error.message) return error.message;
    if (error.status === 401 || error.status === 400) return MSG.invalidCredentials;
  }
  return MSG.loginFailed;
}

export type LoginFormProps = {
  onSuccess: (user: SessionUser) => void;
  onSwitchToRegister: () => void;
  /** 'Esqueceu a senha?': the request view, with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
};

export function LoginForm({ onSuccess, onSwitchToRegister, onForgotPassword }: LoginFormProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const loginMutation = useLogin();
  const [remembered] = useState(readRememberedEmail);

  const { control, submit, field, getValues } = useSchemaForm<
    LoginFormValues,
    LoginFormOutput,
    'email' | 'password'
  >({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: remembered, password: '', remember: remembered !== '' },
    fieldOrder: ['email', 'password'],
  });

  const handleValid = (values: LoginFormOutput) => {
    setFailure(null);
    const remember = values.remember ?? false;
    loginMutation.mutate(
      { email: values.email, password: values.password, remember },
      {
        onSuccess: ({ user, token }) => {
          saveRememberedEmail(remember ? values.email : null);
          useAuthStore.getState().login(user, token);
          notify.success(MSG.loginSuccess);
          onSuccess(user);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'auth.inactive') {
            setFailure({ kind: 'inactive' });
            notify.inactive(MSG.inactive);
            return;
          }
          const message = loginErrorMessage(error);
          setFailure({ kind: 'error', message });
          notify.loginError(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit(handleValid)} className="flex flex-col gap-4" aria-label="Entrar">
      {failure?.kind === 'inactive' ? (
        <Alert tone="warning" title={MSG.inactive}>
          {INACTIVE_CONTACT_HINT}
        </Alert>
      ) : null}
      {failure?.kind === 'error' ? <Alert tone="danger">{failure.message}</Alert> : null}

      <EmailField label="E-mail" placeholder="voce@empresa.com.br" {...field('email')} />

      <PasswordField
        label="Senha"
        autoComplete="current-password"
        placeholder="Sua senha"
        {...field('password')}
      />

      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal text-slate-700">
            Lembrar de mim
          </Label>
        </div>
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email') ?? '')}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Esqueceu a senha?
        </button>
      </div>

      <Button type="submit" size="lg" className="mt-2 w-full" loading={loginMutation.isPending}>
        {loginMutation.isPending ? 'Entrando…' : 'Entrar'}
      </Button>

      <AuthSwitchPrompt
        question="Ainda não tem conta?"
        action="Cadastre sua empresa"
        onClick={onSwitchToRegister}
      />
    </form>
  );
}
