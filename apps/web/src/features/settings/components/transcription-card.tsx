import { useQuery } from '@tanstack/react-query';
import type { TranscriptionStatus } from '@tenho/domain/media/media.schemas';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { api } from '@/lib/api-client';
import { SettingsSkeleton } from './settings-skeleton';

/** Issue 30: whether voice notes become requests (TRANSCRIBE_URL), with the provider's host and model. */
export function TranscriptionCard() {
  const status = useQuery({
    queryKey: ['media', 'transcription'],
    queryFn: () => api.get<TranscriptionStatus>('/media/transcription'),
  });
  return (
    <Card className="mt-6">
      <div className="flex flex-col gap-1 p-6 pb-0">
        <h2 className="text-base font-semibold text-slate-900">Transcrição de áudios</h2>
        <CardDescription>
          Áudios do WhatsApp viram pedidos quando um provedor de transcrição está configurado no servidor
          (TRANSCRIBE_URL).
        </CardDescription>
      </div>
      <div className="p-6 text-sm">
        {status.isPending ? (
          <SettingsSkeleton />
        ) : status.isError ? (
          <QueryError query={status} message="Não foi possível ler a configuração da transcrição." />
        ) : status.data.enabled ? (
          <dl className="grid gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-slate-500">Situação</dt>
              <dd>
                <Badge tone="green">Ligada</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Servidor</dt>
              <dd className="[overflow-wrap:anywhere]">{status.data.host}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Modelo</dt>
              <dd>{status.data.model}</dd>
            </div>
          </dl>
        ) : (
          <p className="flex items-center gap-2">
            <Badge tone="grey">Desligada</Badge>
            <span className="text-slate-600">Todo áudio recebe um pedido educado para escrever.</span>
          </p>
        )}
      </div>
    </Card>
  );
}
