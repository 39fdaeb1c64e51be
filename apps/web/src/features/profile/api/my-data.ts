import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountClosure, AccountClosureStatus } from '@tenho/domain/privacy/account.schemas';
import { APP_TIME_ZONE } from '@tenho/domain/shared/format';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/session-fetch';

/**
 * GET /profile/export: the signed-in account's data as JSON, fetched with the session in the
 * Authorization header (never a token in a link) and saved under the server's file name.
 */
export function exportMyData(): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE }).format(new Date());
  return downloadFile('/profile/export', { fallbackName: `meus-dados-tenho-${today}.json` });
}

export function useExportMyData() {
  return useMutation({ mutationKey: ['profile', 'export'], mutationFn: exportMyData });
}

export const MY_CLOSURE_QUERY_KEY = ['profile', 'closure'] as const;

/** GET /profile/closure: the account's latest closure request, or null. */
export function getMyClosure(signal?: AbortSignal): Promise<AccountClosureStatus> {
  return api.get<AccountClosureStatus>('/profile/closure', { signal });
}

export function getMyClosureQueryOptions() {
  return queryOptions({ queryKey: MY_CLOSURE_QUERY_KEY, queryFn: ({ signal }) => getMyClosure(signal) });
}

export function useMyClosure() {
  return useQuery(getMyClosureQueryOptions());
}

/** POST /profile/closure: asks the franchise to close the account (a privacy request). */
export function requestMyClosure(): Promise<AccountClosure> {
  return api.post<AccountClosure>('/profile/closure');
}

export function requestMyClosureMutationOptions() {
  return mutationOptions({ mutationKey: ['profile', 'closure', 'request'], mutationFn: requestMyClosure });
}

export function useRequestMyClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestMyClosureMutationOptions(),
    onSuccess: (request) => queryClient.setQueryData(MY_CLOSURE_QUERY_KEY, { request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_CLOSURE_QUERY_KEY }),
  });
}

/** DELETE /profile/closure: takes back the waiting closure request. */
export function cancelMyClosure(): Promise<AccountClosure> {
  return api.delete<AccountClosure>('/profile/closure');
}

export function useCancelMyClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'closure', 'cancel'],
    mutationFn: cancelMyClosure,
    onSuccess: (request) => queryClient.setQueryData(MY_CLOSURE_QUERY_KEY, { request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_CLOSURE_QUERY_KEY }),
  });
}
