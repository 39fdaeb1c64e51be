import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDashboard } from '@tenho/domain/user-dashboard/user-dashboard.schemas';
import { api } from '@/lib/api-client';

/** GET /users/dashboard/user: the caller's own account, company, recent activity and notifications. */
export function getUserDashboard(signal?: AbortSignal): Promise<UserDashboard> {
  return api.get<UserDashboard>('/users/dashboard/user', { signal });
}

export function getUserDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['user-dashboard'],
    queryFn: ({ signal }) => getUserDashboard(signal),
  });
}

export function useUserDashboard() {
  return useQuery({ ...getUserDashboardQueryOptions(), refetchOnWindowFocus: true });
}
