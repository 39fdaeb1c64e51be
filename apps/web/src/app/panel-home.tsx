import { Building2, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { canUseModule } from '@tenho/domain/auth/permissions';
import { ROLE_LABELS, isRole } from '@tenho/domain/auth/roles';
import { ActionCard } from '@/components/ui/action-card';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FitText } from '@/components/ui/fit-text';
import { InfoItem } from '@/components/ui/detail-item';
import { CompanyBalanceCard } from '@/features/wallet/components/company-balance-card';
import { useAuthStore } from '@/lib/auth-store';
import { navItemsFor, PAGE_INFO } from './nav-items';
import { profilePath } from './panel-pages';

const ROLE_INTRO: Record<string, string> = {
  MASTER: 'Você tem controle total da rede: unidades, empresas, usuários, permissões e configurações.',
  ADMIN: 'Daqui você acompanha a sua unidade, as empresas dela e os pedidos que chegam pelo WhatsApp.',
  CLIENT:
    'Aqui você acompanha os pedidos que chegam para a sua empresa, as suas categorias e o saldo da sua carteira.',
  USER: 'Bem-vindo à sua conta na Tenho.',
};

/**
 * The index of each panel: who is signed in and where to go next. The dashboards with figures
 * come with their own release; nothing here is sample data.
 */
export function PanelHome() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;

  const displayName = user.name?.trim() || user.email;
  const roleLabel = isRole(user.role) ? ROLE_LABELS[user.role] : user.role;
  const shortcuts = navItemsFor(user).filter((item) => item.key !== 'dashboard');
  const title =
    user.role === 'MASTER'
      ? 'Dashboard Master - Controle Total do Sistema'
      : user.role === 'ADMIN' && user.unit?.name
        ? `Dashboard - ${user.unit.name}`
        : `Olá, ${displayName}`;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{ROLE_INTRO[user.role] ?? ROLE_INTRO.USER}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Sua conta</CardTitle>
          <CardDescription>Os dados da sessão em uso neste navegador.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {[
              {
                icon: <UserRound className="size-4" />,
                label: 'Nome',
                value: user.name?.trim() || 'Não informado',
              },
              { icon: <Mail className="size-4" />, label: 'E-mail', value: user.email },
              { icon: <ShieldCheck className="size-4" />, label: 'Perfil de acesso', value: roleLabel },
              {
                icon: <Building2 className="size-4" />,
                label: 'Unidade',
                value: user.unit?.name ?? 'Sem unidade vinculada',
              },
            ].map((item) => (
              <InfoItem key={item.label} icon={item.icon} label={item.label}>
                <FitText>{item.value}</FitText>
              </InfoItem>
            ))}
          </dl>
          <div className="mt-6 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600">
            Status da conta:{' '}
            <Badge tone="green" dot>
              Ativo
            </Badge>
          </div>
        </CardContent>
      </Card>

      {/* A company's USER sees the company's balance, read-only (issue 7). */}
      {user.role === 'USER' && canUseModule(user, 'wallet', 'wallet.view') ? <CompanyBalanceCard /> : null}

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-semibold text-slate-900">
          Acesso rápido
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map(({ key, label, to, icon: Icon }) => (
            <li key={key}>
              <ActionCard
                to={to}
                title={label}
                description={key === 'dashboard' ? '' : PAGE_INFO[key].description}
                icon={<Icon className="size-5" />}
              />
            </li>
          ))}
          <li>
            <ActionCard
              to={profilePath(user.role)}
              title="Perfil"
              description={PAGE_INFO.perfil.description}
              icon={<UserRound className="size-5" />}
            />
          </li>
        </ul>
      </section>
    </div>
  );
}
