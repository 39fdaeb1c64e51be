import type { FranchiseUnitDetail } from '@tenho/domain/franchise/franchise.schemas';
import { formatBRL } from '@tenho/domain/shared/format';
import { countLabel, NOUNS } from '@tenho/domain/shared/plural';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReceivingSummaryView } from '@/components/ui/receiving-badge';
import { CompanyRating } from './company-rating';
import { DisputeRate } from './dispute-rate';
import { InsertCreditButton } from './insert-credit-button';
import { clientName } from './franchise-clients-dialog';
import type { CreditTarget } from './insert-credit-dialog';
import { ReceivingLink } from './receiving-link';

export type UnitCompaniesCardProps = {
  unit: FranchiseUnitDetail;
  /** Spec §6: ADMIN and MASTER insert credit; the server keeps the ADMIN to its own unit. */
  canCredit: boolean;
  onCredit: (client: CreditTarget) => void;
  /** A company's 'Recebimento de pedidos' route (composed in by the app). */
  receivingPath?: (companyId: number) => string;
};

/** 'Empresas' of the ADMIN's unit: each company's rating, dispute rate and balance, and 'Inserir Crédito'. */
export function UnitCompaniesCard({ unit, canCredit, onCredit, receivingPath }: UnitCompaniesCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Empresas</CardTitle>
        <CardDescription>
          {countLabel(unit.clients_count, NOUNS.company)} e o saldo de cada uma.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {unit.client_units.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nenhuma empresa ainda. Elas aparecem aqui ao se cadastrarem escolhendo esta franquia.
          </p>
        ) : (
          <ul aria-label="Empresas" className="divide-y divide-slate-100">
            {unit.client_units.map((client) => {
              const name = clientName(client);
              const receiving = client.receiving;
              return (
                <li
                  key={client.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
                >
                  <span className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5">
                    <span className="font-medium break-words text-slate-900">
                      {name}
                      {client.is_active ? null : (
                        <Badge tone="grey" className="ml-2 align-middle">
                          Inativa
                        </Badge>
                      )}
                    </span>
                    <CompanyRating client={client} />
                    {receiving ? (
                      <span className="mt-1 flex flex-wrap items-end gap-x-2 gap-y-1">
                        <ReceivingSummaryView summary={receiving} />
                        {receivingPath ? <ReceivingLink to={receivingPath(client.id)} name={name} /> : null}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 sm:gap-3">
                    <DisputeRate client={client} className="text-right" />
                    <span
                      className="font-semibold whitespace-nowrap text-slate-900 tabular-nums"
                      data-testid={`balance-${client.id}`}
                    >
                      {formatBRL(client.balance)}
                    </span>
                    {canCredit ? (
                      <InsertCreditButton
                        target={{ id: client.id, name, balance: client.balance }}
                        onCredit={onCredit}
                      />
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
