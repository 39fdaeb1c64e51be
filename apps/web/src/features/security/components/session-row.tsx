import { Monitor, Smartphone } from 'lucide-react';
import { formatDateTime } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';
import type { ActiveSession } from '../api/get-sessions';
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

export type SessionRowProps = {
  session: ActiveSession;
  /** An end is on its way: no other may start. */
  busy: boolean;
  /** 'Encerrar' (asks first); the current session has none. */
  onEnd: () => void;
};

/** One live session: device (the current one marked), address, start and last use, 'Encerrar'. */
export function SessionRow({ session, busy, onEnd }: SessionRowProps) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6',
        session.current && 'bg-brand-50/40',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <IconTile tone={session.current ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600'}>
          <DeviceIcon device={session.device} />
        </IconTile>
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
          onClick={onEnd}
        >
          {SECURITY_MSG.endOne}
        </Button>
      )}
    </li>
  );
}
