import { Inbox, ShieldAlert } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PrivacyIncidentsTab } from '../components/privacy-incidents-tab';
import { PrivacyRequestsTab } from '../components/privacy-requests-tab';

/** /master/privacidade and /admin/privacidade: the consumers' requests and the incident register (LGPD). */
export function PrivacyAdminPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Privacidade"
        description="Pedidos dos titulares de dados e o registro de incidentes de segurança (LGPD)."
      />
      <Tabs defaultValue="requests">
        <TabsList aria-label="Áreas da privacidade">
          <TabsTrigger value="requests">
            <Inbox className="size-4" aria-hidden="true" />
            Solicitações
          </TabsTrigger>
          <TabsTrigger value="incidents">
            <ShieldAlert className="size-4" aria-hidden="true" />
            Incidentes
          </TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <PrivacyRequestsTab />
        </TabsContent>
        <TabsContent value="incidents">
          <PrivacyIncidentsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
