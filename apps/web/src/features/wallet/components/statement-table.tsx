import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { homeForRole } from '@tenho/domain/auth/roles';
import { formatBRL, formatDate, formatDateTime } from '@tenho/domain/shared/format';
import {
  isIncoming,
  signedAmountLabel,
  TRANSACTION_TYPE_LABELS,
} from '@tenho/domain/wallet/wallet.constants';
import type { Transaction } from '@tenho/domain/wallet/wallet.schemas';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { ListState } from '@/components/ui/list-state';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';

/**
 * A refund links to the disputes of Mensagens where it was decided (its description names the
 * dispute and the request). Internal lead ids are shown nowhere: a charge is named by its category.
 */
function LeadReference({ transaction }: { transaction: Transaction }) {
  const role = useAuthStore((state) => state.user?.role);
  if (transaction.reference_kind !== 'OFFER' || transaction.reference_id == null) return null;
  if (transaction.type !== 'REFUND') return null;
  return (
    <Link
      to={`${homeForRole(role)}/mensagens?aba=contestacoes`}
      className="text-xs font-medium text-emerald-700 underline underline-offset-2"
    >
      Ver contestação
    </Link>
  );
}

/** A top-up's Pix txid, for support: behind a disclosure, never in the row's text. */
function PixDetails({ txid }: { txid: string | null | undefined }) {
  if (!txid) return null;
  return (
    <details className="text-xs text-slate-500">
      <summary className="w-fit cursor-pointer rounded font-medium text-slate-600 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none">
        Detalhes
      </summary>
      <span className="mt-1 block">
        Identificador Pix (txid): <span className="font-mono break-all text-slate-700">{txid}</span>
      </span>
    </details>
  );
}

const column = createColumnHelper<Transaction>();

const dateColumn = column.accessor('created_at', {
  header: 'Data',
  cell: (info) => (
    <span className="flex flex-col whitespace-nowrap">
      <span className="text-slate-900 tabular-nums">{formatDate(info.getValue())}</span>
      <span className="text-xs text-slate-500 tabular-nums">{formatDateTime(info.getValue()).slice(11)}</span>
    </span>
  ),
  // On a phone the date goes under the description, so the amount keeps its room.
  meta: { className: 'hidden sm:table-cell' },
});

const companyColumn = column.accessor('client_name', {
  header: 'Empresa',
  cell: (info) => <span className="font-medium text-slate-900">{info.getValue() ?? '-'}</span>,
  meta: { className: 'hidden md:table-cell' },
});

const descriptionColumn = (withCompany: boolean) =>
  column.accessor('description', {
    header: 'Descrição',
    cell: (info) => {
      const { type, created_at: createdAt, client_name: clientName } = info.row.original;
      return (
        <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
          <span className="text-slate-800">{info.getValue() || TRANSACTION_TYPE_LABELS[type]}</span>
          <LeadReference transaction={info.row.original} />
          <PixDetails txid={info.row.original.pix_txid} />
          {withCompany ? <span className="text-xs text-slate-500 md:hidden">{clientName ?? '-'}</span> : null}
          <span className="text-xs text-slate-500 tabular-nums sm:hidden">{formatDateTime(createdAt)}</span>
        </span>
      );
    },
  });

const typeColumn = column.accessor('type', {
  header: 'Tipo',
  cell: (info) => (
    <Badge tone={isIncoming(info.getValue()) ? 'green' : 'red'}>
      {TRANSACTION_TYPE_LABELS[info.getValue()]}
    </Badge>
  ),
  meta: { className: 'hidden sm:table-cell' },
});

const amountColumn = column.accessor('amount', {
  header: 'Valor',
  cell: (info) => {
    const credit = isIncoming(info.row.original.type);
    return (
      <span className={cn('font-semibold whitespace-nowrap', credit ? 'text-emerald-700' : 'text-red-700')}>
        {signedAmountLabel(info.row.original.type, info.getValue())}
      </span>
    );
  },
  meta: { align: 'right' },
});

const balanceColumn = column.accessor('balance_after', {
  header: 'Saldo após',
  cell: (info) => <span className="whitespace-nowrap text-slate-600">{formatBRL(info.getValue())}</span>,
  meta: { align: 'right', className: 'hidden lg:table-cell' },
});

const CLIENT_COLUMNS = [dateColumn, descriptionColumn(false), typeColumn, amountColumn, balanceColumn];
const NETWORK_COLUMNS = [
  dateColumn,
  companyColumn,
  descriptionColumn(true),
  typeColumn,
  amountColumn,
  balanceColumn,
];

export type StatementTableProps = ListState & {
  transactions: readonly Transaction[] | undefined;
  /** The statement across companies: a company column. */
  withCompany?: boolean;
};

/**
 * The movements of a statement, newest first: + green for credits and refunds ('Reembolso'), - red
 * for debits (spec §2).
 */
export function StatementTable({ transactions, withCompany = false, ...props }: StatementTableProps) {
  return (
    <DataTable
      columns={withCompany ? NETWORK_COLUMNS : CLIENT_COLUMNS}
      data={transactions}
      getRowId={(row) => String(row.id)}
      caption="Extrato de movimentações"
      {...props}
    />
  );
}
