import { CheckCheck, Clock, Inbox, MessageSquareReply, Wallet } from 'lucide-react';
import { formatResponseTime } from '@tenho/domain/messages/messages.constants';
import type { MessageStats as Stats } from '@tenho/domain/messages/messages.schemas';
import { formatBRL, formatNumber } from '@tenho/domain/shared/format';
import { StatGrid } from '@/components/ui/stat-card';

export type MessageStatsProps = {
  stats: Stats | undefined;
  loading: boolean;
  /** A company sees what it paid for leads; the network, what the leads earned. */
  audience: 'company' | 'network';
};

/** The five figures of Central de Mensagens (spec §3 Message stats), in the caller's scope. */
export function MessageStats({ stats, loading, audience }: MessageStatsProps) {
  const value = (pick: (s: Stats) => string) => (stats ? pick(stats) : '—');
  return (
    <StatGrid
      as="section"
      label="Resumo das mensagens"
      className="grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5"
      loading={loading}
      items={[
        {
          label: audience === 'company' ? 'Pedidos recebidos' : 'Mensagens recebidas',
          value: value((s) => formatNumber(s.totalMessages)),
          icon: <Inbox className="size-5" />,
          hint: 'Pedidos de clientes pelo WhatsApp',
        },
        {
          label: 'Categorizadas',
          value: value((s) => formatNumber(s.categorizedMessages)),
          icon: <CheckCheck className="size-5" />,
          hint: 'Com categoria definida',
        },
        {
          label: 'Respostas',
          value: value((s) => formatNumber(s.responsesCount)),
          icon: <MessageSquareReply className="size-5" />,
          hint: 'TENHO e NÃO TENHO das empresas',
        },
        {
          label: 'Tempo médio de resposta',
          value: value((s) => formatResponseTime(s.avgResponseTime)),
          icon: <Clock className="size-5" />,
          hint: 'Do alerta à resposta da empresa',
        },
        {
          label: audience === 'company' ? 'Gasto com leads' : 'Receita de leads',
          value: value((s) => formatBRL(s.revenue)),
          icon: <Wallet className="size-5" />,
          hint:
            stats && stats.refunds > 0
              ? `${audience === 'company' ? 'Pago pelos contatos com TENHO' : 'Cobrado por TENHO'}, já descontados ${formatBRL(stats.refunds)} reembolsados`
              : audience === 'company'
                ? 'Contatos recebidos com TENHO'
                : 'Créditos cobrados por TENHO',
          className: 'col-span-2 md:col-span-1',
        },
      ]}
    />
  );
}
