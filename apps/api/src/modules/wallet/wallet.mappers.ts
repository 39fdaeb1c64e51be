import { centsToReais } from '@tenho/domain/shared/format';
import { splitTxidFromDescription, type Transaction } from '@tenho/domain/wallet/wallet.schemas';
import type { LedgerEntry } from './wallet.service.ts';

type MovementLike = Pick<
  LedgerEntry,
  | 'id'
  | 'type'
  | 'amountCents'
  | 'balanceAfterCents'
  | 'description'
  | 'referenceKind'
  | 'referenceId'
  | 'createdAt'
>;

/** A ledger row as the API answers it: reais with 2 decimals, ISO dates. */
export function toTransaction(
  row: MovementLike,
  company?: { clientId: number | null; clientName: string | null },
): Transaction {
  const { text, txid } = splitTxidFromDescription(row.description);
  return {
    id: row.id,
    type: row.type,
    amount: centsToReais(row.amountCents),
    description: text,
    // Only a top-up credit has one: other movements keep their shape.
    ...(txid ? { pix_txid: txid } : {}),
    balance_after: centsToReais(row.balanceAfterCents),
    reference_kind: row.referenceKind,
    reference_id: row.referenceId,
    created_at: row.createdAt.toISOString(),
    ...(company && company.clientId !== null
      ? { client_id: company.clientId, client_name: company.clientName }
      : {}),
  };
}
