import type { ReactNode } from 'react';
import { Coins, Lock, ShieldCheck, Users } from 'lucide-react';
import { SETTINGS_AREAS, SETTINGS_MSG } from '@tenho/domain/settings/settings.schemas';
import { Card, CardDescription } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUnitOptions } from '@/lib/api/get-units';
import { useSettings } from '@/lib/api/get-settings';
import { CreditSettingsForm } from '../components/credit-settings-form';
import { PrivacySettingsForm } from '../components/privacy-settings-form';
import { PspHostsForm } from '../components/psp-hosts-form';
import { PendingTabNotice } from '../components/pending-tab-notice';
import { SettingsSkeleton } from '../components/settings-skeleton';
import { TranscriptionCard } from '../components/transcription-card';

export type MasterSettingsPageProps = {
  /** The Usuários tab's content, composed by the app (features/permissions); a notice without it. */
  usersTab?: ReactNode;
  /** The Segurança tab's content, composed by the app (features/security). */
  securityTab?: ReactNode;
};

/** /master/configuracoes: Configurações do Sistema with the tabs Crédito, Usuários, Segurança and Privacidade. */
export function MasterSettingsPage({ usersTab, securityTab }: MasterSettingsPageProps = {}) {
  const settings = useSettings();
  const units = useUnitOptions();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Configurações do Sistema"
        description="O preço do lead e as regras de encaminhamento dos pedidos valem para toda a rede."
      />
      <Tabs defaultValue="credit">
        <TabsList aria-label="Áreas de configuração">
          <TabsTrigger value="credit">
            <Coins className="size-4" aria-hidden="true" />
            {SETTINGS_AREAS.credit}
          </TabsTrigger>
          <TabsTrigger value="users">
            <Users className="size-4" aria-hidden="true" />
            {SETTINGS_AREAS.users}
          </TabsTrigger>
          <TabsTrigger value="security">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {SETTINGS_AREAS.security}
          </TabsTrigger>
          <TabsTrigger value="privacy">
            <Lock className="size-4" aria-hidden="true" />
            {SETTINGS_AREAS.privacy}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="credit">
          <Card>
            <div className="flex flex-col gap-1 p-6 pb-0">
              <h2 className="text-base font-semibold text-slate-900">Crédito e encaminhamento</h2>
              <CardDescription>
                Alterações valem para os próximos pedidos; leads já cobrados não mudam.
              </CardDescription>
            </div>
            <div className="p-6">
              {settings.isPending || units.isPending ? (
                <SettingsSkeleton />
              ) : settings.isError ? (
                <QueryError query={settings} message={SETTINGS_MSG.loadFailed} />
              ) : (
                <CreditSettingsForm settings={settings.data} units={units.data ?? []} />
              )}
            </div>
          </Card>
          {/* A failed load is told (with its retry) once, in the card above. */}
          {settings.isError ? null : (
            <Card className="mt-6">
              <div className="flex flex-col gap-1 p-6 pb-0">
                <h2 className="text-base font-semibold text-slate-900">Bancos (PSP) permitidos</h2>
                <CardDescription>
                  O recebimento automático (API Pix) de uma franquia só fala com estes servidores, por https.
                </CardDescription>
              </div>
              <div className="p-6">
                {settings.isPending ? (
                  <SettingsSkeleton />
                ) : (
                  <PspHostsForm hosts={settings.data.pixPspHosts ?? []} />
                )}
              </div>
            </Card>
          )}
          {settings.isError ? null : <TranscriptionCard />}
        </TabsContent>

        <TabsContent value="users">
          {usersTab ?? (
            <PendingTabNotice
              icon={<Users className="size-6" />}
              title="Permissões de usuários"
              description="A Permissão por Perfil, a Permissão por Usuário e o Gerenciar Permissões chegam em uma próxima atualização. Até lá, cada perfil usa as permissões padrão da rede."
            />
          )}
        </TabsContent>

        <TabsContent value="privacy">
          <Card>
            <div className="flex flex-col gap-1 p-6 pb-0">
              <h2 className="text-base font-semibold text-slate-900">Privacidade e guarda de dados (LGPD)</h2>
              <CardDescription>
                Por quanto tempo os dados ficam guardados e quem responde por eles na página /privacidade.
              </CardDescription>
            </div>
            <div className="p-6">
              {settings.isPending ? (
                <SettingsSkeleton />
              ) : settings.isError ? (
                <QueryError query={settings} message={SETTINGS_MSG.loadFailed} />
              ) : (
                <PrivacySettingsForm settings={settings.data} />
              )}
            </div>
          </Card>
        </TabsContent>

        <TabsContent value="security">
          {securityTab ?? (
            <PendingTabNotice
              icon={<ShieldCheck className="size-6" />}
              title="Segurança"
              description={`As configurações de segurança estão ${SETTINGS_MSG.securityInProgress}.`}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
