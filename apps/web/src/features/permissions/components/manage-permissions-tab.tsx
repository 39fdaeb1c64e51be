import { useMemo, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { formatDate } from '@tenho/domain/shared/format';
import { PERMISSIONS_MSG, type Permission } from '@tenho/domain/permissions/permissions.schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCan } from '@/lib/use-can';
import { useDeletePermission } from '../api/delete-permission';
import { matchesSearch } from '../permission-state';
import { PermissionFormDialog } from './permission-form-dialog';

export type ManagePermissionsTabProps = { permissions: readonly Permission[] };

/** Gerenciar Permissões (spec §2): search, list, create/edit modal, delete with confirmation. */
export function ManagePermissionsTab({ permissions }: ManagePermissionsTabProps) {
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ open: boolean; permission: Permission | null }>({
    open: false,
    permission: null,
  });
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const remove = useDeletePermission();
  const canCreate = useCan('permission.create');
  const canEdit = useCan('permission.edit');
  const canDelete = useCan('permission.delete');
  const rows = useMemo(
    () => permissions.filter((p) => matchesSearch(search, p.name, p.description)),
    [permissions, search],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(PERMISSIONS_MSG.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        // Spec §8: a 400 (usually: in use) shows the server's message in amber for 6 s.
        if (error instanceof ApiError && error.status === 400)
          notify.warning(errorMessage(error, PERMISSIONS_MSG.inUse));
        else notify.error(errorMessage(error, PERMISSIONS_MSG.deleteFailed));
        setDeleting(null);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Buscar permissão"
          placeholder="Buscar por nome ou descrição..."
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
        {canCreate ? (
          <Button onClick={() => setForm({ open: true, permission: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Nova Permissão
          </Button>
        ) : null}
      </div>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          {permissions.length === 0 ? PERMISSIONS_MSG.listEmpty : PERMISSIONS_MSG.searchEmpty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Permissões</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Nome
                </th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">
                  Descrição
                </th>
                <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                  Criado em
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((p) => (
                <tr key={p.id}>
                  <td className="px-4 py-3 align-top">
                    <span className="font-mono text-slate-900">{p.name}</span>
                    <span className="block text-xs text-slate-600 md:hidden">{p.description}</span>
                    <span className="block text-xs text-slate-500 sm:hidden">
                      Criado em {formatDate(p.created_at)}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 align-top text-slate-700 md:table-cell">{p.description}</td>
                  <td className="hidden px-4 py-3 align-top whitespace-nowrap text-slate-700 sm:table-cell">
                    {formatDate(p.created_at)}
                  </td>
                  <td className="px-4 py-3 text-right align-top whitespace-nowrap">
                    {canEdit ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setForm({ open: true, permission: p })}
                        aria-label={`Editar ${p.name}`}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        <span className="hidden lg:inline">Editar</span>
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(p)}
                        aria-label={`Excluir ${p.name}`}
                        className="text-red-700 hover:bg-red-50"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span className="hidden lg:inline">Excluir</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-slate-600">
        {rows.length === permissions.length
          ? `${permissions.length} permissões`
          : `${rows.length} de ${permissions.length} permissões`}
      </p>

      <PermissionFormDialog
        open={form.open}
        permission={form.permission}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir permissão?"
        description={
          <>
            A permissão <strong className="font-mono">{deleting?.name}</strong> será excluída. Uma permissão
            em uso por um perfil ou por um usuário não pode ser excluída.
          </>
        }
        confirmLabel="Excluir"
        tone="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
