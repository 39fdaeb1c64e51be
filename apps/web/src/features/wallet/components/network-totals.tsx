import { ArrowDownToLine, HandCoins, Landmark } from 'lucide-react';
import { formatBRL } from '@tenho/domain/shared/format';
import type { StatementTotals } from '@tenho/domain/wallet/wallet.schemas';
import { StatCard } from '@/components/ui/stat-card';

export type NetworkTotalsProps = {
  totals: StatementTotals | undefined;
  /** 'da unidade' or 'da rede'. */
  scope: string;
  /** The period as a phrase for the hints ('nos últimos 30 dias'). */
  period: string;
};

/** Credits loaded and lead revenue in the period, and what the companies hold now. */
export function NetworkTotals({ totals, scope, period }: NetworkTotalsProps) {
  return (
    <section aria-label="Totais" className="grid gap-4 sm:grid-cols-3" aria-busy={!totals || undefined}>
      <StatCard
        label="Créditos carregados"
        value={formatBRL(totals?.creditsLoaded)}
        loading={!totals}
        icon={<ArrowDownToLine className="size-5" />}
        hint={`Cargas via Pix e créditos inseridos${period}.`}
      />
      <StatCard
        label="Receita de leads"
        value={formatBRL(totals?.leadRevenue)}
        loading={!totals}
        icon={<HandCoins className="size-5" />}
        hint={
          totals && totals.refunds > 0
            ? `Cobrado pelos leads aceitos${period}; ${formatBRL(totals.refunds)} reembolsados à parte.`
            : `Cobrado das empresas pelos leads aceitos${period}.`
        }
      />
      <StatCard
        label="Saldos em carteira"
        value={formatBRL(totals?.balancesHeld)}
        loading={!totals}
        icon={<Landmark className="size-5" />}
        hint={`O que as empresas ${scope} têm hoje para novos leads.`}
      />
    </section>
  );
}
