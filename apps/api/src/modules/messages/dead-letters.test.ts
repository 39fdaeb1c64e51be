import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetterListResponse } from '@tenho/domain/messages/messages.schemas';
import { outboundMessages } from '../../db/schema/outbound.ts';
import type { WhatsappGateway } from '../../whatsapp/gateway.ts';
import { bearer, loginAs } from '../../../test/factories.ts';
import {
  createLoopNetwork,
  newMobile,
  newWamid,
  playRequest,
  useLoopTestApp,
  type LoopNetwork,
} from '../../../test/whatsapp-loop.ts';

/** A gateway that refuses one number (undeliverable) until the test lets it through. */
const refused = new Set<string>();
const gateway: WhatsappGateway = {
  name: 'cloud',
  async send(request) {
    if (refused.has(request.to)) return { outcome: 'dead', code: 131026, message: 'Message undeliverable' };
    return { outcome: 'sent', wamid: newWamid(), waId: request.to };
  },
};

const t = useLoopTestApp({ gateway });
let net: LoopNetwork;
const tokens: Record<string, string> = {};
let deadId = 0;

beforeAll(async () => {
  net = await createLoopNetwork(t.db);
  for (const [name, user] of Object.entries({
    master: net.master,
    admin0: net.admins[0],
    admin1: net.admins[1],
    alpha: net.alpha,
  })) {
    tokens[name] = await loginAs(t.app, user);
  }
  const consumer = `55${newMobile('21')}`;
  refused.add(consumer);
  const { messageId } = await playRequest(t, { consumer });
  const [ack] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.messageId, messageId));
  const rows = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toWaId, consumer));
  deadId = rows[0]!.id;
  expect(ack).toBeTruthy();
}, 60_000);

const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/whatsapp/dead-letters', headers: bearer(token) });
const retry = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/whatsapp/dead-letters/${id}/retry`, headers: bearer(token) });

describe('dead letters', () => {
  it('lists messages WhatsApp refused to the unit’s ADMIN and to MASTER, with the error', async () => {
    const body = (await list(tokens.admin0!)).json<DeadLetterListResponse>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: deadId,
      purpose: 'REQUEST_ACK',
      recipient: 'CONSUMER',
      error_code: 131026,
      error: 'Message undeliverable',
      attempts: 1,
    });
    expect((await list(tokens.master!)).json<DeadLetterListResponse>().total).toBe(1);
    expect((await list(tokens.admin1!)).json<DeadLetterListResponse>().total).toBe(0);
    expect((await list(tokens.alpha!)).statusCode).toBe(403);
  });

  it('retry redrives the message to the outbox; it is sent once', async () => {
    expect((await retry(tokens.admin1!, deadId)).statusCode).toBe(404);
    expect((await retry(tokens.alpha!, deadId)).statusCode).toBe(403);
    refused.clear();
    const response = await retry(tokens.admin0!, deadId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: deadId,
      status: 'QUEUED',
      message: 'Mensagem colocada de volta na fila de envio',
    });
    await t.settle();
    const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, deadId));
    expect(row).toMatchObject({ status: 'SENT', errorCode: null, attempts: 2 });
    expect((await list(tokens.admin0!)).json<DeadLetterListResponse>().total).toBe(0);
    // Retrying what is no longer dead answers 404.
    expect((await retry(tokens.admin0!, deadId)).statusCode).toBe(404);
  });
});
