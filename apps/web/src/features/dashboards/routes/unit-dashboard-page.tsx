import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { FRANCHISE_MSG } from '@tenho/domain/franchise/franchise.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FranchiseDashboard } from '../components/franchise-dashboard';

/** A unit's 'Dashboard - {franquia}' opened by the MASTER from Franquias (…/franquias/{id}/dashboard). */
export function UnitDashboardPage() {
  const { id = '' } = useParams();
  const unitId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const back = (
    <Link to="../.." relative="path" className={buttonClassName('link', 'md', 'self-start text-sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para Franquias
    </Link>
  );
  if (unitId === null) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        {back}
        <Card>
          <ErrorState message={FRANCHISE_MSG.notFound} />
        </Card>
      </div>
    );
  }
  return <FranchiseDashboard key={unitId} unitId={unitId} before={back} />;
}
