import { isIncoming, signedAmountLabel } from '@tenho/domain/wallet/wallet.constants';
import { cn } from '@/lib/cn';

/** Spec §2: a CREDIT (or a REFUND) is shown '+' in green, a DEBIT '-' in red. */
export function SignedAmount({
  type,
  amount,
  className,
}: {
  type: string;
  amount: number;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        isIncoming(type) ? 'text-emerald-700' : 'text-red-700',
        className,
      )}
    >
      {signedAmountLabel(type, amount)}
    </span>
  );
}
