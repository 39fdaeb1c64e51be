import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@tenho/domain/auth/permissions';
import { ERASURE_NOTICE_MSG } from '@tenho/domain/privacy/erasure-notices.schemas';
import { useAuthStore } from '@/lib/auth-store';
import { makeUser, mockFetch, renderWithProviders, signIn, type FetchCall } from '@/test/render';
import { navItemsFor } from './nav-items';
import { SidebarContent } from './panel-sidebar';

const toaster = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;
const notice = (id: number, readAt: string | null = null) => ({
  id,
  companyId: 1,
  leadId: 40 + id,
  requestedAt: '2026-03-02T13:00:00.000Z',
  createdAt: '2026-03-02T13:00:00.000Z',
  readAt,
});

describe("a company's sidebar", () => {
  it('counts unread erasure notices on Dashboard and tells when a new one arrives', async () => {
    const server = { items: [notice(1)], unread: 1 };
    mockFetch((call: FetchCall) =>
      call.url === '/api/privacy/notices'
        ? { body: server }
        : { status: 404, body: { code: 'x', message: '' } },
    );
    signIn(makeUser({ role: 'CLIENT', permissions: [...ROLE_DEFAULT_PERMISSIONS.CLIENT] }));
    const user = useAuthStore.getState().user!;
    const { queryClient } = renderWithProviders(<SidebarContent user={user} items={navItemsFor(user)} />);

    const badge = await screen.findByTestId('unread-erasure-notices');
    expect(badge).toHaveTextContent('1');
    expect(badge).toHaveAccessibleName('1 aviso de eliminação não lido');
    // The first answer is not news: nothing is toasted for what was already there.
    expect(toaster()?.textContent ?? '').not.toContain(ERASURE_NOTICE_MSG.arrived);

    server.items = [notice(2), notice(1)];
    server.unread = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: ['privacy', 'notices'] }));
    await waitFor(() => expect(screen.getByTestId('unread-erasure-notices')).toHaveTextContent('2'));
    await waitFor(() => expect(within(toaster()).getByText(ERASURE_NOTICE_MSG.arrived)).toBeInTheDocument());
  });

  it('asks nothing for the network roles', async () => {
    const calls = mockFetch(() => ({ body: { items: [], total: 0, page: 1 } }));
    signIn(makeUser({ role: 'ADMIN', unit_id: 1, permissions: [...ROLE_DEFAULT_PERMISSIONS.ADMIN] }));
    const user = useAuthStore.getState().user!;
    renderWithProviders(<SidebarContent user={user} items={navItemsFor(user)} />);
    await screen.findByRole('link', { name: 'Privacidade' });
    expect(calls.some((c) => c.url.startsWith('/api/privacy/notices'))).toBe(false);
    expect(screen.queryByTestId('unread-erasure-notices')).not.toBeInTheDocument();
  });
});
