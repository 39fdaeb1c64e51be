import { KeyRound, ListChecks, UserCog } from 'lucide-react';
import { PERMISSIONS_MSG } from '@tenho/domain/permissions/permissions.schemas';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAllPermissions } from '../api/get-all-permissions';
import { usePermissions } from '../api/get-permissions';
import { useRolePermissions } from '../api/get-role-permissions';
import { ManagePermissionsTab } from '../components/manage-permissions-tab';
import { RolePermissionsTab } from '../components/role-permissions-tab';
import { UserPermissionsTab, type CreateUserDialogComponent } from '../components/user-permissions-tab';

export type PermissionsSettingsProps = {
  /** The users area's Create User modal, opened by 'Adicionar Usuário'. */
  CreateUserDialog?: CreateUserDialogComponent;
};

function Loading() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label="Carregando permissões">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** Configurações › Usuários (MASTER): Permissão por Perfil, Permissão por Usuário, Gerenciar Permissões. */
export function PermissionsSettings({ CreateUserDialog }: PermissionsSettingsProps) {
  const all = useAllPermissions();
  const links = useRolePermissions();
  const list = usePermissions();

  const linkedState =
    all.isPending || links.isPending ? (
      <Loading />
    ) : all.isError || links.isError ? (
      <QueryError query={[all, links]} message={PERMISSIONS_MSG.loadFailed} />
    ) : null;

  return (
    <Tabs defaultValue="roles">
      {/* Three long labels: they wrap on phones instead of hiding one off-screen. */}
      <TabsList aria-label="Permissões de usuários" className="flex-wrap sm:flex-nowrap">
        <TabsTrigger value="roles">
          <ListChecks className="hidden size-4 sm:block" aria-hidden="true" />
          Permissão por Perfil
        </TabsTrigger>
        <TabsTrigger value="users">
          <UserCog className="hidden size-4 sm:block" aria-hidden="true" />
          Permissão por Usuário
        </TabsTrigger>
        <TabsTrigger value="manage">
          <KeyRound className="hidden size-4 sm:block" aria-hidden="true" />
          Gerenciar Permissões
        </TabsTrigger>
      </TabsList>

      {/* Kept mounted: unsaved role changes and the user filters survive a visit to another sub-tab. */}
      <TabsContent value="roles" forceMount className="data-[state=inactive]:hidden">
        {linkedState ?? <RolePermissionsTab permissions={all.data ?? []} links={links.data ?? []} />}
      </TabsContent>
      <TabsContent value="users" forceMount className="data-[state=inactive]:hidden">
        {linkedState ?? (
          <UserPermissionsTab
            permissions={all.data ?? []}
            links={links.data ?? []}
            CreateUserDialog={CreateUserDialog}
          />
        )}
      </TabsContent>
      <TabsContent value="manage">
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <QueryError query={list} message={PERMISSIONS_MSG.loadFailed} />
        ) : (
          <ManagePermissionsTab permissions={list.data} />
        )}
      </TabsContent>
    </Tabs>
  );
}
