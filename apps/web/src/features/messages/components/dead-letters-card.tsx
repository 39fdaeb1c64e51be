import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { MESSAGES_MSG, MESSAGE_PAGE_SIZE_DEFAULT } from '@tenho/domain/messages/messages.constants';
import { formatDateTime } from '@tenho/domain/shared/format';
import { OUTBOUND_PURPOSE_LABELS } from '@tenho/domain/whatsapp/outbound';
import { formatWaId } from '@tenho/domain/whatsapp/phone';
import { NOUNS, pluralWord } from '@tenho/domain/shared/plural';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Pagination } from '@/components/ui/pagination';
import { WhatsappText } from '@/components/ui/whatsapp-text';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeadLetters } from '../api/get-dead-letters';
import { useRetryDeadLetter } from '../api/retry-dead-letter';

export const DEAD_LETTERS_LOAD_FAILED = 'Erro ao carregar mensagens não enviadas';
export const DEAD_LETTER_RETRY_FAILED = 'Erro ao reenviar a mensagem. Tente novamente.';

/**
 * What WhatsApp would not take after every retry (ADMIN its unit, MASTER all), each with
 * 'Tentar novamente'. Shown only when there is something to act on.
 */
export function DeadLettersCard({ canRetry }: { canRetry: boolean }) {
  const [page, setPage] = useState(1);
  const list = useDeadLetters({ page, pageSize: MESSAGE_PAGE_SIZE_DEFAULT });
  const retry = useRetryDeadLetter();
  const retryingId = retry.isPending ? retry.variables : null;

  if (list.isPending || (list.data && list.data.total === 0 && !list.isError)) return null;

  return (
    <Card>
      <div className="flex flex-col gap-1 p-6 pb-4">
        <h2 className="text-base font-semibold text-slate-900">Mensagens não enviadas</h2>
        <CardDescription>
          O WhatsApp recusou estas mensagens depois de todas as tentativas. Corrija o motivo (número, modelo
          aprovado, saldo da conta) e tente novamente.
        </CardDescription>
      </div>
      {list.isError && !list.data ? (
        <QueryError query={list} message={DEAD_LETTERS_LOAD_FAILED} />
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100 border-t border-slate-200"
            aria-label="Mensagens não enviadas"
          >
            {list.data?.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {OUTBOUND_PURPOSE_LABELS[item.purpose]}{' '}
                    <span className="font-normal text-slate-500">
                      para {item.company_name ?? 'o cliente'} ({formatWaId(item.to)})
                    </span>
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
                    <WhatsappText text={item.body} />
                  </p>
                  <p className="mt-1 text-xs text-red-700">
                    {item.error ?? 'Falha no envio'}
                    {item.error_code !== null ? ` (código ${item.error_code})` : ''} · {item.attempts}{' '}
                    {pluralWord(item.attempts, NOUNS.attempt)}
                    {item.failed_at ? ` · ${formatDateTime(item.failed_at)}` : ''}
                  </p>
                </div>
                {canRetry ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={retryingId === item.id}
                    disabled={retry.isPending}
                    aria-label={`Tentar novamente: ${OUTBOUND_PURPOSE_LABELS[item.purpose]} para ${item.company_name ?? 'o cliente'}`}
                    onClick={() =>
                      retry.mutate(item.id, {
                        onSuccess: (result) =>
                          notify.success(result.message || MESSAGES_MSG.deadLetterRetried),
                        onError: (error) => notify.error(errorMessage(error, DEAD_LETTER_RETRY_FAILED)),
                      })
                    }
                  >
                    {retryingId === item.id ? null : <RotateCw className="size-4" aria-hidden="true" />}
                    Tentar novamente
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {list.data && list.data.total > list.data.pageSize ? (
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={setPage}
              noun={NOUNS.message}
              disabled={list.isFetching}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
