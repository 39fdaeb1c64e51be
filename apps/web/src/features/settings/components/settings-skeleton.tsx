import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the settings fields while they load. */
export function SettingsSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-3 w-64" />
        </div>
      ))}
      <span role="status" className="sr-only">
        Carregando configurações…
      </span>
    </div>
  );
}
