import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Inbox, ListX, RotateCw, Smartphone } from 'lucide-react';
import { MESSAGES_MSG, type InboundMessage } from '@tenho/domain/messages/messages.schemas';
import { formatBRL } from '@tenho/domain/shared/format';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '@/lib/api/get-categories';
import { useCompanies } from '@/lib/api/get-companies';
import { useUnitOptions } from '@/lib/api/get-units';
import { useSettings } from '@/lib/api/get-settings';
import { useAuthStore } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { useMessageStats } from '../api/get-message-stats';
import { useMessages } from '../api/get-messages';
import { DeadLettersCard } from '../components/dead-letters-card';
import { DisputeDialog } from '../components/dispute-dialog';
import { DisputesPanel } from '../components/disputes-panel';
import { MessageDetailsDialog } from '../components/message-details-dialog';
import { MessageFilterBar } from '../components/message-filter-bar';
import { MessageStats } from '../components/message-stats';
import { MessagesTable } from '../components/messages-table';
import { OwnOfferAnswer } from '../components/own-offer-answer';
import { useMessageFilters } from '../use-message-filters';
import { useDisputeFlow } from '../use-dispute-flow';
import { useOfferAnswerFlow } from '../use-offer-answer-flow';

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
  const units = useUnitOptions({ enabled: isMaster });
  const companies = useCompanies(isMaster ? filters.filters.unitId : null, {
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

  const categoryOptions = [...(categories.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map(({ id, name }) => ({ id, name }));
  const loadError = list.isError && !list.data ? errorMessage(list.error, MESSAGES_MSG.loadFailed) : null;
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
            <Button variant="secondary" onClick={refresh} disabled={list.isFetching}>
              <RotateCw className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
              Atualizar
            </Button>
            {audience === 'network' && canSimulate ? (
              <Link
                to={isMaster ? '/master/simulador' : '/admin/simulador'}
                className={buttonClassName('secondary')}
              >
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
          {flow.lowBalance ? (
            <Alert tone="warning" title="Saldo insuficiente">
              <p>{MESSAGES_MSG.insufficientBalance}</p>
              <Link
                to="/client/financeiro"
                className="mt-1 inline-block font-semibold underline underline-offset-2"
              >
                Ir para Financeiro
              </Link>
            </Alert>
          ) : null}

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
              units={isMaster ? { options: units.data ?? [], loading: units.isPending } : undefined}
              companies={
                audience === 'network'
                  ? {
                      options: companies.data?.companies ?? [],
                      loading: companies.isPending,
                      truncated: (companies.data?.total ?? 0) > (companies.data?.companies.length ?? 0),
                    }
                  : undefined
              }
            />
            <MessagesTable
              messages={list.data?.messages}
              audience={audience}
              loading={list.isPending}
              refreshing={list.isPlaceholderData && list.isFetching}
              error={loadError}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
              pagination={filters.pagination(
                list.data?.total ?? 0,
                list.isPlaceholderData && list.isFetching,
              )}
              onDetails={setOpened}
              renderOwnOffer={ownOffer}
              empty={
                filters.filtering ? (
                  <EmptyState
                    icon={<ListX className="size-6" />}
                    title={MESSAGES_MSG.empty}
                    description="Nenhum pedido atende a estes filtros. Amplie o período ou limpe os filtros."
                    action={
                      <Button variant="secondary" onClick={filters.clear}>
                        Limpar filtros
                      </Button>
                    }
                  />
                ) : audience === 'company' ? (
                  <EmptyState
                    icon={<Inbox className="size-6" />}
                    title="Nenhum pedido ainda"
                    description="Os pedidos de clientes das suas categorias aparecem aqui e no seu WhatsApp. Confira suas categorias e seu saldo."
                    action={
                      <Link to="/client/categorias" className={buttonClassName('secondary')}>
                        Ver Minhas Categorias
                      </Link>
                    }
                  />
                ) : (
                  <EmptyState
                    icon={<Inbox className="size-6" />}
                    title="Nenhuma mensagem recebida ainda"
                    description="Os pedidos que os clientes enviam ao WhatsApp da franquia aparecem aqui em poucos segundos."
                    action={
                      canSimulate ? (
                        <Link
                          to={isMaster ? '/master/simulador' : '/admin/simulador'}
                          className={buttonClassName('secondary')}
                        >
                          <Smartphone className="size-4" aria-hidden="true" />
                          Simular um pedido
                        </Link>
                      ) : undefined
                    }
                  />
                )
              }
            />
          </Card>

          {audience === 'network' && canViewInbound ? <DeadLettersCard canRetry={canEditInbound} /> : null}
        </TabsContent>
        <TabsContent value="disputes">
          <DisputesPanel audience={audience} />
        </TabsContent>
      </Tabs>

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

      <ConfirmDialog
        open={flow.confirming !== null}
        title="Responder TENHO?"
        description={
          <>
            Você recebe o nome e o WhatsApp do cliente
            {settings.data
              ? ` e ${formatBRL(settings.data.creditValue)} saem do seu saldo`
              : ' e o valor do crédito sai do seu saldo'}
            . O cliente também recebe o contato da sua empresa.
          </>
        }
        confirmLabel="Confirmar TENHO"
        loading={flow.confirmingBusy}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />

      <DisputeDialog
        offer={disputeFlow.opened?.offer ?? null}
        request={disputeFlow.opened?.request}
        onClose={disputeFlow.close}
      />
    </div>
  );
}
