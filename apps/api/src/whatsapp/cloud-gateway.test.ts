import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphError, graphSuccess, startFakeGraphApi, type FakeGraphApi } from '../../test/fake-graph-api.ts';
import { createCloudGateway } from './cloud-gateway.ts';
import type { WhatsappGateway } from './gateway.ts';

let graph: FakeGraphApi;
let gateway: WhatsappGateway;

beforeAll(async () => {
  graph = await startFakeGraphApi();
  gateway = createCloudGateway({
    token: 'EAAG-token',
    apiBase: graph.baseUrl,
    apiVersion: 'v23.0',
    sendTimeoutMs: 500,
  });
});
afterAll(() => graph.close());
beforeEach(() => {
  graph.requests.length = 0;
  graph.respond(() => undefined);
});

const request = {
  phoneNumberId: '106540352242922',
  to: '5511987654321',
  kind: 'text' as const,
  body: 'Recebemos seu pedido!',
  payload: {},
};

describe('cloud gateway (against a local Graph API)', () => {
  it('posts a text with the bearer token to /{version}/{phone_number_id}/messages and reads the ids back', async () => {
    graph.respond((r) => graphSuccess(String(r.body.to), '551187654321'));
    const result = await gateway.send(request);
    expect(graph.requests).toHaveLength(1);
    const [sent] = graph.requests;
    expect(sent!.path).toBe('/v23.0/106540352242922/messages');
    expect(sent!.authorization).toBe('Bearer EAAG-token');
    expect(sent!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'text',
      text: { body: 'Recebemos seu pedido!', preview_url: false },
    });
    expect(result).toMatchObject({
      outcome: 'sent',
      wamid: expect.stringMatching(/^wamid\./),
      waId: '551187654321',
    });
  });

  it('sends a lead alert as an interactive message with two reply buttons naming the offer', async () => {
    await gateway.send({
      ...request,
      kind: 'interactive',
      body: 'Novo pedido',
      payload: {
        buttons: [
          { id: 'offer:7:yes', title: 'TENHO' },
          { id: 'offer:7:no', title: 'NÃO TENHO' },
        ],
      },
    });
    expect(graph.requests[0]!.body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Novo pedido' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'offer:7:yes', title: 'TENHO' } },
            { type: 'reply', reply: { id: 'offer:7:no', title: 'NÃO TENHO' } },
          ],
        },
      },
    });
  });

  it('sends the pt_BR template with body parameters and quick-reply payloads', async () => {
    await gateway.send({
      ...request,
      kind: 'template',
      payload: {
        template: {
          name: 'alerta_pedido',
          language: 'pt_BR',
          parameters: ['Eletricista', 'preciso de eletricista'],
          buttonPayloads: ['offer:7:yes', 'offer:7:no'],
        },
      },
    });
    expect(graph.requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: {
        name: 'alerta_pedido',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Eletricista' },
              { type: 'text', text: 'preciso de eletricista' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'offer:7:yes' }],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '1',
            parameters: [{ type: 'payload', payload: 'offer:7:no' }],
          },
        ],
      },
    });
  });

  it.each([
    ['a 5xx', graphError(503, 1, 'Service temporarily unavailable'), 'retry'],
    ['HTTP 429', { status: 429, body: {} }, 'retry'],
    ['throughput 130429', graphError(400, 130429), 'retry'],
    ['pair rate 131056', graphError(400, 131056), 'retry'],
    ['re-engagement 131047', graphError(400, 131047), 'reengage'],
    ['undeliverable 131026', graphError(400, 131026), 'dead'],
    ['not in the allowed list 131030', graphError(400, 131030), 'dead'],
    ['expired token 190', graphError(401, 190), 'dead'],
    ['a 4xx without a body', { status: 400, body: 'x' }, 'dead'],
  ] as const)('classifies %s as %s', async (_label, answer, outcome) => {
    graph.respond(() => answer);
    const result = await gateway.send(request);
    expect(result.outcome).toBe(outcome);
  });

  it('retries a timeout and a dropped connection', async () => {
    graph.respond(() => 'hang');
    expect((await gateway.send(request)).outcome).toBe('retry');
    graph.respond(() => 'drop');
    expect((await gateway.send(request)).outcome).toBe('retry');
  });
});
