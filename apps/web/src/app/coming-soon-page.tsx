import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthStore } from '@/lib/auth-store';
import { PAGE_LABELS, panelBase, type PanelPage } from './panel-pages';
import { PAGE_INFO } from './nav-items';

export type ComingSoonPageProps = { page: PanelPage };

/** A panel page whose screen arrives with a later release: an honest notice, never sample data. */
export function ComingSoonPage({ page }: ComingSoonPageProps) {
  const role = useAuthStore((state) => state.user?.role);
  const Icon = PAGE_INFO[page].icon;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{PAGE_LABELS[page]}</h1>
        <Badge tone="amber">Em breve</Badge>
      </div>
      <Card>
        <EmptyState
          icon={<Icon className="size-6" />}
          title="Em breve"
          description={
            <>
              <span className="block">{PAGE_INFO[page].description}</span>
              <span className="mt-2 block">
                Esta área está sendo preparada e chega em uma próxima atualização do painel.
              </span>
            </>
          }
          action={
            <Link to={panelBase(role)} className={buttonClassName('secondary')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Voltar para o Dashboard
            </Link>
          }
        />
      </Card>
    </div>
  );
}
