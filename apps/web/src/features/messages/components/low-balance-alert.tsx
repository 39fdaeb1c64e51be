import { Link } from 'react-router';
import { MESSAGES_MSG } from '@tenho/domain/messages/messages.constants';
import { Alert } from '@/components/ui/alert';

/** A TENHO refused for lack of balance: say so and lead to Financeiro. */
export function LowBalanceAlert() {
  return (
    <Alert tone="warning" title="Saldo insuficiente">
      <p>{MESSAGES_MSG.insufficientBalance}</p>
      <Link to="/client/financeiro" className="mt-1 inline-block font-semibold underline underline-offset-2">
        Ir para Financeiro
      </Link>
    </Alert>
  );
}
