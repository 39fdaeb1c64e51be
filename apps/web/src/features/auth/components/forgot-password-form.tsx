import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PASSWORD_RESET_MSG, passwordResetRequestSchema } from '@tenho/domain/auth/password-reset.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

type Values = z.input<typeof passwordResetRequestSchema>;
type Output = z.output<typeof passwordResetRequestSchema>;

export type ForgotPasswordFormProps = {
  /** The e-mail already typed in the login view, if any. */
  initialEmail?: string;
  onBackToLogin: () => void;
};

/**
 * 'Esqueceu a senha?' (architecture §5.14): the e-mail goes to the server, which answers the
 * same neutral text whether an account exists or not; that text is what the person sees.
 */
export function ForgotPasswordForm({ initialEmail = '', onBackToLogin }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
  });

  const handleValid = (values: Output) => {
    setFailure(null);
    request.mutate(values, {
      onSuccess: (answer) => setSent(answer?.message || PASSWORD_RESET_MSG.requested),
      onError: (error) => setFailure(errorMessage(error, PASSWORD_RESET_MSG.requestFailed)),
    });
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{sent}</Alert>
        <p className="text-sm text-slate-600">
          Não chegou? Confira a caixa de spam ou peça um novo link em alguns minutos.
        </p>
        <Button variant="secondary" size="lg" className="w-full" onClick={onBackToLogin}>
          {PASSWORD_RESET_MSG.backToLogin}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValid)}
      className="flex flex-col gap-4"
      aria-label={PASSWORD_RESET_MSG.forgotTitle}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@empresa.com.br"
            {...register('email')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={request.isPending}>
        {request.isPending ? 'Enviando…' : PASSWORD_RESET_MSG.sendLink}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Lembrou a senha?{' '}
        <button
          type="button"
          onClick={onBackToLogin}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {PASSWORD_RESET_MSG.backToLogin}
        </button>
      </p>
    </form>
  );
}
