import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Building2, Plus, SearchX } from 'lucide-react';
import { FRANCHISE_MSG, type FranchiseUnit } from '@tenho/domain/franchise/franchise.schemas';
import { NOUNS } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, FilteredEmptyState } from '@/components/ui/empty-state';
import { serverPagination, useListQueryState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchInput } from '@/components/ui/search-input';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { useCan } from '@/lib/use-can';
import { DeleteFranchiseDialog } from '../components/delete-franchise-dialog';
import { FranchiseAdminsDialog } from '../components/franchise-admins-dialog';
import { FranchiseClientsDialog } from '../components/franchise-clients-dialog';
import { FranchiseFormDialog } from '../components/franchise-form-dialog';
import { FranchisesSummary } from '../components/franchises-summary';
import { FranchisesTable } from '../components/franchises-table';
import { useFranchisesList } from '../use-franchises-list';
import { useToggleFranchiseActive } from '../use-toggle-franchise-active';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todas' },
  { value: 'active', label: 'Ativas' },
  { value: 'inactive', label: 'Inativas' },
] as const;

/**
 * /master/franquias (spec §2): search, the units table with its actions, and the modals to
 * create/edit, remove, manage admins and see the companies with their balances.
 */
export type MasterFranchisesPageProps = {
  /** A company's 'Recebimento de pedidos' route, from 'Ver empresas' (composed in by the app). */
  receivingPath?: (companyId: number) => string;
};

export function MasterFranchisesPage({ receivingPath }: MasterFranchisesPageProps = {}) {
  const navigate = useNavigate();
  const canCreate = useCan('franchise.create');
  const canEdit = useCan('franchise.edit');
  const canRemove = useCan('franchise.delete');
  const canAddAdmin = useCan('user.create');
  const abilities = useMemo(
    () => ({ edit: canEdit, remove: canRemove, addAdmin: canAddAdmin }),
    [canEdit, canRemove, canAddAdmin],
  );

  const list = useFranchisesList();
  const { query } = list;
  const toggler = useToggleFranchiseActive();
  const [editing, setEditing] = useState<FranchiseUnit | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<FranchiseUnit | null>(null);
  const [admins, setAdmins] = useState<FranchiseUnit | null>(null);
  const [clients, setClients] = useState<FranchiseUnit | null>(null);

  const state = useListQueryState(query, FRANCHISE_MSG.loadFailed, { everyRefetch: true, toastError: true });

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const handleEdit = useCallback((unit: FranchiseUnit) => {
    setEditing(unit);
    setFormOpen(true);
  }, []);
  // Relative to this page: the unit's dashboard lives at franquias/{id}/dashboard.
  const handleDashboard = useCallback((unit: FranchiseUnit) => navigate(`${unit.id}/dashboard`), [navigate]);

  const data = query.data;
  const { refetch } = query;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Franquias"
        description="As unidades territoriais da rede: cadastre, ative ou desative, gerencie os administradores e acompanhe as empresas de cada uma."
        actions={
          <>
            <RefreshButton onRefresh={() => void refetch()} fetching={query.isFetching} />
            {canCreate ? (
              <Button onClick={openCreate}>
                <Plus className="size-4" aria-hidden="true" />
                Nova Franquia
              </Button>
            ) : null}
          </>
        }
      />

      <FranchisesSummary counts={data?.counts} loading={query.isPending} />

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <SearchInput
            label="Buscar franquias"
            value={list.searchText}
            onChange={list.setSearch}
            placeholder="Nome, cidade, UF ou código"
            className="w-full sm:max-w-sm"
          />
          <SegmentedFilter
            legend="Situação"
            value={list.status}
            options={STATUS_OPTIONS}
            onChange={list.setStatus}
          />
        </div>
        <FranchisesTable
          units={data?.units}
          {...state}
          empty={
            list.filtering ? (
              <FilteredEmptyState
                icon={<SearchX className="size-6" />}
                title="Nenhuma franquia encontrada"
                description="Nenhuma unidade corresponde à busca ou ao filtro escolhido."
                onClear={list.clearFilters}
              />
            ) : (
              <EmptyState
                icon={<Building2 className="size-6" />}
                title="Nenhuma franquia cadastrada"
                description="Cadastre a primeira unidade para que empresas possam se cadastrar nela."
                action={
                  canCreate ? (
                    <Button onClick={openCreate}>
                      <Plus className="size-4" aria-hidden="true" />
                      Nova Franquia
                    </Button>
                  ) : null
                }
              />
            )
          }
          pagination={serverPagination(list, data, NOUNS.unit, query.isFetching)}
          can={abilities}
          togglingId={toggler.togglingId}
          onEdit={handleEdit}
          onToggleActive={toggler.toggle}
          onDelete={setDeleting}
          onAdmins={setAdmins}
          onClients={setClients}
          onDashboard={handleDashboard}
        />
      </Card>

      <FranchiseFormDialog open={formOpen} onOpenChange={setFormOpen} unit={editing} />
      <DeleteFranchiseDialog unit={deleting} onClose={() => setDeleting(null)} />
      <FranchiseAdminsDialog unit={admins} onClose={() => setAdmins(null)} />
      <FranchiseClientsDialog unit={clients} onClose={() => setClients(null)} receivingPath={receivingPath} />
      <ConfirmDialog
        open={toggler.confirming !== null}
        title="Desativar franquia?"
        description={
          <>
            <strong className="font-semibold text-slate-900">{toggler.confirming?.name}</strong> deixará de
            aparecer no cadastro de empresas e de receber pedidos pelo WhatsApp. As pessoas e os dados da
            franquia são mantidos, e você pode ativá-la de novo quando quiser.
          </>
        }
        confirmLabel="Desativar"
        tone="danger"
        loading={toggler.togglingId !== null}
        onConfirm={toggler.confirmDeactivation}
        onCancel={toggler.cancelDeactivation}
      />
    </div>
  );
}
