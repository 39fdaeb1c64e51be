import { PlusCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CreditTarget } from './insert-credit-dialog';

export type InsertCreditButtonProps = {
  target: CreditTarget;
  onCredit: (target: CreditTarget) => void;
};

/** 'Inserir Crédito' on a company's row; opens the InsertCreditDialog for it. */
export function InsertCreditButton({ target, onCredit }: InsertCreditButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onCredit(target)}
      aria-label={`Inserir Crédito para ${target.name}`}
    >
      <PlusCircle className="size-4" aria-hidden="true" />
      Inserir Crédito
    </Button>
  );
}
