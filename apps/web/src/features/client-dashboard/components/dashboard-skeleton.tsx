import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while it loads. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true" data-testid="dashboard-skeleton">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="p-6">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-10 w-44" />
          <Skeleton className="mt-3 h-4 w-32" />
          <Skeleton className="mt-6 h-10 w-40" />
        </Card>
        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          {[0, 1, 2].map((i) => (
            <Card key={i} className="p-3 sm:p-5">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="mt-3 h-7 w-10" />
            </Card>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="flex flex-col gap-3 p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        ))}
      </div>
    </div>
  );
}
