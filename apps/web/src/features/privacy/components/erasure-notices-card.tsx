import { ShieldAlert } from 'lucide-react';
import { ERASURE_NOTICE_MSG } from '@tenho/domain/privacy/erasure-notices.constants';
import type { ErasureNotice } from '@tenho/domain/privacy/erasure-notices.schemas';
import { formatDate, formatDateTime } from '@tenho/domain/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useErasureNotices } from '../api/get-erasure-notices';
import { useMarkErasureNoticeRead } from '../api/mark-erasure-notice-read';

/**
 * The company's erasure notices (Art. 18 §6) on its dashboard: a consumer whose contact it
 * received asked to be erased, so it erases them from its own records too. Shown only when there is
 * a notice; unread ones stand out until 'Marcar como lida'.
 */
export function ErasureNoticesCard() {
  const notices = useErasureNotices();
  const markRead = useMarkErasureNoticeRead();

  if (notices.isPending) return null;
  if (notices.isError)
    return (
      <Card>
        <ErrorState
          message={errorMessage(notices.error, ERASURE_NOTICE_MSG.loadFailed)}
          onRetry={() => void notices.refetch()}
          retrying={notices.isFetching}
          className="py-6"
        />
      </Card>
    );
  const { items, unread } = notices.data;
  if (items.length === 0) return null;

  const handleRead = (notice: ErasureNotice) =>
    markRead.mutate(notice.id, {
      onError: (error) => notify.error(errorMessage(error, ERASURE_NOTICE_MSG.markFailed)),
    });

  return (
    <Card className={cn(unread > 0 && 'border-amber-300')}>
      <section className="flex flex-col gap-4 p-6" aria-labelledby="erasure-notices-title">
        <div className="flex items-start gap-3">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700"
            aria-hidden="true"
          >
            <ShieldAlert className="size-5" />
          </span>
          <div className="min-w-0">
            <h2
              id="erasure-notices-title"
              className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
            >
              {ERASURE_NOTICE_MSG.title}
              {unread > 0 ? (
                <Badge tone="amber">{unread === 1 ? '1 não lido' : `${unread} não lidos`}</Badge>
              ) : null}
            </h2>
            <CardDescription className="mt-1">{ERASURE_NOTICE_MSG.description}</CardDescription>
          </div>
        </div>
        <ul className="flex flex-col gap-2" aria-label={ERASURE_NOTICE_MSG.title}>
          {items.map((notice) => (
            <li
              key={notice.id}
              className={cn(
                'flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between',
                notice.readAt ? 'border-slate-200' : 'border-amber-200 bg-amber-50/40',
              )}
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {ERASURE_NOTICE_MSG.line(notice.leadId, formatDate(notice.requestedAt))}
                </p>
                <p className="text-xs text-slate-500">
                  Aviso recebido em{' '}
                  <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
                </p>
              </div>
              {notice.readAt ? (
                <Badge tone="grey" className="self-start sm:self-center">
                  {ERASURE_NOTICE_MSG.read}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-start sm:self-center"
                  loading={markRead.isPending && markRead.variables === notice.id}
                  onClick={() => handleRead(notice)}
                >
                  {ERASURE_NOTICE_MSG.markRead}
                  <span className="sr-only"> (lead #{notice.leadId})</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
