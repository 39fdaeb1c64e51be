import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Smartphone } from 'lucide-react';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import { comparePtBR } from '@tenho/domain/shared/format';
import type { InboundMessage } from '@tenho/domain/messages/messages.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useListQueryState } from '@/components/ui/list-state';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCategories } from '@/lib/api/get-categories';
import { useSettings } from '@/lib/api/get-settings';
import { useScopeChoices } from '@/lib/api/use-scope-choices';
import { useAuthStore } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useMessageStats } from '../api/get-message-stats';
import { useMessages } from '../api/get-messages';
import { AcceptOfferDialog } from '../components/accept-offer-dialog';
import { MessageFilterBar } from '../components/message-filter-bar';
import { LowBalanceAlert } from '../components/low-balance-alert';
import { MessagesEmptyState } from '../components/messages-empty-state';
import { MessageStats } from '../components/message-stats';
import { MessagesTable } from '../components/messages-table';
import { OwnOfferAnswer } from '../components/own-offer-answer';
import { useMessageFilters } from '../use-message-filters';
import { useDisputeFlow } from '../use-dispute-flow';
import { useOfferAnswerFlow } from '../use-offer-answer-flow';

// Not in the screen's first load: the details and dispute dialogs come with their first opening,
// the Contestações tab when it is chosen, the dead letters (network only) beside the list.
const MessageDetailsDialog = lazy(() =>
  import('../components/message-details-dialog').then((module) => ({ default: module.MessageDetailsDialog })),
);
const DisputeDialog = lazy(() =>
  import('../components/dispute-dialog').then((module) => ({ default: module.DisputeDialog })),
);
const DisputesPanel = lazy(() =>
  import('../components/disputes-panel').then((module) => ({ default: module.DisputesPanel })),
);
const DeadLettersCard = lazy(() =>
  import('../components/dead-letters-card').then((module) => ({ default: module.DeadLettersCard })),
);

const DESCRIPTIONS = {
  MASTER: 'Os pedidos que chegam pelo WhatsApp em toda a rede, as empresas consultadas e as respostas delas.',
  ADMIN: 'Os pedidos que chegam pelo WhatsApp da sua unidade, as empresas consultadas e as respostas delas.',
  company:
    'Os pedidos de clientes oferecidos à sua empresa. Responda TENHO para receber o contato do cliente.',
} as const;

/**
 * Central de Mensagens (/master, /admin and /client/mensagens): the stats, the filtered and paged
 * requests of the caller's scope (the server scopes every call), their details, re-categorising
 * for ADMIN/MASTER and the company's TENHO / NÃO TENHO. New requests and answers arrive by polling.
 */
export function MessagesPage() {
  const me = useAuthStore((state) => state.user);
  const audience = me?.role === 'MASTER' || me?.role === 'ADMIN' ? 'network' : 'company';
  const isMaster = me?.role === 'MASTER';
  const canEditInbound = useCan('inbound.edit');
  const canViewInbound = useCan('inbound.view');
  const canSimulate = useCan('inbound.create');
  const canAnswer = useCan('message.edit');

  const filters = useMessageFilters();
  const list = useMessages(filters.query);
  const stats = useMessageStats();
  const categories = useCategories();
  const scope = useScopeChoices({
    isMaster,
    unitId: filters.filters.unitId,
    enabled: audience === 'network',
  });
  const settings = useSettings({ enabled: audience === 'company' });
  const flow = useOfferAnswerFlow();
  const [opened, setOpened] = useState<InboundMessage | null>(null);
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'contestacoes' ? 'disputes' : 'requests';
  const disputeFlow = useDisputeFlow({
    enabled: audience === 'company' && canAnswer,
    windowDays: settings.data?.disputeWindowDays,
  });
  const detailsMounted = useOpenedOnce(opened !== null);
  const disputeMounted = useOpenedOnce(disputeFlow.opened !== null);

  // Sorted once per answer, not on every render (the list polls every 5 s).
  const categoryOptions = useMemo(
    () =>
      [...(categories.data ?? [])]
        .sort((a, b) => comparePtBR(a.name, b.name))
        .map(({ id, name }) => ({ id, name })),
    [categories.data],
  );
  const listState = useListQueryState(list, MESSAGES_MSG.loadFailed);
  const simulatorPath = isMaster ? '/master/simulador' : '/admin/simulador';
  const refresh = () => {
    void list.refetch();
    void stats.refetch();
  };

  const ownOffer = (message: InboundMessage) => (
    <OwnOfferAnswer
      offer={message.my_offer}
      canAnswer={canAnswer}
      busy={message.my_offer !== null && flow.busyOfferId === message.my_offer.id}
      onAnswer={flow.answer}
      dispute={disputeFlow.disputeOf(message.my_offer?.id)}
      onDispute={
        disputeFlow.disputable(message.my_offer) ? (offer) => disputeFlow.open(offer, message.content) : null
      }
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Central de Mensagens"
        description={
          audience === 'company' ? DESCRIPTIONS.company : DESCRIPTIONS[isMaster ? 'MASTER' : 'ADMIN']
        }
        actions={
          <>
            <RefreshButton onRefresh={refresh} fetching={list.isFetching} />
            {audience === 'network' && canSimulate ? (
              <Link to={simulatorPath} className={buttonClassName('secondary')}>
                <Smartphone className="size-4" aria-hidden="true" />
                Abrir simulador
              </Link>
            ) : null}
          </>
        }
      />

      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'disputes' ? { aba: 'contestacoes' } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Central de Mensagens">
          <TabsTrigger value="requests">Pedidos</TabsTrigger>
          <TabsTrigger value="disputes">Contestações</TabsTrigger>
        </TabsList>
        <TabsContent value="requests" className="flex flex-col gap-6">
          {flow.lowBalance ? <LowBalanceAlert /> : null}

          {stats.isError && !stats.data ? (
            <Card>
              <QueryError className="py-6" query={stats} message={MESSAGES_MSG.loadFailed} />
            </Card>
          ) : (
            <MessageStats stats={stats.data} loading={stats.isPending} audience={audience} />
          )}

          <Card>
            <MessageFilterBar
              filters={filters.filters}
              onChange={filters.change}
              errors={filters.errors}
              filtering={filters.filtering}
              onClear={filters.clear}
              categories={{ options: categoryOptions, loading: categories.isPending }}
              {...scope}
            />
            <MessagesTable
              messages={list.data?.messages}
              audience={audience}
              {...listState}
              pagination={filters.pagination(
                list.data?.total ?? 0,
                listState.refreshing,
                list.data?.totalCapped ?? false,
              )}
              onDetails={setOpened}
              renderOwnOffer={ownOffer}
              empty={
                <MessagesEmptyState
                  audience={audience}
                  filtering={filters.filtering}
                  onClear={filters.clear}
                  simulatorPath={canSimulate ? simulatorPath : null}
                />
              }
            />
          </Card>

          {audience === 'network' && canViewInbound ? (
            <Suspense fallback={null}>
              <DeadLettersCard canRetry={canEditInbound} />
            </Suspense>
          ) : null}
        </TabsContent>
        <TabsContent value="disputes">
          <Suspense fallback={null}>
            <DisputesPanel audience={audience} />
          </Suspense>
        </TabsContent>
      </Tabs>

      {detailsMounted ? (
        <Suspense fallback={null}>
          <MessageDetailsDialog
            message={opened}
            audience={audience}
            onClose={() => setOpened(null)}
            recategorize={
              audience === 'network' && canEditInbound
                ? { categories: categoryOptions, loading: categories.isPending }
                : null
            }
            ownOffer={ownOffer}
          />
        </Suspense>
      ) : null}

      <AcceptOfferDialog
        open={flow.confirming !== null}
        creditValue={settings.data?.creditValue}
        loading={flow.confirmingBusy}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />

      {disputeMounted ? (
        <Suspense fallback={null}>
          <DisputeDialog
            offer={disputeFlow.opened?.offer ?? null}
            request={disputeFlow.opened?.request}
            onClose={disputeFlow.close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
