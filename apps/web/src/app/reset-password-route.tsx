import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import { QueryProvider } from './query-provider';

/** /redefinir-senha with its data layer (the page calls the API and can open the auth modal). */
export function ResetPasswordRoute() {
  return (
    <QueryProvider>
      <ResetPasswordPage />
    </QueryProvider>
  );
}
