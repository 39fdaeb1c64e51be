import { useQuery } from '@tanstack/react-query';
import type { TranscriptionStatus } from '@tenho/domain/media/media.schemas';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { api, errorMessage } from '@/lib/api-client';
import { useTestTranscription } from '../api/test-transcription';
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
        ) : null}
        {status.data?.enabled ? <TranscriptionTest /> : null}
        {status.data && !status.data.enabled ? (
          <p className="flex items-center gap-2">
            <Badge tone="grey">Desligada</Badge>
            <span className="text-slate-600">Todo áudio recebe um pedido educado para escrever.</span>
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** 'Testar': sends the short clip shipped with Tenho to the provider and shows what it heard. */
function TranscriptionTest() {
  const test = useTestTranscription();
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">
          Envia ao provedor um áudio curto de exemplo e mostra o texto que voltou.
        </p>
        <Button variant="secondary" loading={test.isPending} onClick={() => test.mutate()}>
          Testar
        </Button>
      </div>
      {test.isPending ? (
        <p role="status" className="text-slate-500">
          Enviando o áudio de teste ao provedor…
        </p>
      ) : test.isError ? (
        <Alert tone="danger" title="O teste falhou">
          {errorMessage(test.error, 'Não foi possível testar a transcrição. Tente de novo.')}
        </Alert>
      ) : test.data ? (
        <Alert
          tone="success"
          title={`Texto reconhecido em ${(test.data.elapsed_ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`}
        >
          <q className="[overflow-wrap:anywhere]">{test.data.text}</q>
        </Alert>
      ) : null}
    </div>
  );
}
