import { useState } from 'react';
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions, type ActiveSession } from '../api/get-sessions';
import { SECURITY_MSG } from '../security-copy';

const MOBILE_DEVICE = /android|iphone|ipad|ios|celular|m[oó]vel|mobile/i;

function DeviceIcon({ device }: { device: string }) {
  const Icon = MOBILE_DEVICE.test(device) ? Smartphone : Monitor;
  return <Icon className="size-5" aria-hidden="true" />;
}

/** "Chrome no Windows, entrou em 25/11/2026 10:02": how a session is named to a screen reader. */
function sessionLabel(session: ActiveSession): string {
  return `${session.device}, entrou em ${formatDateTime(session.created_at)}`;
}

type PendingEnd = { kind: 'one'; session: ActiveSession } | { kind: 'others'; count: number };

export type ActiveSessionsCardProps = {
  /** The heading level of the card's title (2 on its own page, 2 or 3 inside another section). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The signed-in user's live sessions (GET /auth/sessions): device, address, when it started and
 * when it was last used, the current one marked; 'Encerrar' per other session and 'Encerrar todas
 * as outras', each after a confirmation. An ended session's open panel signs out at once.
 */
export function ActiveSessionsCard({ headingLevel = 2, className }: ActiveSessionsCardProps) {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [pending, setPending] = useState<PendingEnd | null>(null);
  const Heading = `h${headingLevel}` as const;

  const items = sessions.data?.items ?? [];
  // The current session first, then the most recently used.
  const sorted = [...items].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return (b.last_used_at ?? b.created_at).localeCompare(a.last_used_at ?? a.created_at);
  });
  const others = items.filter((s) => !s.current).length;
  const busy = endOne.isPending || endOthers.isPending;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'one') {
      endOne.mutate(pending.session.id, {
        onSuccess: () => notify.success(SECURITY_MSG.ended),
        onError: (error) => notify.error(errorMessage(error, SECURITY_MSG.endFailed)),
        onSettled: () => setPending(null),
      });
    } else {
      endOthers.mutate(undefined, {
        onSuccess: (answer) => notify.success(SECURITY_MSG.endedMany(answer?.ended ?? 0)),
        onError: (error) => notify.error(errorMessage(error, SECURITY_MSG.endFailed)),
        onSettled: () => setPending(null),
      });
    }
  };

  return (
    <section aria-labelledby="sessoes-ativas-titulo" className={className}>
      <Card>
        <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-start gap-3">
            <span
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              <MonitorSmartphone className="size-5" />
            </span>
            <div className="min-w-0">
              <Heading id="sessoes-ativas-titulo" className="text-base font-semibold text-slate-900">
                {SECURITY_MSG.sessionsTitle}
              </Heading>
              <p className="mt-1 text-sm text-slate-600">{SECURITY_MSG.sessionsDescription}</p>
            </div>
          </div>
          {sessions.isSuccess && others > 0 ? (
            <Button
              variant="secondary"
              className="shrink-0 self-start"
              disabled={busy}
              onClick={() => setPending({ kind: 'others', count: others })}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {SECURITY_MSG.endOthers}
            </Button>
          ) : null}
        </div>

        <div className="border-t border-slate-200" aria-busy={sessions.isFetching}>
          {sessions.isPending ? (
            <ul aria-label="Carregando sessões" className="divide-y divide-slate-100">
              {[0, 1].map((i) => (
                <li key={i} className="flex items-center gap-3 px-5 py-4 sm:px-6">
                  <Skeleton className="size-10 rounded-xl" />
                  <div className="flex-1">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="mt-2 h-3 w-64 max-w-full" />
                  </div>
                </li>
              ))}
            </ul>
          ) : sessions.isError ? (
            <QueryError query={sessions} message={SECURITY_MSG.sessionsLoadFailed} />
          ) : sorted.length === 0 ? (
            <EmptyState title={SECURITY_MSG.sessionsEmpty} icon={<MonitorSmartphone className="size-6" />} />
          ) : (
            <ul aria-label={SECURITY_MSG.sessionsTitle} className="divide-y divide-slate-100">
              {sorted.map((session) => (
                <li
                  key={session.id}
                  className={cn(
                    'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6',
                    session.current && 'bg-brand-50/40',
                  )}
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <span
                      className={cn(
                        'inline-flex size-10 shrink-0 items-center justify-center rounded-xl',
                        session.current ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      <DeviceIcon device={session.device} />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                        <span className="break-words">{session.device}</span>
                        {session.current ? (
                          <Badge tone="brand" dot>
                            {SECURITY_MSG.currentSession}
                          </Badge>
                        ) : null}
                      </p>
                      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-slate-600 sm:flex sm:flex-wrap sm:gap-x-4">
                        <div className="contents sm:flex sm:gap-1">
                          <dt className="text-slate-500">IP</dt>
                          <dd className="tabular-nums">{session.ip ?? 'não informado'}</dd>
                        </div>
                        <div className="contents sm:flex sm:gap-1">
                          <dt className="text-slate-500">Entrou em</dt>
                          <dd className="tabular-nums">{formatDateTime(session.created_at)}</dd>
                        </div>
                        <div className="contents sm:flex sm:gap-1">
                          <dt className="text-slate-500">Último uso</dt>
                          <dd className="tabular-nums">
                            {session.last_used_at ? formatDateTime(session.last_used_at) : '—'}
                          </dd>
                        </div>
                      </dl>
                    </div>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="self-end sm:self-center"
                      disabled={busy}
                      aria-label={`${SECURITY_MSG.endOne} a sessão ${sessionLabel(session)}`}
                      onClick={() => setPending({ kind: 'one', session })}
                    >
                      {SECURITY_MSG.endOne}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {sessions.isSuccess && sorted.length > 0 && others === 0 ? (
            <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-500 sm:px-6">
              {SECURITY_MSG.onlyThis}
            </p>
          ) : null}
        </div>

        <ConfirmDialog
          open={pending !== null}
          tone="danger"
          title={pending?.kind === 'others' ? SECURITY_MSG.endOthersTitle : SECURITY_MSG.endOneTitle}
          description={
            pending?.kind === 'one' ? (
              <p>
                A sessão <strong className="font-semibold text-slate-900">{pending.session.device}</strong>
                {pending.session.ip ? ` (IP ${pending.session.ip})` : ''} será desconectada agora e precisará
                entrar de novo com e-mail e senha.
              </p>
            ) : pending?.kind === 'others' ? (
              <p>
                {pending.count === 1
                  ? 'A outra sessão será desconectada agora.'
                  : `As outras ${pending.count} sessões serão desconectadas agora.`}{' '}
                Esta sessão continua conectada.
              </p>
            ) : null
          }
          confirmLabel={pending?.kind === 'others' ? SECURITY_MSG.endOthers : SECURITY_MSG.endOneTitle}
          loading={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      </Card>
    </section>
  );
}
