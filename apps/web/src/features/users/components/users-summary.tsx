import { Clock, UserCheck, Users } from 'lucide-react';
import type { UserCounts } from '@tenho/domain/users/users.schemas';
import { StatCard } from '@/components/ui/stat-card';

const numberFormat = new Intl.NumberFormat('pt-BR');

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
    <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label="Resumo">
      <li>
        <StatCard
          label="Total"
          value={numberFormat.format(counts?.total ?? 0)}
          loading={!counts && loading}
          icon={<Users className="size-5" />}
          hint={filtering ? 'Com os filtros aplicados' : `Todos os ${plural}`}
        />
      </li>
      <li>
        <StatCard
          label="Ativos"
          tone="green"
          value={numberFormat.format(counts?.active ?? 0)}
          loading={!counts && loading}
          icon={<UserCheck className="size-5" />}
          hint="Podem entrar no painel"
        />
      </li>
      <li>
        <StatCard
          label="Aguardando Ativação"
          tone={waiting > 0 ? 'amber' : 'brand'}
          value={numberFormat.format(waiting)}
          loading={!counts && loading}
          icon={<Clock className="size-5" />}
          hint="Cadastros que ainda não foram ativados"
        />
      </li>
    </ul>
  );
}
