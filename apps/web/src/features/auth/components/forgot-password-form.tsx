import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PASSWORD_RESET_MSG, passwordResetRequestSchema } from '@tenho/domain/auth/password-reset.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthOutcome } from './auth-outcome';
import { AuthSwitchPrompt } from './auth-switch-prompt';

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
  const { submit, field } = useSchemaForm<Values, Output, 'email'>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
    fieldOrder: ['email'],
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
      <AuthOutcome tone="success" message={sent}>
        <p className="text-sm text-slate-600">
          Não chegou? Confira a caixa de spam ou peça um novo link em alguns minutos.
        </p>
        <Button variant="secondary" size="lg" className="w-full" onClick={onBackToLogin}>
          {PASSWORD_RESET_MSG.backToLogin}
        </Button>
      </AuthOutcome>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit(handleValid)}
      className="flex flex-col gap-4"
      aria-label={PASSWORD_RESET_MSG.forgotTitle}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <EmailField label="E-mail" placeholder="voce@empresa.com.br" {...field('email')} />
      <Button type="submit" size="lg" className="mt-2 w-full" loading={request.isPending}>
        {request.isPending ? 'Enviando…' : PASSWORD_RESET_MSG.sendLink}
      </Button>
      <AuthSwitchPrompt
        question="Lembrou a senha?"
        action={PASSWORD_RESET_MSG.backToLogin}
        onClick={onBackToLogin}
      />
    </form>
  );
}
