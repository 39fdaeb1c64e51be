import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, MessageSquare, SearchX, Users } from 'lucide-react';
import { financialAudience } from '@tenho/domain/reports/financial-wording';
import {
  DEFAULT_REPORT_PERIOD,
  type ReportPeriod,
  type UserActivityFilter,
} from '@tenho/domain/reports/reports.constants';
import { UNMET_DEMAND_MSG } from '@tenho/domain/reports/unmet-demand.constants';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthStore } from '@/lib/auth-store';
import { FinancialTab } from '../components/financial-tab';
import { MessagesTab } from '../components/messages-tab';
import { UnmetDemandTab } from '../components/unmet-demand-tab';
import { UserActivityTab } from '../components/user-activity-tab';
import { parsePeriod, type MessagesFilters } from '../report-filters';

export const REPORT_TABS = ['financeiro', 'atividades', 'mensagens', 'demanda'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Demanda não atendida is the network's and the units' (MASTER, ADMIN), not a company's. */
const NETWORK_ROLES = new Set(['MASTER', 'ADMIN']);

function isReportTab(value: string | null, role: string | undefined): value is ReportTab {
  if (value === 'demanda' && !NETWORK_ROLES.has(role ?? '')) return false;
  return (REPORT_TABS as readonly (string | null)[]).includes(value);
}

/** On a phone the four tabs go without icons, tighter, and wrap to a second row if needed. */
const TRIGGER = 'px-2 sm:px-3';
const ICON = 'hidden size-4 sm:block';

const DESCRIPTIONS: Record<string, string> = {
  MASTER: 'Indicadores financeiros, de uso e de mensagens de toda a rede.',
  ADMIN: 'Indicadores financeiros, de uso e de mensagens da sua unidade.',
  CLIENT: 'Indicadores financeiros, de uso e de mensagens da sua empresa e dos seus usuários.',
};

/**
 * Relatórios (/master, /admin and /client/relatorios): Financeiro, Atividades dos Usuários and
 * Mensagens from the real data of the caller's scope (the server scopes every call). The tab and
 * the period live in the address, so a report can be linked and reloaded.
 */
export function ReportsPage() {
  const role = useAuthStore((state) => state.user?.role);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('aba');
  const tab: ReportTab = isReportTab(tabParam, role) ? tabParam : 'financeiro';
  const network = NETWORK_ROLES.has(role ?? '');
  const period: ReportPeriod = parsePeriod(params.get('periodo')) ?? DEFAULT_REPORT_PERIOD;
  const [activityFilter, setActivityFilter] = useState<UserActivityFilter>('all');
  const [messageFilters, setMessageFilters] = useState<MessagesFilters>({ category: '', status: '' });

  const setParam = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title="Relatórios" description={DESCRIPTIONS[role ?? ''] ?? DESCRIPTIONS.CLIENT} />
      <Tabs value={tab} onValueChange={(value) => setParam('aba', value, 'financeiro')}>
        <TabsList aria-label="Relatórios" className="flex-wrap sm:flex-nowrap">
          <TabsTrigger className={TRIGGER} value="financeiro">
            <BarChart3 className={ICON} aria-hidden="true" />
            Financeiro
          </TabsTrigger>
          <TabsTrigger className={TRIGGER} value="atividades">
            <Users className={ICON} aria-hidden="true" />
            {/* A phone fits the three tabs only with the short name. */}
            <span className="sm:hidden">Atividades</span>
            <span className="hidden sm:inline">Atividades dos Usuários</span>
          </TabsTrigger>
          <TabsTrigger className={TRIGGER} value="mensagens">
            <MessageSquare className={ICON} aria-hidden="true" />
            Mensagens
          </TabsTrigger>
          {network ? (
            <TabsTrigger className={TRIGGER} value="demanda">
              <SearchX className={ICON} aria-hidden="true" />
              <span className="sm:hidden">Demanda</span>
              <span className="hidden sm:inline">{UNMET_DEMAND_MSG.tab}</span>
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="financeiro">
          <FinancialTab
            audience={financialAudience(role)}
            period={period}
            onPeriodChange={(next) => setParam('periodo', String(next), String(DEFAULT_REPORT_PERIOD))}
          />
        </TabsContent>
        <TabsContent value="atividades">
          <UserActivityTab role={role} filter={activityFilter} onFilterChange={setActivityFilter} />
        </TabsContent>
        <TabsContent value="mensagens">
          <MessagesTab filters={messageFilters} onFiltersChange={setMessageFilters} />
        </TabsContent>
        {network ? (
          <TabsContent value="demanda">
            <UnmetDemandTab
              period={period}
              showUnit={role === 'MASTER'}
              onPeriodChange={(next) => setParam('periodo', String(next), String(DEFAULT_REPORT_PERIOD))}
            />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
