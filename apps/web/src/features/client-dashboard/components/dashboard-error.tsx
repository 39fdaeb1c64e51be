import { isRole, ROLE_LABELS } from '@tenho/domain/auth/roles';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';

export type DashboardErrorProps = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** The session as the browser holds it (spec §2: signed-in state, role and id). */
  session: { signedIn: boolean; role: string | null; id: number | null };
};

/** The client dashboard's error state: the message, what the browser knows of the session, a retry. */
export function DashboardError({ message, onRetry, retrying, session }: DashboardErrorProps) {
  const role =
    session.role && isRole(session.role)
      ? `${ROLE_LABELS[session.role]} (${session.role})`
      : (session.role ?? '-');
  return (
    <Card>
      <ErrorState message={message} onRetry={onRetry} retrying={retrying} />
      <dl className="mx-auto mb-8 grid max-w-md grid-cols-3 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-center text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500">Sessão</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {session.signedIn ? 'Autenticado' : 'Não autenticado'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">Perfil</dt>
          <dd className="mt-1 font-semibold text-slate-900">{role}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">ID</dt>
          <dd className="mt-1 font-semibold text-slate-900 tabular-nums">{session.id ?? '-'}</dd>
        </div>
      </dl>
    </Card>
  );
}
