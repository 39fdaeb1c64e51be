import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { SessionUser } from '@tenho/domain/auth/auth.schemas';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/lib/auth-store';

/** Shows the current path so tests can assert where a navigation landed. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export type RenderOptions = { route?: string; routes?: ReactNode };

/** Renders `ui` at `route` inside a router, a fresh QueryClient and a toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/', routes }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {routes ?? (
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          )}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

export type MockResponse = { status?: number; body?: unknown };
export type FetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Replaces fetch with `handler`; returns the list of calls made. */
export function mockFetch(handler: (call: FetchCall) => MockResponse | Promise<MockResponse>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = await handler(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'pessoa@tenho.com.br',
    role: 'CLIENT',
    avatar: null,
    name: 'Pessoa Teste',
    permissions: [],
    permission_override: {},
    is_active: true,
    unit_id: null,
    unit: null,
    ...overrides,
  };
}

export function signIn(user: SessionUser, token = 'token-de-teste') {
  useAuthStore.getState().login(user, token);
}

/** Signs in `makeUser(overrides)`: the usual first line of a panel test. */
export function signInAs(overrides: Partial<SessionUser> = {}, token?: string) {
  signIn(makeUser(overrides), token);
}

export function signOut() {
  useAuthStore.getState().logout();
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
