import type { GrowthBucket } from '@tenho/domain/dashboards/dashboards.schemas';
import { countLabel } from '@tenho/domain/shared/plural';
import { BarChart } from '@/components/ui/bar-chart';

export type GrowthChartProps = {
  title: string;
  /** One bar per month, oldest first (the API's `growth`). */
  buckets: readonly GrowthBucket[];
  className?: string;
};

/** '3 empresas cadastradas' / '1 empresa cadastrada' / 'nenhuma empresa cadastrada'. */
export function growthBarLabel(bucket: Pick<GrowthBucket, 'label' | 'count'>): string {
  const amount =
    bucket.count === 0
      ? 'nenhuma empresa cadastrada'
      : countLabel(bucket.count, { one: 'empresa cadastrada', many: 'empresas cadastradas' });
  return `${bucket.label}: ${amount}`;
}

/**
 * 'Crescimento de Empresas': companies registered per month as simple vertical bars (the shared
 * BarChart), scaled to the busiest month, each named with its month and count.
 */
export function GrowthChart({ title, buckets, className }: GrowthChartProps) {
  return (
    <BarChart
      title={title}
      description="Empresas cadastradas por mês."
      bars={buckets.map((bucket) => ({
        key: bucket.month,
        label: bucket.label,
        value: bucket.count,
        description: growthBarLabel(bucket),
      }))}
      maxLabels={12}
      showValues
      className={className}
    />
  );
}
