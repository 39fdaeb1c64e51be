import { Ban, ShieldAlert, ShieldCheck } from 'lucide-react';
import { formatDateTime, formatNumber } from '@tenho/domain/shared/format';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useLoginThrottle, type LoginThrottleFigures } from '../api/get-login-throttle';
import { SECURITY_MSG } from '../security-copy';

function Limits({ figures }: { figures: LoginThrottleFigures }) {
  const window = `${figures.window_minutes} minutos`;
  const perEmail = figures.max_failures_per_email;
  const perIp = figures.max_failures_per_ip;
  const delay = figures.delay_after_failures;
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-slate-700" aria-label="Limites em vigor">
      <li>
        <span className="font-medium text-slate-900">Por e-mail e endereço:</span>{' '}
        {perEmail > 0
          ? `depois de ${formatNumber(perEmail)} tentativas erradas em ${window}, aquele endereço recebe ‘muitas tentativas’ para aquele e-mail até a janela terminar.`
          : 'sem limite.'}
      </li>
      <li>
        <span className="font-medium text-slate-900">Por endereço (qualquer e-mail):</span>{' '}
        {perIp > 0 ? `até ${formatNumber(perIp)} tentativas erradas em ${window}.` : 'sem limite.'}
      </li>
      <li>
        <span className="font-medium text-slate-900">Por e-mail, de qualquer lugar:</span>{' '}
        {delay > 0
          ? `depois de ${formatNumber(delay)} falhas, cada nova tentativa espera um tempo crescente.`
          : 'sem espera crescente.'}
      </li>
    </ul>
  );
}

/**
 * The login throttle figures (GET /auth/login-throttle, permission system.view): the limits in
 * force, the failures and refusals in the current window and the addresses with most failures.
 */
export function LoginThrottleCard() {
  const throttle = useLoginThrottle();
  const figures = throttle.data;

  return (
    <section aria-labelledby="protecao-login-titulo">
      <Card>
        <div className="flex items-start gap-3 p-5 sm:p-6">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            <ShieldCheck className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="protecao-login-titulo" className="text-base font-semibold text-slate-900">
              {SECURITY_MSG.throttleTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Tentativas de login com senha errada, contadas em toda a rede
              {figures ? ` nos últimos ${figures.window_minutes} minutos` : ''}.
            </p>
          </div>
        </div>

        <div className="flex flex-col gap-5 px-5 pb-5 sm:px-6 sm:pb-6" aria-busy={throttle.isFetching}>
          {throttle.isError ? (
            <QueryError query={throttle} message={SECURITY_MSG.throttleLoadFailed} />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3">
                <StatCard
                  label="Falhas de login"
                  value={figures ? formatNumber(figures.failures_in_window) : ''}
                  icon={<ShieldAlert className="size-5" />}
                  hint={figures ? `Nos últimos ${figures.window_minutes} min` : undefined}
                  tone={figures && figures.failures_in_window > 0 ? 'amber' : 'brand'}
                  loading={throttle.isPending}
                />
                <StatCard
                  label="Tentativas barradas"
                  value={figures ? formatNumber(figures.throttled_in_window) : ''}
                  icon={<Ban className="size-5" />}
                  hint={figures ? 'Respondidas com “muitas tentativas”' : undefined}
                  tone={figures && figures.throttled_in_window > 0 ? 'amber' : 'brand'}
                  loading={throttle.isPending}
                />
              </div>

              {figures ? (
                <>
                  <Limits figures={figures} />
                  {figures.top_addresses.length === 0 ? (
                    <EmptyState
                      className="rounded-xl border border-dashed border-slate-200 py-6"
                      icon={<ShieldCheck className="size-6" />}
                      title={SECURITY_MSG.throttleNoFailures(figures.window_minutes)}
                    />
                  ) : (
                    <div className="overflow-x-auto rounded-xl border border-slate-200">
                      <table className="w-full min-w-[20rem] text-left text-sm">
                        <caption className="sr-only">Endereços com mais falhas de login</caption>
                        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
                          <tr>
                            <th scope="col" className="px-4 py-2">
                              Endereço (IP)
                            </th>
                            <th scope="col" className="px-4 py-2 text-right">
                              Falhas
                            </th>
                            <th scope="col" className="px-4 py-2">
                              Última
                            </th>
                          </tr>
                        </thead>
                        <tbody className="divide-y divide-slate-100">
                          {figures.top_addresses.map((row) => (
                            <tr key={row.ip}>
                              <td className="px-4 py-2 font-mono text-xs break-all text-slate-800">
                                {row.ip}
                              </td>
                              <td className="px-4 py-2 text-right tabular-nums">
                                {formatNumber(row.failures)}
                              </td>
                              <td className="px-4 py-2 tabular-nums text-slate-600">
                                {formatDateTime(row.last_at)}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </>
              ) : throttle.isPending ? (
                <div className="flex flex-col gap-2" aria-hidden="true">
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                </div>
              ) : null}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}
