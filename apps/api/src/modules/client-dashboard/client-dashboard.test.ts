import { beforeAll, describe, expect, it } from 'vitest';
import { interactionBars, type ClientDashboard } from '@tenho/domain/messages/client-dashboard.schemas';
import { playAnswer, playRequest, useLoopNetwork, useLoopTestApp } from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

const t = useLoopTestApp();
const { net, tokens } = useLoopNetwork(t, ['master', 'admin0', 'alpha', 'other', 'staff']);

beforeAll(async () => {
  // Alpha: one accepted, one rejected, one pending.
  const accepted = await playRequest(t);
  await playAnswer(t, net.alpha, accepted.offersByCompany.get(net.alpha.id)!, 'yes');
  const rejected = await playRequest(t);
  await playAnswer(t, net.alpha, rejected.offersByCompany.get(net.alpha.id)!, 'no');
  await playRequest(t);
}, slack(90_000));

const get = (token: string) => t.call('GET', '/api/users/dashboard/client', token);

describe('GET /api/users/dashboard/client', () => {
  it("shows the company's balance, interactions, transactions and categories from real data", async () => {
    const response = await get(tokens.alpha);
    expect(response.statusCode).toBe(200);
    const body = response.json<ClientDashboard>();
    expect(body.client).toEqual({
      id: net.alpha.id,
      email: net.alpha.email,
      balance: 9.7, // R$ 10,00 credited, one lead charged
      profile: { display_name: 'Elétrica Alfa' },
    });
    expect(body.stats).toEqual({
      totalInteractions: 3,
      pendingInteractions: 1,
      acceptedInteractions: 1,
      totalTransactions: 2,
    });
    expect(interactionBars(body.stats)).toEqual({ approved: 1, pending: 1, others: 1 });
    expect(body.recentInteractions.map((i) => i.status)).toEqual(['PENDING', 'REJECTED', 'ACCEPTED']);
    expect(body.recentInteractions.every((i) => i.category === 'Eletricista')).toBe(true);
    expect(body.recentTransactions.map((tr) => [tr.type, tr.amount])).toEqual([
      ['DEBIT', 0.3],
      ['CREDIT', 10],
    ]);
    expect(body.categories).toEqual([{ id: expect.any(Number), name: 'Eletricista', code: 'eletricista' }]);
    expect(body.unit).toMatchObject({ id: net.units[0].id, name: net.units[0].name });
  });

  it('shows another company only its own numbers', async () => {
    const body = (await get(tokens.other)).json<ClientDashboard>();
    expect(body.stats).toMatchObject({ totalInteractions: 0, acceptedInteractions: 0 });
    expect(body.recentInteractions).toEqual([]);
  });

  it('is for companies only (403 for the others)', async () => {
    for (const token of [tokens.master, tokens.admin0, tokens.staff]) {
      const response = await get(token);
      expect(response.statusCode).toBe(403);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
