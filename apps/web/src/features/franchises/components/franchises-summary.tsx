import { Building2, CircleCheck, CirclePause } from 'lucide-react';
import type { FranchiseCounts } from '@tenho/domain/franchise/franchise.schemas';
import { StatCard } from '@/components/ui/stat-card';

const numberFormat = new Intl.NumberFormat('pt-BR');

export type FranchisesSummaryProps = {
  /** Every unit in reach, whatever the filters. */
  counts: FranchiseCounts | undefined;
  loading: boolean;
};

/** The cards above the Franquias table: all units, active and inactive. */
export function FranchisesSummary({ counts, loading }: FranchisesSummaryProps) {
  const pending = !counts && loading;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Resumo das franquias">
      <li>
        <StatCard
          label="Franquias"
          value={numberFormat.format(counts?.total ?? 0)}
          loading={pending}
          icon={<Building2 className="size-5" />}
          hint="Todas as unidades da rede"
        />
      </li>
      <li>
        <StatCard
          label="Ativas"
          tone="green"
          value={numberFormat.format(counts?.active ?? 0)}
          loading={pending}
          icon={<CircleCheck className="size-5" />}
          hint="Aparecem no cadastro e recebem pedidos"
        />
      </li>
      <li>
        <StatCard
          label="Inativas"
          value={numberFormat.format(counts?.inactive ?? 0)}
          loading={pending}
          icon={<CirclePause className="size-5" />}
          hint="Fora do cadastro e do WhatsApp"
        />
      </li>
    </ul>
  );
}
