import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';

export type ReceivingLinkProps = { to: string; name: string };

/** Opens a company's 'Recebimento de pedidos' (pause, spend cap, hours) for its network. */
export function ReceivingLink({ to, name }: ReceivingLinkProps) {
  return (
    <Link
      to={to}
      className={buttonClassName('ghost', 'sm', 'h-8 px-2 text-brand-800')}
      // The visible word starts the accessible name (WCAG 2.5.3, label in name).
      aria-label={`Alterar recebimento de pedidos de ${name}`}
    >
      <CalendarClock className="size-4" aria-hidden="true" />
      Alterar
    </Link>
  );
}
