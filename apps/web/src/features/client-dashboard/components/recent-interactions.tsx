import { Inbox } from 'lucide-react';
import { interactionStatusLabel, interactionStatusTone } from '@tenho/domain/messages/message-status';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { StatusBadge } from '@/components/ui/status-badge';
import { RecentListCard } from './recent-list-card';

/** The latest requests offered to the company: category, when, and Pendente/Aprovado/Rejeitado/Expirado. */
export function RecentInteractions({
  interactions,
}: {
  interactions: ClientDashboard['recentInteractions'];
}) {
  return (
    <RecentListCard
      title="Interações recentes"
      description="Pedidos de clientes oferecidos à sua empresa."
      more={{ to: '/client/mensagens', label: 'Ver todas' }}
      items={interactions}
      getKey={(interaction) => interaction.id}
      empty={{
        icon: <Inbox className="size-6" />,
        title: 'Nenhum pedido recebido ainda',
        description: 'Escolha as categorias em que atende para receber pedidos dos clientes.',
        action: { to: '/client/categorias', label: 'Ver Minhas Categorias' },
      }}
    >
      {(interaction) => (
        <>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{interaction.category}</p>
            <p className="text-xs text-slate-500 tabular-nums">{formatDateTime(interaction.requestedAt)}</p>
          </div>
          <StatusBadge tone={interactionStatusTone(interaction.status)}>
            {interactionStatusLabel(interaction.status)}
          </StatusBadge>
        </>
      )}
    </RecentListCard>
  );
}
