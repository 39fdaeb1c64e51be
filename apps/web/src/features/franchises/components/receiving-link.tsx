import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';

export type ReceivingLinkProps = { to: string; name: string };

/** Opens a company's 'Recebimento de pedidos' (pause, spend cap, hours) for its network. */
export function ReceivingLink({ to, name }: ReceivingLinkProps) {
  return (
    <Link
      to={to}
      className={buttonClassName('ghost', 'icon')}
      aria-label={`Recebimento de pedidos de ${name}`}
      title="Recebimento de pedidos"
    >
      <CalendarClock className="size-4" aria-hidden="true" />
    </Link>
  );
}
