import { useState } from 'react';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { IconHeading } from '@/components/ui/icon-heading';
import { QueryError } from '@/components/ui/query-error';
import { RowsSkeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions, type ActiveSession } from '../api/get-sessions';
import { SECURITY_MSG } from '../security-copy';
import { SessionRow } from './session-row';

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
          <IconHeading
            as={`h${headingLevel}`}
            id="sessoes-ativas-titulo"
            className="min-w-0 gap-3"
            titleClassName="text-base"
            icon={<MonitorSmartphone className="size-5" />}
            title={SECURITY_MSG.sessionsTitle}
            description={SECURITY_MSG.sessionsDescription}
          />
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
            <RowsSkeleton
              list
              count={2}
              aria-label="Carregando sessões"
              className="divide-y divide-slate-100"
              rowClassName="px-5 py-4 sm:px-6"
              pictureClassName="rounded-xl"
              lineClassName="w-64 max-w-full"
            />
          ) : sessions.isError ? (
            <QueryError query={sessions} message={SECURITY_MSG.sessionsLoadFailed} />
          ) : sorted.length === 0 ? (
            <EmptyState title={SECURITY_MSG.sessionsEmpty} icon={<MonitorSmartphone className="size-6" />} />
          ) : (
            <ul aria-label={SECURITY_MSG.sessionsTitle} className="divide-y divide-slate-100">
              {sorted.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={busy}
                  onEnd={() => setPending({ kind: 'one', session })}
                />
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
