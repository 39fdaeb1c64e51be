import { Building2, CircleCheck, CirclePause } from 'lucide-react';
import type { FranchiseCounts } from '@tenho/domain/franchise/franchise.schemas';
import { StatGrid } from '@/components/ui/stat-card';
import { formatNumber } from '@tenho/domain/shared/format';

export type FranchisesSummaryProps = {
  /** Every unit in reach, whatever the filters. */
  counts: FranchiseCounts | undefined;
  loading: boolean;
};

/** The cards above the Franquias table: all units, active and inactive. */
export function FranchisesSummary({ counts, loading }: FranchisesSummaryProps) {
  return (
    <StatGrid
      as="ul"
      label="Resumo das franquias"
      className="grid-cols-3 gap-2 sm:gap-4"
      loading={!counts && loading}
      items={[
        {
          label: 'Franquias',
          value: formatNumber(counts?.total ?? 0),
          icon: <Building2 className="size-5" />,
          hint: 'Todas as unidades da rede',
        },
        {
          label: 'Ativas',
          tone: 'green',
          value: formatNumber(counts?.active ?? 0),
          icon: <CircleCheck className="size-5" />,
          hint: 'Aparecem no cadastro e recebem pedidos',
        },
        {
          label: 'Inativas',
          value: formatNumber(counts?.inactive ?? 0),
          icon: <CirclePause className="size-5" />,
          hint: 'Fora do cadastro e do WhatsApp',
        },
      ]}
    />
  );
}
