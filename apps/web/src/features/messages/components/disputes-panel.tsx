import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { DISPUTES_MSG, type DisputeStatus } from '@tenho/domain/disputes/disputes.constants';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { useDisputes } from '../api/get-disputes';
import { DisputeCard } from './dispute-card';
import { ResolveDisputeDialog, type ResolveTarget } from './resolve-dispute-dialog';

type Filter = DisputeStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'OPEN', label: 'Em análise' },
  { value: 'REFUNDED', label: 'Reembolsadas' },
  { value: 'REJECTED', label: 'Recusadas' },
  { value: 'ALL', label: 'Todas' },
];

export type DisputesPanelProps = { audience: 'network' | 'company' };

/**
 * Contestações (Mensagens): the ADMIN's / MASTER's queue to decide, or the company's own disputes
 * with their status. Decisions and new disputes arrive live (the `dispute` event).
 */
export function DisputesPanel({ audience }: DisputesPanelProps) {
  const [filter, setFilter] = useState<Filter>(audience === 'network' ? 'OPEN' : 'ALL');
  const list = useDisputes(filter === 'ALL' ? {} : { status: filter });
  const canDecide = useCan('lead.edit') && audience === 'network';
  const [target, setTarget] = useState<ResolveTarget | null>(null);

  return (
    <div className="flex flex-col gap-4">
      {/* Four options do not fit a phone's width: the platform's picker there, the segments above it. */}
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:hidden">
        Situação das contestações
        <Select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          {FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </label>
      <SegmentedFilter
        legend="Situação das contestações"
        value={filter}
        options={FILTERS}
        onChange={setFilter}
        className="hidden sm:block"
      />
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : list.isError && !list.data ? (
        <Card>
          <ErrorState
            message={errorMessage(list.error, DISPUTES_MSG.loadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </Card>
      ) : list.data.disputes.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ShieldCheck className="size-6" />}
            title={filter === 'OPEN' ? 'Nenhuma contestação em análise' : 'Nenhuma contestação'}
            description={
              audience === 'network'
                ? 'Quando uma empresa contestar um lead cobrado, ele aparece aqui para você decidir.'
                : 'Se um lead cobrado não serviu (contato inválido, pedido falso…), use Contestar na lista de pedidos dentro do prazo.'
            }
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Contestações">
          {list.data.disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard
                dispute={dispute}
                audience={audience}
                onDecide={canDecide ? (d, decision) => setTarget({ dispute: d, decision }) : null}
              />
            </li>
          ))}
        </ul>
      )}
      <ResolveDisputeDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
