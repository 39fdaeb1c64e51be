import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSse, type SseConnection } from '../../../test/sse-client.ts';
import { playAnswer, playRequest, useLoopNetwork, useLoopTestApp } from '../../../test/whatsapp-loop.ts';

/**
 * A company's open Financeiro follows its ledger live (issue 29 §4): every entry sends the
 * company's panels one 'wallet' event after its commit — an ADMIN's credit, a lead charged from
 * the panel or from WhatsApp — as a Pix top-up already did (pix-top-ups.test.ts).
 */

const t = useLoopTestApp();
const { net, tokens } = useLoopNetwork(t, ['admin0', 'alpha', 'beta']);

let baseUrl: string;
const streams: SseConnection[] = [];

async function open(token: string): Promise<SseConnection> {
  const stream = await connectSse(baseUrl, token);
  streams.push(stream);
  await stream.nextEvent('session');
  return stream;
}

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

describe("live 'wallet' event for every ledger entry", () => {
  it("an ADMIN's credit reaches the company's open panels, and not another company's", async () => {
    const alpha = await open(tokens.alpha);
    const beta = await open(tokens.beta);
    const response = await t.call('POST', '/api/wallet/transaction', tokens.admin0, {
      client_id: net.alpha.id,
      amount: 12.5,
      description: 'Crédito de boas-vindas',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await alpha.nextEvent('wallet', 5000)).data).toEqual({ reason: 'credit_inserted' });
    // Beta hears of its own credit only.
    await t.call('POST', '/api/wallet/transaction', tokens.admin0, {
      client_id: net.beta.id,
      amount: 1,
      description: 'Ajuste',
    });
    expect((await beta.nextEvent('wallet', 5000)).data).toEqual({ reason: 'credit_inserted' });
  });

  it('a lead charged from the panel (TENHO) and one charged from WhatsApp each send one event', async () => {
    const alpha = await open(tokens.alpha);
    const first = await playRequest(t);
    const answer = await t.call(
      'POST',
      `/api/offers/${first.offersByCompany.get(net.alpha.id)!}/answer`,
      tokens.alpha,
      {
        answer: 'ACCEPT',
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await alpha.nextEvent('wallet', 5000)).data).toEqual({ reason: 'lead_charged' });

    const beta = await open(tokens.beta);
    const second = await playRequest(t);
    await playAnswer(t, net.beta, second.offersByCompany.get(net.beta.id)!, 'yes');
    expect((await beta.nextEvent('wallet', 5000)).data).toEqual({ reason: 'lead_charged' });
  });

  it('a NÃO TENHO moves no money and sends no wallet event', async () => {
    const beta = await open(tokens.beta);
    const request = await playRequest(t);
    await playAnswer(t, net.beta, request.offersByCompany.get(net.beta.id)!, 'no');
    await expect(beta.nextEvent('wallet', 800)).rejects.toThrow();
  });
});
