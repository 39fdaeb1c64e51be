import { AuthModal, type AuthModalProps } from '@/features/auth/components/auth-modal';
import { QueryProvider } from './query-provider';

/** The auth modal with its data layer; loaded on demand by the landing page. */
export function AuthModalHost(props: AuthModalProps) {
  return (
    <QueryProvider>
      <AuthModal {...props} />
    </QueryProvider>
  );
}
