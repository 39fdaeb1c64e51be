import { Lock } from 'lucide-react';
import { SETTINGS_MSG } from '@tenho/domain/settings/settings.schemas';
import { Card, CardDescription } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { useUnitOptions } from '@/lib/api/get-units';
import { useSettings } from '@/lib/api/get-settings';
import { SettingsSkeleton } from '../components/settings-skeleton';
import { SettingsSummary } from '../components/settings-summary';

/** /admin/configuracoes: the network's settings, read-only (architecture §5.6). */
export function AdminSettingsPage() {
  const settings = useSettings();
  const units = useUnitOptions();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Configurações"
        description="Os valores que a rede usa para cobrar leads e encaminhar pedidos."
      />
      <Card>
        <div className="flex flex-col gap-1 p-6 pb-0">
          <h2 className="text-base font-semibold text-slate-900">Crédito e encaminhamento</h2>
          <CardDescription className="flex items-center gap-1.5">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            Somente leitura: apenas o master da rede altera estes valores.
          </CardDescription>
        </div>
        <div className="p-6">
          {settings.isPending ? (
            <SettingsSkeleton />
          ) : settings.isError ? (
            <QueryError query={settings} message={SETTINGS_MSG.loadFailed} />
          ) : (
            <SettingsSummary settings={settings.data} units={units.data ?? []} />
          )}
        </div>
      </Card>
    </div>
  );
}
