import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import {
  FRANCHISE_MSG,
  type FranchiseUnit,
  type UnitClient,
} from '@tenho/domain/franchise/franchise.schemas';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { FitText } from '@/components/ui/fit-text';
import { ReceivingSummaryView } from '@/components/ui/receiving-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useFranchise } from '../api/get-franchise';
import { CompanyRating } from './company-rating';
import { DisputeRate } from './dispute-rate';
import { InsertCreditButton } from './insert-credit-button';
import { InsertCreditDialog, type CreditTarget } from './insert-credit-dialog';
import { ReceivingLink } from './receiving-link';

export type FranchiseClientsDialogProps = {
  /** The unit whose companies are listed; null keeps the dialog closed. */
  unit: FranchiseUnit | null;
  onClose: () => void;
  /** A company's 'Recebimento de pedidos' route (composed in by the app). */
  receivingPath?: (companyId: number) => string;
};

/** The unit's companies with their balances and 'Inserir Crédito' (spec §2). */
export function FranchiseClientsDialog({ unit, onClose, receivingPath }: FranchiseClientsDialogProps) {
  const [crediting, setCrediting] = useState<CreditTarget | null>(null);
  return (
    <>
      <DialogFrame open={unit !== null} onClose={onClose} className="max-w-2xl">
        {unit ? (
          <DialogLayout
            title="Empresas"
            description={
              <>
                As empresas da franquia <strong className="font-semibold text-slate-900">{unit.name}</strong>{' '}
                e o saldo de cada uma.
              </>
            }
            footer={
              <Button variant="secondary" onClick={onClose}>
                Fechar
              </Button>
            }
          >
            <ClientsList unitId={unit.id} onCredit={setCrediting} receivingPath={receivingPath} />
          </DialogLayout>
        ) : null}
      </DialogFrame>
      <InsertCreditDialog client={crediting} onClose={() => setCrediting(null)} />
    </>
  );
}

export function clientName(client: Pick<UnitClient, 'name' | 'email'>): string {
  return client.name?.trim() || client.email;
}

type ClientsListProps = {
  unitId: number;
  onCredit: (client: CreditTarget) => void;
  receivingPath?: (companyId: number) => string;
};

function ClientsList({ unitId, onCredit, receivingPath }: ClientsListProps) {
  const detail = useFranchise(unitId, { fresh: true });
  const canCredit = useCan('transaction.create');

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <QueryError
        query={detail}
        message={FRANCHISE_MSG.clientsLoadFailed}
        ignoreServerMessage
        className="py-6"
      />
    );
  }
  const clients = detail.data.client_units;
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={<Building2 className="size-6" />}
        title="Nenhuma empresa nesta franquia ainda"
        description="As empresas aparecem aqui quando se cadastram escolhendo esta franquia ou quando um administrador as cria em Usuários."
        className="py-6"
      />
    );
  }

  return (
    <>
      <ul
        aria-label="Empresas da franquia"
        aria-busy={detail.isFetching || undefined}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      >
        {clients.map((client) => {
          const name = clientName(client);
          const receiving = client.receiving;
          return (
            <li
              key={client.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 sm:flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <FitText className="font-medium text-slate-900">{name}</FitText>
                  {client.is_active ? null : <Badge tone="grey">Inativa</Badge>}
                </p>
                <FitText as="p" className="text-sm text-slate-600">
                  {client.email}
                </FitText>
                <CompanyRating client={client} />
                {receiving ? (
                  <div className="mt-1.5 flex flex-wrap items-end gap-x-2 gap-y-1">
                    <ReceivingSummaryView summary={receiving} />
                    {receivingPath ? <ReceivingLink to={receivingPath(client.id)} name={name} /> : null}
                  </div>
                ) : null}
              </div>
              {/* On a phone 'Inserir Crédito' moves under the figures rather than past the row. */}
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-nowrap sm:justify-end">
                <DisputeRate client={client} className="sm:text-right" />
                <p className="sm:text-right">
                  <span className="block text-xs text-slate-500">Saldo</span>
                  <span
                    className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"
                    data-testid={`balance-${client.id}`}
                  >
                    {formatBRL(client.balance)}
                  </span>
                </p>
                {canCredit ? (
                  <InsertCreditButton
                    target={{ id: client.id, name, balance: client.balance }}
                    onCredit={onCredit}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {detail.data.clients_count > clients.length ? (
        <p className="mt-2 text-xs text-slate-500">
          Mostrando {clients.length} de {countLabel(detail.data.clients_count, NOUNS.company)}. Veja todas em
          Usuários.
        </p>
      ) : null}
    </>
  );
}
