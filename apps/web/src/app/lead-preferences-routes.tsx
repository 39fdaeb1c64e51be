import { Navigate, useParams } from 'react-router';
import { canUseModule } from '@tenho/domain/auth/permissions';
import { LeadPreferencesPage } from '@/features/lead-preferences/routes/lead-preferences-page';
import { useUserProfile } from '@/lib/api/get-user-profile';
import { useAuthStore } from '@/lib/auth-store';
import { panelBase } from './panel-pages';

/** /client/recebimento: the signed-in company's own preferences. */
export function ClientLeadPreferencesRoute() {
  const userId = useAuthStore((state) => state.user?.id);
  return <LeadPreferencesPage companyId={userId} back={{ to: '/client', label: 'Voltar ao dashboard' }} />;
}

/** /master|/admin/usuarios/:id/recebimento: a company's preferences, changed by its network. */
export function CompanyLeadPreferencesRoute() {
  const params = useParams();
  const user = useAuthStore((state) => state.user);
  const role = user?.role;
  const id = Number(params.id);
  const companyId = Number.isInteger(id) && id > 0 ? id : null;
  const allowed = canUseModule(user, 'wallet');
  const profile = useUserProfile(companyId, { enabled: allowed });
  const name = profile.data?.display_name?.trim();
  if (!allowed) return <Navigate to={panelBase(role)} replace />;
  return (
    <LeadPreferencesPage
      companyId={companyId}
      title={name ? `Como ${name} recebe pedidos` : 'Como a empresa recebe pedidos'}
      description="Pausa, limite de gastos e horário de atendimento da empresa. A empresa vê as mudanças no painel dela."
      back={{ to: `${panelBase(role)}/usuarios?role=CLIENT`, label: 'Voltar para Usuários' }}
    />
  );
}
