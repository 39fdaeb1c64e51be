import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Gauge, Power } from 'lucide-react';
import {
  RESPONSE_FAST_SECONDS,
  RESPONSE_WINDOW_DAYS,
  SPEND_CAP_PERIOD_LABELS,
} from '@tenho/domain/lead-preferences/lead-preferences.constants';
import type { LeadPreferences } from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { formatBRL } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { QueryError } from '@/components/ui/query-error';
import {
  formatAnsweredShare,
  formatResponseMedian,
  ReceivingStateBadge,
} from '@/components/ui/receiving-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { queryClient } from '@/lib/query-client';
import { getLeadPreferencesQueryOptions, useLeadPreferences } from '../api/get-lead-preferences';
import {
  capTone,
  capUsage,
  formatOpening,
  isPaused,
  pauseText,
  RECEIVING_SCREEN_MSG,
  receivingStateOf,
} from '../lead-preferences-text';

export type ReceivingCardProps = {
  /** The company whose preferences are shown. */
  companyId: number | null | undefined;
  /** Where 'Alterar' leads; without it the card is read-only (a company's USER). */
  editPath?: string;
};

/** Asks for a company's preferences ahead of its card (a signed-in start on the dashboard). */
export function prefetchReceivingCard(companyId: number): Promise<void> {
  return queryClient.prefetchQuery(getLeadPreferencesQueryOptions(companyId));
}

/**
 * 'Como você recebe pedidos' on the company's dashboard: open, paused or closed now, the spend cap
 * used this period, the next opening, the response time and a link to change them.
 */
export function ReceivingCard({ companyId, editPath }: ReceivingCardProps) {
  const prefs = useLeadPreferences(companyId, { live: true });
  return (
    <Card role="region" aria-labelledby="receiving-card-title">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id="receiving-card-title">Como você recebe pedidos</CardTitle>
          <CardDescription>Pausa, limite de gastos e horário de atendimento da sua empresa.</CardDescription>
        </div>
        {editPath ? (
          <Link
            to={editPath}
            className={buttonClassName('secondary', 'sm', 'shrink-0')}
            aria-label="Alterar como você recebe pedidos"
          >
            Alterar
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <div className="grid gap-6 sm:grid-cols-3" aria-busy="true">
            <p role="status" className="sr-only">
              Carregando…
            </p>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : prefs.isError ? (
          <QueryError query={prefs} message={RECEIVING_SCREEN_MSG.loadFailed} className="py-4" />
        ) : (
          <ReceivingFigures prefs={prefs.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ReceivingFigures({ prefs }: { prefs: LeadPreferences }) {
  const state = receivingStateOf(prefs);
  const usage = capUsage(prefs);
  const paused = isPaused(prefs);
  const stateLine =
    state === 'paused' && prefs.paused_until
      ? pauseText(prefs.paused_until)
      : state === 'capped'
        ? 'Sem novos pedidos até o período virar'
        : state === 'closed'
          ? 'Fora do horário de atendimento'
          : 'Sua empresa recebe pedidos agora';

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-6 sm:grid-cols-3">
        <Figure icon={<Power className="size-4" />} label="Agora">
          <ReceivingStateBadge state={state} />
          <p className="mt-1.5 text-sm text-slate-700">{stateLine}</p>
          {state !== 'open' && prefs.next_open_at ? (
            <p className="text-sm text-slate-600">
              Próxima abertura:{' '}
              <span className="font-medium text-slate-900">{formatOpening(prefs.next_open_at)}</span>
            </p>
          ) : null}
        </Figure>

        <Figure icon={<Gauge className="size-4" />} label="Limite de gastos">
          {prefs.spend_cap && usage !== null ? (
            <>
              <p className="text-sm text-slate-700 tabular-nums">
                <span className="font-semibold text-slate-900">{formatBRL(prefs.spent_this_period)}</span> de{' '}
                {formatBRL(prefs.spend_cap.amount)} {SPEND_CAP_PERIOD_LABELS[prefs.spend_cap.period]}
              </p>
              <ProgressBar
                className="mt-2"
                value={usage * 100}
                tone={capTone(usage)}
                label={`Limite de gastos usado ${SPEND_CAP_PERIOD_LABELS[prefs.spend_cap.period]}`}
              />
              {capTone(usage) === 'amber' ? (
                <p className="mt-1 text-xs font-medium text-amber-800">Perto do limite deste período</p>
              ) : capTone(usage) === 'red' ? (
                <p className="mt-1 text-xs font-medium text-red-700">Limite atingido</p>
              ) : null}
            </>
          ) : (
            <>
              <p className="text-sm font-semibold text-slate-900">Sem limite</p>
              <p className="text-sm text-slate-600 tabular-nums">
                {formatBRL(prefs.spent_this_period)} em leads neste mês
              </p>
            </>
          )}
        </Figure>

        <Figure
          icon={<Clock className="size-4" />}
          label={`Tempo de resposta (${RESPONSE_WINDOW_DAYS} dias)`}
        >
          {prefs.response.median_seconds === null && prefs.response.answered_in_15_min === null ? (
            <p className="text-sm text-slate-600">Nenhum pedido respondido ainda.</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                Mediana{' '}
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatResponseMedian(prefs.response.median_seconds)}
                </span>
              </p>
              <p className="text-sm text-slate-600 tabular-nums">
                {formatAnsweredShare(prefs.response.answered_in_15_min)} respondidos em até{' '}
                {RESPONSE_FAST_SECONDS / 60} min
              </p>
            </>
          )}
        </Figure>
      </dl>
      {paused && prefs.auto_paused ? <Alert tone="warning">{RECEIVING_SCREEN_MSG.autoPaused}</Alert> : null}
    </div>
  );
}

function Figure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1.5">{children}</dd>
    </div>
  );
}
