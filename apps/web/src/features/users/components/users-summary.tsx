import { Clock, UserCheck, Users } from 'lucide-react';
import type { UserCounts } from '@tenho/domain/users/users.schemas';
import { StatGrid } from '@/components/ui/stat-card';
import { formatNumber } from '@tenho/domain/shared/format';

export type UsersSummaryProps = {
  /** From the server, for the whole filtered set (not only the page). */
  counts: UserCounts | undefined;
  loading: boolean;
  filtering: boolean;
  /** 'usuários' or 'clientes'. */
  plural: string;
};

/** The three cards of the management table (spec §2): total, Ativos, Aguardando Ativação. */
export function UsersSummary({ counts, loading, filtering, plural }: UsersSummaryProps) {
  const waiting = counts?.pending_activation ?? 0;
  return (
    <StatGrid
      as="ul"
      label="Resumo"
      className="grid-cols-3 gap-2 sm:gap-4"
      loading={!counts && loading}
      items={[
        {
          label: 'Total',
          value: formatNumber(counts?.total ?? 0),
          icon: <Users className="size-5" />,
          hint: filtering ? 'Com os filtros aplicados' : `Todos os ${plural}`,
        },
        {
          label: 'Ativos',
          tone: 'green',
          value: formatNumber(counts?.active ?? 0),
          icon: <UserCheck className="size-5" />,
          hint: 'Podem entrar no painel',
        },
        {
          label: 'Aguardando Ativação',
          tone: waiting > 0 ? 'amber' : 'brand',
          value: formatNumber(waiting),
          icon: <Clock className="size-5" />,
          hint: 'Cadastros que ainda não foram ativados',
        },
      ]}
    />
  );
}
