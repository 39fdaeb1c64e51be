import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type {
  LeadPreferences,
  LeadPreferencesUpdate,
} from '@tenho/domain/lead-preferences/lead-preferences.schemas';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ReceivingStateBadge } from '@/components/ui/receiving-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { recordVersionOf } from '@/lib/record-version';
import { useLeadPreferences } from '../api/get-lead-preferences';
import { useUpdateLeadPreferences } from '../api/update-lead-preferences';
import { BusinessHoursSection } from '../components/business-hours-section';
import { PauseSection } from '../components/pause-section';
import { SpendCapSection } from '../components/spend-cap-section';
import { RECEIVING_SCREEN_MSG, receivingStateOf } from '../lead-preferences-text';

export type LeadPreferencesPageProps = {
  /** The company whose preferences are edited (the signed-in CLIENT, or one chosen by ADMIN/MASTER). */
  companyId: number | null | undefined;
  /** 'Como você recebe pedidos', or the company's name for the network. */
  title?: string;
  description?: ReactNode;
  /** Where 'Voltar' leads. */
  back?: { to: string; label: string };
};

/**
 * The edit screen of how a company receives leads: pause, spend cap and business hours, each with
 * its own save (what is typed in one section stays while another is saved).
 */
export function LeadPreferencesPage({
  companyId,
  title = 'Como você recebe pedidos',
  description = 'Decida quando e quanto a sua empresa recebe pedidos. Cada parte tem o seu botão de salvar.',
  back,
}: LeadPreferencesPageProps) {
  const prefs = useLeadPreferences(companyId);
  const update = useUpdateLeadPreferences();
  // The version this screen read (If-Match): moved on by our own saves and by 'Recarregar' only,
  // never by a background read, so someone else's save is reported instead of overwritten.
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  if (prefs.data && companyId != null && loadedFor !== companyId) {
    setVersion(recordVersionOf(prefs.data));
    setLoadedFor(companyId);
  }

  const save = async (change: LeadPreferencesUpdate): Promise<LeadPreferences> => {
    if (companyId == null) throw new Error('no company');
    const saved = await update.mutateAsync({ userId: companyId, update: change, version });
    setVersion(recordVersionOf(saved));
    return saved;
  };
  const reload = async (): Promise<LeadPreferences> => {
    const fresh = await prefs.refetch({ throwOnError: true });
    if (!fresh.data) throw new Error('no data');
    setVersion(recordVersionOf(fresh.data));
    return fresh.data;
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {back ? (
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <PageHeader
        title={title}
        description={description}
        actions={
          prefs.data ? <ReceivingStateBadge state={receivingStateOf(prefs.data)} className="text-sm" /> : null
        }
      />
      {prefs.isPending ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando…
          </p>
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      ) : prefs.isError && !prefs.data ? (
        <Card>
          <QueryError query={prefs} message={RECEIVING_SCREEN_MSG.loadFailed} />
        </Card>
      ) : (
        <>
          <PauseSection prefs={prefs.data} save={save} reload={reload} />
          <SpendCapSection key={`cap-${companyId}`} prefs={prefs.data} save={save} reload={reload} />
          <BusinessHoursSection key={`hours-${companyId}`} prefs={prefs.data} save={save} reload={reload} />
        </>
      )}
    </div>
  );
}
