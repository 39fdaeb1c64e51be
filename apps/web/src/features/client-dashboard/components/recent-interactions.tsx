import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { interactionStatusLabel, interactionStatusTone } from '@tenho/domain/messages/message-status';
import type { ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { formatDateTime } from '@tenho/domain/shared/format';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';

/** The latest requests offered to the company: category, when, and Pendente/Aprovado/Rejeitado/Expirado. */
export function RecentInteractions({
  interactions,
}: {
  interactions: ClientDashboard['recentInteractions'];
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-6 pb-4">
        <div className="flex flex-col gap-1">
          <CardTitle>Interações recentes</CardTitle>
          <CardDescription>Pedidos de clientes oferecidos à sua empresa.</CardDescription>
        </div>
        <Link to="/client/mensagens" className={buttonClassName('link', 'sm', 'text-sm')}>
          Ver todas
        </Link>
      </div>
      {interactions.length === 0 ? (
        <EmptyState
          className="py-8"
          icon={<Inbox className="size-6" />}
          title="Nenhum pedido recebido ainda"
          description="Escolha as categorias em que atende para receber pedidos dos clientes."
          action={
            <Link to="/client/categorias" className={buttonClassName('secondary')}>
              Ver Minhas Categorias
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Interações recentes">
          {interactions.map((interaction) => (
            <li key={interaction.id} className="flex items-center justify-between gap-3 px-6 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{interaction.category}</p>
                <p className="text-xs text-slate-500 tabular-nums">
                  {formatDateTime(interaction.requestedAt)}
                </p>
              </div>
              <StatusBadge tone={interactionStatusTone(interaction.status)}>
                {interactionStatusLabel(interaction.status)}
              </StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
