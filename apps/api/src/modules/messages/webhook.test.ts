import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboundMessages, whatsappContacts } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages, whatsappStatusBacklog } from '../../db/schema/outbound.ts';
import { signWebhookBody } from '../../whatsapp/signature.ts';
import {
  createCompany,
  createLoopUnit,
  delivery,
  inboundMessage,
  messageDelivery,
  newMobile,
  newWamid,
  statusUpdate,
  TEST_APP_SECRET,
  TEST_VERIFY_TOKEN,
  useLoopTestApp,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { slack } from '../../../test/timeouts.ts';

const t = useLoopTestApp();
let companies: TestCompany[];

beforeAll(async () => {
  const unit = await createLoopUnit(t.db);
  companies = [];
  for (let i = 0; i < 3; i++) {
    companies.push(
      await createCompany(t.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents: 1000 }),
    );
  }
});

const countInbound = async () => Number((await t.db.select({ n: count() }).from(inboundMessages))[0]!.n);

async function messageByWamid(wamid: string) {
  const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
  return row;
}

describe('GET /api/webhooks/whatsapp (verification handshake)', () => {
  it('echoes hub.challenge as plain text when the token matches', async () => {
    const response = await t.call(
      'GET',
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it.each([
    ['a wrong token', `hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1`],
    ['no token', `hub.mode=subscribe&hub.challenge=1`],
    ['another mode', `hub.mode=unsubscribe&hub.verify_token=${TEST_VERIFY_TOKEN}&hub.challenge=1`],
    ['no challenge', `hub.mode=subscribe&hub.verify_token=${TEST_VERIFY_TOKEN}`],
  ])('403 for %s', async (_label, query) => {
    const response = await t.call('GET', `/api/webhooks/whatsapp?${query}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'whatsapp.verification_failed' });
  });
});

describe('POST /api/webhooks/whatsapp: signature over the raw bytes', () => {
  it.each([
    ['missing', null],
    ['wrong', `sha256=${'0'.repeat(64)}`],
    ['malformed', 'sha1=abc'],
  ])('401 and nothing stored with a %s signature', async (_label, signature) => {
    const before = await countInbound();
    const payload = messageDelivery({ from: '5511987650001', text: 'preciso de um eletricista' });
    const response = await t.deliver(payload, { signature });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'whatsapp.invalid_signature' });
    expect(await countInbound()).toBe(before);
  });

  it('401 when the body was changed after signing', async () => {
    const before = await countInbound();
    const original = JSON.stringify(messageDelivery({ from: '5511987650002', text: 'oi' }));
    const signature = signWebhookBody(TEST_APP_SECRET, original);
    expect((await t.deliver(null, { raw: original, signature })).statusCode).toBe(200);
    const tampered = original.replace('"oi"', '"ola"');
    const response = await t.deliver(null, { raw: tampered, signature });
    expect(response.statusCode).toBe(401);
    expect(await countInbound()).toBe(before + 1);
  });

  it('accepts accents and emoji escaped the way Meta sends them (HMAC of the bytes, not of re-serialised JSON)', async () => {
    const wamid = newWamid();
    const text = 'Alguém tem pneu aro 15? Não achei em lugar nenhum 😩';
    const response = await t.deliver(messageDelivery({ id: wamid, from: '5511987650003', text }));
    expect(response.statusCode).toBe(200);
    expect((await messageByWamid(wamid))?.content).toBe(text);
  });
});

describe('inbound messages', () => {
  it('stores a text request, categorises it and offers it to the companies of the unit', async () => {
    const wamid = newWamid();
    const consumer = `55${newMobile('21')}`;
    const response = await t.deliver(
      messageDelivery({ id: wamid, from: consumer, text: 'Preciso de um eletricista urgente' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await t.settle();

    const message = await messageByWamid(wamid);
    expect(message).toMatchObject({
      state: 'PROCESSED',
      kind: 'REQUEST',
      outcome: 'OFFERED',
      senderName: expect.any(String),
    });
    expect(message!.categoryId).not.toBeNull();
    const offered = await t.db.select().from(offers).where(eq(offers.messageId, message!.id));
    expect(offered.map((o) => o.companyId).sort()).toEqual(companies.map((c) => c.id).sort());

    const sent = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.messageId, message!.id));
    const alerts = sent.filter((o) => o.purpose === 'LEAD_ALERT');
    expect(alerts).toHaveLength(3);
    expect(alerts.every((a) => a.kind === 'interactive' && a.payload.buttons?.length === 2)).toBe(true);
    const ack = sent.find((o) => o.purpose === 'REQUEST_ACK');
    expect(ack).toMatchObject({ toWaId: consumer, status: 'DELIVERED' });
    expect(ack!.body).toContain('3 empresas');
  });

  it('stores a message delivered three times once, and offers it once', async () => {
    const wamid = newWamid();
    const payload = messageDelivery({
      id: wamid,
      from: `55${newMobile('31')}`,
      text: 'preciso de eletricista para trocar o chuveiro',
    });
    for (let i = 0; i < 3; i++) expect((await t.deliver(payload)).statusCode).toBe(200);
    await t.settle();
    const rows = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
    expect(rows).toHaveLength(1);
    const offered = await t.db.select().from(offers).where(eq(offers.messageId, rows[0]!.id));
    expect(offered).toHaveLength(3);
    const acks = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.messageId, rows[0]!.id), eq(outboundMessages.purpose, 'REQUEST_ACK')));
    expect(acks).toHaveLength(1);
  });

  it(
    'takes a batch of 50 messages in one delivery',
    async () => {
      const ids = Array.from({ length: 50 }, () => newWamid());
      const payload = delivery({
        messages: ids.map((id, i) =>
          inboundMessage({
            id,
            from: `55${newMobile('41')}`,
            text: i % 2 ? 'preciso de um eletricista' : 'bom dia',
          }),
        ),
      });
      const response = await t.deliver(payload);
      expect(response.statusCode).toBe(200);
      await t.settle(90_000);
      const rows = await t.db.select().from(inboundMessages);
      const batch = rows.filter((r) => ids.includes(r.wamid));
      expect(batch).toHaveLength(50);
      expect(batch.every((r) => r.state === 'PROCESSED')).toBe(true);
      expect(batch.filter((r) => r.outcome === 'OFFERED')).toHaveLength(25);
      // Off-topic chatter is never offered: it gets a hint of what to send.
      expect(batch.filter((r) => r.outcome === 'NOT_UNDERSTOOD')).toHaveLength(25);
    },
    slack(120_000),
  );

  it('answers an image without a caption with a polite ask for words, and offers nothing', async () => {
    const wamid = newWamid();
    await t.deliver(messageDelivery({ id: wamid, from: `55${newMobile()}`, image: {} }));
    await t.settle();
    const message = await messageByWamid(wamid);
    expect(message).toMatchObject({ outcome: 'UNSUPPORTED', kind: 'REQUEST', type: 'image' });
    const replies = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.messageId, message!.id));
    expect(replies.map((r) => r.purpose)).toEqual(['TEXT_ONLY']);
    expect(replies[0]!.body).toContain('escreva em uma frase o que você precisa');
  });

  it('answers an audio at once with the polite ask when transcription is off (no TRANSCRIBE_URL)', async () => {
    const wamid = newWamid();
    const payload = delivery({
      messages: [
        {
          from: `55${newMobile()}`,
          id: wamid,
          timestamp: '1700000000',
          type: 'audio',
          audio: { id: '123', voice: true },
        },
      ],
    });
    await t.deliver(payload);
    await t.settle();
    const message = await messageByWamid(wamid);
    expect(message).toMatchObject({
      outcome: 'UNSUPPORTED',
      mediaStatus: null,
      unservedReason: 'media_without_text',
    });
    const replies = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.messageId, message!.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('Recebemos seu áudio');
  });

  it('remembers when a number last wrote (the 24-hour window) in the stored form', async () => {
    const legacy = '552187651234'; // no ninth digit
    await t.deliver(messageDelivery({ from: legacy, text: 'oi' }));
    await t.settle();
    const [contact] = await t.db
      .select()
      .from(whatsappContacts)
      .where(eq(whatsappContacts.number, '5521987651234'));
    expect(contact).toMatchObject({ waId: legacy });
    expect(contact!.lastInboundAt).toBeInstanceOf(Date);
  });

  it('skips malformed items and keeps the rest of the batch', async () => {
    const good = newWamid();
    const response = await t.deliver(
      delivery({
        messages: [
          { from: 'not-a-number', id: newWamid(), type: 'text', text: { body: 'x' } },
          { id: newWamid() },
          inboundMessage({ id: good, from: `55${newMobile()}`, text: 'bom dia' }),
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await messageByWamid(good)).toBeTruthy();
  });

  it('stores text with NUL characters and lone surrogates (dropped), never failing the delivery', async () => {
    const wamid = newWamid();
    const response = await t.deliver(
      messageDelivery({ id: wamid, from: `55${newMobile()}`, text: 'tem\u0000 pneu \ud800aro 15?' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await messageByWamid(wamid))?.content).toBe('tem pneu \ufffdaro 15?');
  });

  it('400 for a signed body that is not JSON', async () => {
    const response = await t.deliver(null, { raw: '{"entry": [' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'whatsapp.invalid_payload' });
  });
});

describe('statuses of our outbound messages', () => {
  async function anAlert() {
    const [row] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.purpose, 'LEAD_ALERT'))
      .limit(1);
    const wamid = newWamid();
    await t.db
      .update(outboundMessages)
      .set({ wamid, status: 'SENT' })
      .where(eq(outboundMessages.id, row!.id));
    return { id: row!.id, wamid, to: row!.toWaId };
  }

  const statusOf = async (id: number) =>
    (await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0]!;

  it('keeps the furthest state when statuses arrive out of order and repeated', async () => {
    const alert = await anAlert();
    const send = (status: 'sent' | 'delivered' | 'read') =>
      t.deliver(delivery({ statuses: [statusUpdate({ id: alert.wamid, status, recipient: alert.to })] }));
    await send('read');
    expect((await statusOf(alert.id)).status).toBe('READ');
    await send('delivered');
    await send('sent');
    await send('read');
    const row = await statusOf(alert.id);
    expect(row.status).toBe('READ');
    expect(row.readAt).toBeInstanceOf(Date);
  });

  it('treats failed as final', async () => {
    const alert = await anAlert();
    await t.deliver(
      delivery({
        statuses: [
          statusUpdate({ id: alert.wamid, status: 'failed', recipient: alert.to, errorCode: 131026 }),
        ],
      }),
    );
    await t.deliver(
      delivery({ statuses: [statusUpdate({ id: alert.wamid, status: 'delivered', recipient: alert.to })] }),
    );
    expect(await statusOf(alert.id)).toMatchObject({ status: 'FAILED', errorCode: 131026 });
  });

  it('keeps a status for a message id we do not know yet (the dispatcher applies it once the id is stored)', async () => {
    const response = await t.deliver(
      delivery({
        statuses: [
          statusUpdate({ id: 'wamid.UNKNOWN-EARLY', status: 'delivered', recipient: '5511900000000' }),
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const waiting = await t.db
      .select()
      .from(whatsappStatusBacklog)
      .where(eq(whatsappStatusBacklog.wamid, 'wamid.UNKNOWN-EARLY'));
    expect(waiting.map((w) => w.status)).toEqual(['delivered']);
  });
});
