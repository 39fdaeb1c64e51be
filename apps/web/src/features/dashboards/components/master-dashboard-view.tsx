import { Building2, ShieldCheck, Store, Users } from 'lucide-react';
import { formatBRL, formatDate, formatNumber } from '@tenho/domain/shared/format';
import { DASHBOARD_MSG, DASHBOARD_RECENT_DAYS } from '@tenho/domain/dashboards/dashboards.constants';
import type { MasterStats } from '@tenho/domain/dashboards/dashboards.schemas';
import { NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Card } from '@/components/ui/card';
import { FitText } from '@/components/ui/fit-text';
import { StatGrid } from '@/components/ui/stat-card';
import { DashboardPanel, PanelRowText } from './dashboard-panel';
import { LeadStatusBadge } from './lead-status-badge';
import { MasterActions } from './master-actions';
import { RecentTransactions } from './recent-transactions';

/** The figures of 'Dashboard Master' (spec §2), below the page title. */
export function MasterDashboardView({ data }: { data: MasterStats }) {
  const { stats } = data;
  return (
    <>
      <StatGrid
        as="ul"
        label="Indicadores da rede"
        className="grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4"
        items={[
          {
            label: 'Usuários',
            value: formatNumber(stats.totalUsers),
            icon: <Users className="size-5" />,
            hint: 'Todas as contas do sistema',
          },
          {
            label: 'Administradores',
            value: formatNumber(stats.admins),
            icon: <ShieldCheck className="size-5" />,
            hint: 'Quem administra as franquias',
          },
          {
            label: 'Clientes',
            value: formatNumber(stats.clients),
            icon: <Store className="size-5" />,
            hint: 'Empresas cadastradas',
          },
          {
            label: 'Franquias',
            value: formatNumber(stats.totalFranchises),
            icon: <Building2 className="size-5" />,
            hint: `${formatNumber(stats.activeFranchises)} ativas`,
          },
        ]}
      />

      <Card className="p-5 sm:p-6" role="region" aria-labelledby="system-status-title">
        <h2 id="system-status-title" className="text-base font-semibold text-slate-900">
          Status do Sistema
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-4">
          {systemStatus(stats).map((item) => (
            <div key={item.label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-500 sm:text-sm">{item.label}</dt>
              <dd className="mt-1 truncate text-lg font-semibold text-slate-900 tabular-nums sm:text-xl">
                {item.value}
              </dd>
              <dd className="mt-0.5 text-xs text-slate-500">{item.hint}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <MasterActions />

      <div className="grid gap-6 xl:grid-cols-3">
        <RecentTransactions
          transactions={data.recentTransactions}
          emptyHint="Cargas de crédito e leads cobrados aparecem aqui assim que acontecerem."
        />
        <DashboardPanel
          title={DASHBOARD_MSG.topFranchisesTitle}
          description="As franquias com mais empresas."
          emptyHint="Cadastre franquias em Franquias para acompanhar a rede."
          items={data.topFranchises}
          getKey={(unit) => unit.id}
          ordered
          align="center"
        >
          {(unit) => (
            <>
              <div className="min-w-0">
                <FitText as="p" className="font-medium text-slate-900">
                  {unit.name}
                </FitText>
                <p className="truncate text-sm text-slate-600">
                  {unit.city} · {unit.state}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm text-slate-600">
                <span className="block font-semibold text-slate-900 tabular-nums">
                  {formatNumber(unit.clientCount)}
                </span>
                {pluralWord(unit.clientCount, NOUNS.company)}
              </p>
            </>
          )}
        </DashboardPanel>
        <DashboardPanel
          title={DASHBOARD_MSG.recentLeadsTitle}
          description="Empresas que se cadastraram sozinhas."
          emptyHint="Os cadastros feitos pela página inicial aparecem aqui para serem ativados em Usuários."
          items={data.recentLeads}
          getKey={(lead) => lead.id}
        >
          {(lead) => (
            <>
              <PanelRowText title={lead.companyName} detail={lead.email}>
                {lead.unitName ? <p className="truncate text-xs text-slate-500">{lead.unitName}</p> : null}
              </PanelRowText>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <LeadStatusBadge status={lead.status} />
                <span className="text-xs text-slate-500 tabular-nums">{formatDate(lead.createdAt)}</span>
              </div>
            </>
          )}
        </DashboardPanel>
      </div>
    </>
  );
}

/** 'Status do Sistema': money, leads, the companies' users and recent movements. */
function systemStatus(stats: MasterStats['stats']) {
  return [
    { label: 'Saldo total', value: formatBRL(stats.totalBalance), hint: 'Créditos das empresas' },
    {
      label: 'Leads',
      value: formatNumber(stats.totalLeads),
      hint:
        stats.pendingLeads > 0
          ? `${formatNumber(stats.pendingLeads)} aguardando confirmação`
          : 'Nenhum aguardando confirmação',
    },
    {
      label: 'Usuários comuns',
      value: formatNumber(stats.regularUsers),
      hint: 'Usuários das empresas',
    },
    {
      label: 'Transações recentes',
      value: formatNumber(stats.recentTransactions),
      hint: `Últimos ${DASHBOARD_RECENT_DAYS} dias`,
    },
  ];
}
