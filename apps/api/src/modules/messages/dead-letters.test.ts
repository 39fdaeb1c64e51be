import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetterListResponse } from '@tenho/domain/messages/messages.schemas';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { newMobile, playRequest, useLoopNetwork, useLoopTestApp } from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

/** WhatsApp refuses these numbers (undeliverable) until the test lets them through. */
const refused = new Set<string>();

const t = useLoopTestApp({ refusedNumbers: refused });
const { tokens } = useLoopNetwork(t, ['master', 'admin0', 'admin1', 'alpha']);
let deadId = 0;

beforeAll(async () => {
  const consumer = `55${newMobile('21')}`;
  refused.add(consumer);
  const { messageId } = await playRequest(t, { consumer });
  const [ack] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.messageId, messageId));
  const rows = await t.db.select().from(outboundMessages).where(eq(outboundMessages.toWaId, consumer));
  deadId = rows[0]!.id;
  expect(ack).toBeTruthy();
}, slack(60_000));

const list = (token: string) => t.call('GET', '/api/whatsapp/dead-letters', token);
const retry = (token: string, id: number) => t.call('POST', `/api/whatsapp/dead-letters/${id}/retry`, token);

describe('dead letters', () => {
  it('lists messages WhatsApp refused to the unit’s ADMIN and to MASTER, with the error', async () => {
    const body = (await list(tokens.admin0)).json<DeadLetterListResponse>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: deadId,
      purpose: 'REQUEST_ACK',
      recipient: 'CONSUMER',
      error_code: 131026,
      error: 'Message undeliverable',
      attempts: 1,
    });
    expect((await list(tokens.master)).json<DeadLetterListResponse>().total).toBe(1);
    expect((await list(tokens.admin1)).json<DeadLetterListResponse>().total).toBe(0);
    expect((await list(tokens.alpha)).statusCode).toBe(403);
  });

  it('retry redrives the message to the outbox; it is sent once', async () => {
    expect((await retry(tokens.admin1, deadId)).statusCode).toBe(404);
    expect((await retry(tokens.alpha, deadId)).statusCode).toBe(403);
    refused.clear();
    const response = await retry(tokens.admin0, deadId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: deadId,
      status: 'QUEUED',
      message: 'Mensagem colocada de volta na fila de envio',
    });
    await t.settle();
    const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, deadId));
    expect(row).toMatchObject({ status: 'SENT', errorCode: null, attempts: 2 });
    expect((await list(tokens.admin0)).json<DeadLetterListResponse>().total).toBe(0);
    // Retrying what is no longer dead answers 404.
    expect((await retry(tokens.admin0, deadId)).statusCode).toBe(404);
  });
});
