import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, MessageSquare, Users } from 'lucide-react';
import { financialAudience } from '@tenho/domain/reports/financial-wording';
import {
  DEFAULT_REPORT_PERIOD,
  type ReportPeriod,
  type UserActivityFilter,
} from '@tenho/domain/reports/reports.schemas';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthStore } from '@/lib/auth-store';
import { FinancialTab } from '../components/financial-tab';
import { MessagesTab } from '../components/messages-tab';
import { UserActivityTab } from '../components/user-activity-tab';
import { parsePeriod, type MessagesFilters } from '../report-filters';

export const REPORT_TABS = ['financeiro', 'atividades', 'mensagens'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

function isReportTab(value: string | null): value is ReportTab {
  return (REPORT_TABS as readonly (string | null)[]).includes(value);
}

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
  const tab: ReportTab = isReportTab(tabParam) ? tabParam : 'financeiro';
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
        <TabsList aria-label="Relatórios">
          <TabsTrigger value="financeiro">
            <BarChart3 className="size-4" aria-hidden="true" />
            Financeiro
          </TabsTrigger>
          <TabsTrigger value="atividades">
            <Users className="size-4" aria-hidden="true" />
            {/* A phone fits the three tabs only with the short name. */}
            <span className="sm:hidden">Atividades</span>
            <span className="hidden sm:inline">Atividades dos Usuários</span>
          </TabsTrigger>
          <TabsTrigger value="mensagens">
            <MessageSquare className="size-4" aria-hidden="true" />
            Mensagens
          </TabsTrigger>
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
      </Tabs>
    </div>
  );
}
