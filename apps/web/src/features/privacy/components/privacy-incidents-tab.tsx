import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, ShieldAlert } from 'lucide-react';
import type { Incident } from '@tenho/domain/privacy/incidents.schemas';
import { PRIVACY_SCREEN_MSG } from '@tenho/domain/privacy/privacy.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useListQueryState } from '@/components/ui/list-state';
import { useUnitOptions } from '@/lib/api/get-units';
import { useAuthStore } from '@/lib/auth-store';
import { useCan } from '@/lib/use-can';
import { getPrivacyIncidentsQueryOptions, usePrivacyIncidents } from '../api/get-privacy-incidents';
import { IncidentDialog } from './incident-dialog';
import { incidentColumns } from './incident-columns';

/**
 * 'Incidentes': the security incident register (Res. CD/ANPD 15/2024), each with its deadline of
 * three business days from when it was known (amber when near, red when over).
 */
export function PrivacyIncidentsTab() {
  const incidents = usePrivacyIncidents();
  const queryClient = useQueryClient();
  const canEdit = useCan('privacy.edit');
  const isMaster = useAuthStore((state) => state.user?.role === 'MASTER');
  const units = useUnitOptions({ enabled: isMaster });
  const [editing, setEditing] = useState<Incident | 'new' | null>(null);
  const state = useListQueryState(incidents, PRIVACY_SCREEN_MSG.incidentsLoadFailed, { everyRefetch: true });
  const items = incidents.data?.items;
  const pending =
    items?.filter((i) => i.deadlineStatus === 'NEAR' || i.deadlineStatus === 'OVERDUE').length ?? 0;

  const reload = async (id: number) => {
    const fresh = await queryClient.fetchQuery({ ...getPrivacyIncidentsQueryOptions(), staleTime: 0 });
    return fresh.items.find((i) => i.id === id);
  };

  return (
    <Card>
      <div className="flex flex-col gap-4 p-6 pb-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">Registro de incidentes</h2>
          <CardDescription>
            Incidentes que possam causar risco ou dano relevante são comunicados à ANPD e aos titulares em até
            3 dias úteis de quando se soube. Todo incidente fica registrado por pelo menos 5 anos.
          </CardDescription>
          {pending > 0 ? (
            <p className="text-sm font-medium text-red-700" role="status">
              {pending === 1
                ? '1 incidente com comunicação pendente perto do prazo ou atrasada'
                : `${pending} incidentes com comunicação pendente perto do prazo ou atrasada`}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <Button className="shrink-0" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Registrar incidente
          </Button>
        ) : null}
      </div>
      <DataTable
        columns={incidentColumns(isMaster, canEdit, setEditing)}
        data={items}
        getRowId={(row) => String(row.id)}
        caption="Registro de incidentes"
        {...state}
        skeletonRows={3}
        empty={
          <EmptyState
            icon={<ShieldAlert className="size-6" />}
            title="Nenhum incidente registrado"
            description="Soube de um vazamento, acesso indevido ou perda de dados pessoais? Registre aqui para acompanhar o prazo de comunicação."
            action={
              canEdit ? (
                <Button variant="secondary" onClick={() => setEditing('new')}>
                  Registrar incidente
                </Button>
              ) : undefined
            }
            className="py-8"
          />
        }
      />
      <IncidentDialog
        incident={editing}
        units={isMaster ? (units.data ?? []) : null}
        onClose={() => setEditing(null)}
        onReload={reload}
      />
    </Card>
  );
}
