import { z } from 'zod';
import { MSG, emailField, withPasswordConfirmation } from './auth.schemas.ts';
import { newPasswordField } from './password.ts';

/** Architecture §5.14: an e-mailed single-use token, valid for one hour. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The web route the e-mailed link opens: `${PUBLIC_URL}/redefinir-senha?token=…`. */
export const PASSWORD_RESET_PATH = '/redefinir-senha';

export const PASSWORD_RESET_MSG = {
  /** The same answer whether the e-mail exists or not (no account enumeration). */
  requested:
    'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha. O link vale por 1 hora.',
  done: 'Senha redefinida com sucesso! Entre com a nova senha.',
  invalidToken: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  tokenRequired: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  requestFailed: 'Erro ao solicitar a redefinição de senha. Tente novamente.',
  confirmFailed: 'Erro ao redefinir a senha. Tente novamente.',
  // The auth modal's request view and the /redefinir-senha page.
  forgotTitle: 'Esqueceu a senha?',
  forgotHint: 'Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.',
  sendLink: 'Enviar link',
  backToLogin: 'Voltar ao login',
  resetTitle: 'Redefinir senha',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar nova senha',
  submit: 'Salvar nova senha',
} as const;

/** POST /auth/password-reset. */
export const passwordResetRequestSchema = z.object({
  email: emailField(),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The token from the link: 43 base64url characters; anything far off is refused before a lookup. */
const tokenField = z
  .string({ error: PASSWORD_RESET_MSG.tokenRequired })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, PASSWORD_RESET_MSG.invalidToken);

/** POST /auth/password-reset/confirm: the password follows the registration rule (spec §5). */
export const passwordResetConfirmSchema = z.object({
  token: tokenField,
  password: newPasswordField({ required: MSG.passwordWeak, weak: MSG.passwordWeak }),
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The /redefinir-senha form: the payload plus the confirmation. */
export const passwordResetFormSchema = withPasswordConfirmation(passwordResetConfirmSchema);
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;

/** Both routes answer `{ message }` (202 for the request, 200 for the confirmation). */
export const passwordResetResponseSchema = z.object({ message: z.string() });
