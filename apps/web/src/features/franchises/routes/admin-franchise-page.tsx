import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, Lock } from 'lucide-react';
import { formatPhone } from '@tenho/domain/shared/format';
import { FRANCHISE_MSG, type FranchiseUnitDetail } from '@tenho/domain/franchise/franchise.schemas';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { FitText } from '@/components/ui/fit-text';
import { PageHeader } from '@/components/ui/page-header';
import { PanelsSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useAuthStore } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { useFranchise } from '../api/get-franchise';
import { FranchiseStatusBadge } from '../components/franchise-status-badge';
import { InsertCreditDialog, type CreditTarget } from '../components/insert-credit-dialog';
import { PixApiSection } from '../components/pix-api-section';
import { UnitCompaniesCard } from '../components/unit-companies-card';

/** /admin/franquias (architecture §5.6): the ADMIN's own unit, read-only but for crediting its companies. */
export type AdminFranchisePageProps = {
  /** A company's 'Recebimento de pedidos' route (composed in by the app). */
  receivingPath?: (companyId: number) => string;
};

export function AdminFranchisePage({ receivingPath }: AdminFranchisePageProps = {}) {
  const user = useAuthStore((state) => state.user);
  const unitId = user?.unit_id ?? null;
  const detail = useFranchise(unitId);
  const [crediting, setCrediting] = useState<CreditTarget | null>(null);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Franquias"
        description={
          <span className="inline-flex items-center gap-1.5">
            <Lock className="size-4 shrink-0" aria-hidden="true" />
            Os dados da sua unidade (alterados pelo Master) e o saldo de cada empresa, onde você insere
            crédito.
          </span>
        }
      />
      {unitId === null ? (
        <Card>
          <EmptyState
            icon={<Building2 className="size-6" />}
            title={FRANCHISE_MSG.notInUnit}
            description={
              user?.role === 'MASTER'
                ? 'Como Master, você gerencia todas as franquias no painel Master.'
                : 'Peça ao Master da rede para vincular o seu acesso a uma unidade.'
            }
            action={
              user?.role === 'MASTER' ? (
                <Link to="/master/franquias" className={buttonClassName('primary')}>
                  Abrir Franquias
                </Link>
              ) : null
            }
          />
        </Card>
      ) : detail.isPending ? (
        <UnitSkeleton />
      ) : detail.isError ? (
        <Card>
          <QueryError query={detail} message={FRANCHISE_MSG.loadFailed} />
        </Card>
      ) : (
        <UnitOverview unit={detail.data} onCredit={setCrediting} receivingPath={receivingPath} />
      )}
      <InsertCreditDialog client={crediting} onClose={() => setCrediting(null)} />
    </div>
  );
}

function UnitSkeleton() {
  return (
    <PanelsSkeleton panelHeight="h-40">
      <p role="status" className="sr-only">
        Carregando a franquia…
      </p>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </PanelsSkeleton>
  );
}

type UnitOverviewProps = {
  unit: FranchiseUnitDetail;
  onCredit: (client: CreditTarget) => void;
  receivingPath?: (companyId: number) => string;
};

function UnitOverview({ unit, onCredit, receivingPath }: UnitOverviewProps) {
  const admins = unit.users.filter((member) => member.role === 'ADMIN');
  // Spec §6: ADMIN and MASTER insert credit; the server keeps the ADMIN to its own unit.
  const canCredit = useCan('transaction.create');
  return (
    <>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-lg">{unit.name}</CardTitle>
          <FranchiseStatusBadge active={unit.is_active} />
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            <Item label="Código" value={<span className="font-mono">{unit.code}</span>} />
            <Item label="Cidade" value={`${unit.city} · ${unit.state}`} />
            <Item label="Região" value={unit.region || '-'} />
            <Item
              label="WhatsApp"
              value={
                unit.whatsapp_display_number ? formatPhone(unit.whatsapp_display_number) : 'Não configurado'
              }
            />
            <Item label="Chave Pix" value={unit.pix_key ?? 'Não configurada'} />
            <Item label="Recebedor Pix" value={unit.pix_merchant_name ?? unit.name} />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <PixApiSection unitId={unit.id} hasPixKey={Boolean(unit.pix_key)} />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Administradores</CardTitle>
            <CardDescription>Quem administra a unidade.</CardDescription>
          </CardHeader>
          <CardContent>
            {admins.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum administrador cadastrado.</p>
            ) : (
              <ul aria-label="Administradores" className="divide-y divide-slate-100">
                {admins.map((admin) => (
                  <li key={admin.id} className="py-2.5 first:pt-0 last:pb-0">
                    <FitText as="p" className="font-medium text-slate-900">
                      {admin.name ?? admin.email}
                    </FitText>
                    <FitText as="p" className="text-sm text-slate-600">
                      {admin.email}
                    </FitText>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <UnitCompaniesCard
          unit={unit}
          canCredit={canCredit}
          onCredit={onCredit}
          receivingPath={receivingPath}
        />
      </div>
    </>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 truncate text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
