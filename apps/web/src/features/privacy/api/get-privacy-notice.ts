import { useQuery } from '@tanstack/react-query';
import type { PrivacyNotice } from '@tenho/domain/settings/settings.schemas';
import { api } from '@/lib/api-client';

/** GET /privacy/notice (public): controller, encarregado's contacts and retention for /privacidade. */
export function usePrivacyNotice() {
  return useQuery({
    queryKey: ['privacy', 'notice'],
    queryFn: ({ signal }) => api.get<PrivacyNotice>('/privacy/notice', { signal }),
    staleTime: 5 * 60_000,
  });
}
