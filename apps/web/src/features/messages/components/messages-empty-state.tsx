import { Link } from 'react-router';
import { Inbox, Smartphone } from 'lucide-react';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';

/** Nothing arrived yet: where requests come from, for a company and for the network. */
const NONE_YET = {
  company: {
    title: 'Nenhum pedido ainda',
    description:
      'Os pedidos de clientes das suas categorias aparecem aqui e no seu WhatsApp. Confira suas categorias e seu saldo.',
  },
  network: {
    title: 'Nenhuma mensagem recebida ainda',
    description:
      'Os pedidos que os clientes enviam ao WhatsApp da franquia aparecem aqui em poucos segundos.',
  },
} as const;

export type MessagesEmptyStateProps = {
  audience: 'company' | 'network';
  filtering: boolean;
  onClear: () => void;
  /** The network's simulator, when the user may simulate a request. */
  simulatorPath: string | null;
};

/** An empty Central de Mensagens: clear the filters, or where requests come from and what to do. */
export function MessagesEmptyState({ audience, filtering, onClear, simulatorPath }: MessagesEmptyStateProps) {
  if (filtering) {
    return (
      <FilteredEmptyState
        title={MESSAGES_MSG.empty}
        description="Nenhum pedido atende a estes filtros. Amplie o período ou limpe os filtros."
        onClear={onClear}
        titleAs="h2"
      />
    );
  }
  const action =
    audience === 'company' ? (
      <Link to="/client/categorias" className={buttonClassName('secondary')}>
        Ver Minhas Categorias
      </Link>
    ) : simulatorPath ? (
      <Link to={simulatorPath} className={buttonClassName('secondary')}>
        <Smartphone className="size-4" aria-hidden="true" />
        Simular um pedido
      </Link>
    ) : undefined;
  // The table has no heading of its own: the state's title comes right under the page's h1.
  return (
    <EmptyState titleAs="h2" icon={<Inbox className="size-6" />} {...NONE_YET[audience]} action={action} />
  );
}
