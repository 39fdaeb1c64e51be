import { DatabaseBackup, ScrollText, Settings, ShieldCheck } from 'lucide-react';
import { DASHBOARD_MSG } from '@tenho/domain/dashboards/dashboards.constants';
import { ActionCard } from '@/components/ui/action-card';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-heading';
import { useCan } from '@/lib/use-can';
import { BackupButton } from './backup-button';

/** Where the actions lead: the panel routes composed in app/. */
export const MASTER_ACTION_PATHS = {
  admins: '/master/usuarios?role=ADMIN',
  settings: '/master/configuracoes',
  logs: '/master/logs',
} as const;

/** 'Ações Master' (architecture §5.13): the four actions, real, each where the MASTER may use it. */
export function MasterActions() {
  const canViewUsers = useCan('user.view');
  const canAccessUsers = useCan('user.access');
  const canManageUsers = canViewUsers || canAccessUsers;
  const canReadLogs = useCan('system.view');
  const canBackup = useCan('system.access');

  return (
    <section aria-labelledby="master-actions-title">
      <h2 id="master-actions-title" className="text-lg font-semibold text-slate-900">
        {DASHBOARD_MSG.masterActionsTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[
          {
            shown: canManageUsers,
            to: MASTER_ACTION_PATHS.admins,
            icon: <ShieldCheck className="size-5" />,
            title: DASHBOARD_MSG.manageAdmins,
            description: 'Os administradores de todas as franquias: crie, ative ou desative acessos.',
          },
          {
            shown: true,
            to: MASTER_ACTION_PATHS.settings,
            icon: <Settings className="size-5" />,
            title: DASHBOARD_MSG.systemSettings,
            description: 'Valor do crédito, permissões por perfil e por usuário.',
          },
          {
            shown: canReadLogs,
            to: MASTER_ACTION_PATHS.logs,
            icon: <ScrollText className="size-5" />,
            title: DASHBOARD_MSG.systemLogs,
            description: 'Quem mudou o quê, quando e de onde, com filtros e exportação.',
          },
        ]
          .filter((action) => action.shown)
          .map(({ shown: _shown, ...action }) => (
            <li key={action.to}>
              <ActionCard {...action} />
            </li>
          ))}
        {canBackup ? (
          <li>
            <Card className="flex h-full flex-col gap-3 p-5">
              <IconHeading
                as="h3"
                className="gap-4"
                icon={<DatabaseBackup className="size-5" />}
                title={DASHBOARD_MSG.backup}
                description={DASHBOARD_MSG.backupHolds}
              />
              <BackupButton className="w-full" />
              <p className="text-xs text-slate-500">{DASHBOARD_MSG.restoreHint}</p>
            </Card>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
