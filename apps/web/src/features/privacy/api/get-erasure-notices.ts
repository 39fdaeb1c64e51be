import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureNoticeList } from '@tenho/domain/privacy/erasure-notices.schemas';
import { api } from '@/lib/api-client';
import { ERASURE_NOTICES_QUERY_KEY } from './privacy-keys';

/** GET /privacy/notices: the company's erasure notices (Art. 18 §6), newest first, with the unread count. */
export function getErasureNotices(signal?: AbortSignal): Promise<ErasureNoticeList> {
  return api.get<ErasureNoticeList>('/privacy/notices', { signal });
}

export function getErasureNoticesQueryOptions() {
  return queryOptions({
    queryKey: ERASURE_NOTICES_QUERY_KEY,
    queryFn: ({ signal }) => getErasureNotices(signal),
  });
}

/** `refetchInterval`: how often an open panel looks for new notices (ms), none by default. */
export function useErasureNotices({
  enabled = true,
  refetchInterval,
}: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...getErasureNoticesQueryOptions(), enabled, refetchInterval });
}
