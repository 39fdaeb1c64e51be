import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthStore } from '@/lib/auth-store';
import { FranchiseDashboard } from '../components/franchise-dashboard';

export type AdminDashboardPageProps = {
  /** Under the figures: the unit's demand nobody serves (features/reports, composed by the app). */
  unmetDemandSlot?: ReactNode;
};

/** The /admin index: 'Dashboard - {franquia}' of the signed-in user's own unit. */
export function AdminDashboardPage({ unmetDemandSlot }: AdminDashboardPageProps) {
  const user = useAuthStore((state) => state.user);
  const unitId = user?.unit_id ?? null;
  if (unitId !== null) return <FranchiseDashboard unitId={unitId} after={unmetDemandSlot} />;

  const isMaster = user?.role === 'MASTER';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Card>
        <EmptyState
          icon={<Building2 className="size-6" />}
          title={DASHBOARD_MSG.notInUnit}
          description={
            isMaster
              ? 'Como Master, abra o dashboard de qualquer franquia pela página Franquias.'
              : 'Peça ao Master da rede para vincular o seu acesso a uma unidade.'
          }
          action={
            isMaster ? (
              <Link to="/master/franquias" className={buttonClassName('primary')}>
                Abrir Franquias
              </Link>
            ) : null
          }
        />
      </Card>
    </div>
  );
}
