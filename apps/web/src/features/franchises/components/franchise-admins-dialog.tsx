import { UserRound } from 'lucide-react';
import { formatPhone } from '@tenho/domain/shared/format';
import { FRANCHISE_MSG, type FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFrame, DialogLayout } from '@/components/ui/dialog-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';

import { FitText } from '@/components/ui/fit-text';

import { Skeleton } from '@/components/ui/skeleton';

import { useFranchise } from '../api/get-franchise';

import { NewAdminForm } from './new-admin-form';

export type FranchiseAdminsDialogProps = {
  /** The unit whose admins are managed; null keeps the dialog closed. */
  unit: FranchiseUnit | null;
  onClose: () => void;
};

/** The admins manager (spec §2): the unit's administrators and a form to add one. */
export function FranchiseAdminsDialog({ unit, onClose }: FranchiseAdminsDialogProps) {
  return (
    <DialogFrame open={unit !== null} onClose={onClose} className="max-w-2xl">
      {unit ? (
        <DialogLayout
          title="Administradores"
          description={
            <>
              Quem administra a franquia <strong className="font-semibold text-slate-900">{unit.name}</strong>
              .
            </>
          }
          footer={
            <Button variant="secondary" onClick={onClose}>
              Fechar
            </Button>
          }
        >
          <AdminsList unitId={unit.id} />
          <NewAdminForm key={unit.id} unitId={unit.id} />
        </DialogLayout>
      ) : null}
    </DialogFrame>
  );
}

function AdminsList({ unitId }: { unitId: number }) {
  const detail = useFranchise(unitId, { fresh: true });
  const admins = detail.data?.users.filter((member) => member.role === 'ADMIN');

  return (
    <section aria-labelledby={`admins-${unitId}`}>
      <h3 id={`admins-${unitId}`} className="text-sm font-semibold text-slate-900">
        Administradores da franquia
      </h3>
      {detail.isPending ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : detail.isError ? (
        <QueryError
          query={detail}
          message={FRANCHISE_MSG.adminsLoadFailed}
          ignoreServerMessage
          className="py-6"
        />
      ) : admins && admins.length > 0 ? (
        <ul
          aria-label="Administradores"
          className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {admins.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <FitText as="p" className="font-medium text-slate-900">
                  {admin.name ?? admin.email}
                </FitText>
                <FitText as="p" className="text-sm text-slate-600">
                  {admin.phone ? `${admin.email} · ${formatPhone(admin.phone)}` : admin.email}
                </FitText>
              </div>
              <Badge tone={admin.is_active ? 'green' : 'grey'} dot>
                {admin.is_active ? 'Ativo' : 'Inativo'}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<UserRound className="size-6" />}
          title="Nenhum administrador nesta franquia"
          description="Crie o primeiro acesso com o formulário abaixo."
          className="py-6"
        />
      )}
    </section>
  );
}
