import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { PanelsSkeleton, Skeleton } from '@/components/ui/skeleton';

/** The dashboards while their figures load: 'Carregando dashboard...' and the layout's shape. */
export function DashboardSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <PanelsSkeleton>
      <p role="status" className="text-sm text-slate-600">
        {DASHBOARD_MSG.loading}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-2xl sm:h-28" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </PanelsSkeleton>
  );
}
