import { PlusCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CreditTarget } from './insert-credit-dialog';

export type InsertCreditButtonProps = {
  client: CreditTarget;
  onCredit: (client: CreditTarget) => void;
};

/** A company row's 'Inserir Crédito', named after the company for screen readers. */
export function InsertCreditButton({ client, onCredit }: InsertCreditButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onCredit(client)}
      aria-label={`Inserir Crédito para ${client.name}`}
    >
      <PlusCircle className="size-4" aria-hidden="true" />
      Inserir Crédito
    </Button>
  );
}
