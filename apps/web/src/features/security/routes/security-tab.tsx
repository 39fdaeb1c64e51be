import { useCan } from '@/lib/use-can';
import { ActiveSessionsCard } from '../components/active-sessions-card';
import { LoginThrottleCard } from '../components/login-throttle-card';
import { PasswordPolicyCard } from '../components/password-policy-card';

/**
 * Configurações › Segurança: the password policy in force, the signed-in user's active sessions
 * and, for a user holding system.view, the login throttle figures.
 */
export function SecurityTab() {
  const canSeeSystem = useCan('system.view');
  return (
    <div className="flex flex-col gap-6">
      <PasswordPolicyCard />
      <ActiveSessionsCard />
      {canSeeSystem ? <LoginThrottleCard /> : null}
    </div>
  );
}

/** Perfil › Sessões ativas: every signed-in user's own sessions. */
export function ProfileSessionsSection() {
  return <ActiveSessionsCard />;
}
