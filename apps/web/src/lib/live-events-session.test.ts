import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '@/test/render';
import { useAuthStore } from './auth-store';
import { DISPUTE_ARRIVED_MESSAGE, DISPUTE_DECIDED_MESSAGES, handleLiveEvent } from './live-events-session';

/** What each role is told (toast) when a dispute event arrives (issue 24, issue 29 §5). */
async function toldFor(role: 'ADMIN' | 'MASTER' | 'CLIENT', status: 'OPEN' | 'REFUNDED'): Promise<string[]> {
  const user = makeUser({ id: 7, role });
  useAuthStore.getState().login(user, 'tok');
  const told: string[] = [];
  await handleLiveEvent({ event: 'dispute', data: JSON.stringify({ id: 1, status }), id: '' }, 7, {
    loadMe: async () => user,
    queryClient: new QueryClient(),
    signOut: () => {},
    announce: (message) => told.push(message),
  });
  return told;
}

afterEach(() => useAuthStore.getState().logout());

describe('live dispute events', () => {
  it('the franchisee (ADMIN) is told at once that a dispute arrived', async () => {
    expect(await toldFor('ADMIN', 'OPEN')).toEqual([DISPUTE_ARRIVED_MESSAGE]);
  });

  it('the company is told the decision, not the opening; the MASTER gets the count, not a toast', async () => {
    expect(await toldFor('CLIENT', 'OPEN')).toEqual([]);
    expect(await toldFor('CLIENT', 'REFUNDED')).toEqual([DISPUTE_DECIDED_MESSAGES.REFUNDED]);
    expect(await toldFor('MASTER', 'OPEN')).toEqual([]);
    expect(await toldFor('ADMIN', 'REFUNDED')).toEqual([]);
  });
});
