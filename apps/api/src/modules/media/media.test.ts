import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_TEXTS } from '@tenho/domain/whatsapp/texts';
import { inboundMessages } from '../../db/schema/messages.ts';
import { offers } from '../../db/schema/offers.ts';
import { outboundMessages } from '../../db/schema/outbound.ts';
import { testConfig } from '../../../test/app.ts';
import { createUser, loginAs } from '../../../test/factories.ts';
import { startFakeGraphApi, type FakeGraphApi } from '../../../test/fake-graph-api.ts';
import {
  createCompany,
  createLoopTestApp,
  createLoopUnit,
  delivery,
  newMobile,
  newWamid,
  playAnswer,
  type LoopTestContext,
  type TestCompany,
} from '../../../test/whatsapp-loop.ts';
import { durationSeconds, sniffAudio, sniffImage } from './sniff.ts';
import { createMediaStorage, digestAsHex } from './media.service.ts';
import { cleanTranscript } from './transcriber.ts';
import { testTranscription } from './transcription-check.ts';
import { multipartForm } from '../documents/documents.fixtures.ts';
import { slack } from '../../../test/timeouts.ts';

// --- Audio fixtures (headers are what the code reads; the payload is filler) ---------------------

/** An OGG page: capture pattern, version, header type, granule position (LE), filler. */
function oggPage(granule: bigint, body: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeBigUInt64LE(granule, 6);
  return Buffer.concat([header, body]);
}
function oggClip(seconds: number, filler = 2048): Buffer {
  return Buffer.concat([
    oggPage(0n, Buffer.from('OpusHead')),
    oggPage(0n, Buffer.alloc(filler, 7)),
    oggPage(BigInt(Math.round(seconds * 48_000)), Buffer.alloc(64, 9)),
  ]);
}
function wavClip(seconds: number): Buffer {
  const rate = 16_000;
  const data = rate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946000101', 'hex'), Buffer.alloc(3000, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(64, 2)]);

describe('sniffing and container length', () => {
  it('recognises each accepted audio kind and refuses others', () => {
    expect(sniffAudio(oggClip(3))).toBe('ogg');
    expect(sniffAudio(wavClip(1))).toBe('wav');
    expect(sniffAudio(Buffer.from('#!AMR\n rest', 'latin1'))).toBe('amr');
    expect(sniffAudio(Buffer.from('\0\0\0\x20ftypM4A ', 'latin1'))).toBe('m4a');
    expect(sniffAudio(Buffer.from('ID3\x04\0\0', 'latin1'))).toBe('mp3');
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe('mp3');
    expect(sniffAudio(PNG)).toBeNull();
    expect(sniffAudio(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('recognises JPEG, PNG and WebP photos by their bytes, and nothing else', () => {
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(wavClip(1))).toBeNull();
    expect(sniffImage(oggClip(1))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('reads an OGG length from the last granule (48 kHz) and a WAV one from its header', () => {
    const ogg = oggClip(7.5);
    expect(durationSeconds('ogg', ogg.subarray(0, 64), ogg, ogg.length)).toBe(7.5);
    const wav = wavClip(3);
    expect(durationSeconds('wav', wav.subarray(0, 4096), wav.subarray(-100), wav.length)).toBe(3);
    expect(durationSeconds('mp3', Buffer.alloc(4), Buffer.alloc(4), 4)).toBeNull();
  });

  it('bounds a hostile transcript and reads both digest forms', () => {
    expect(cleanTranscript(`a\u0000b\u202e c\n\n${'x'.repeat(5000)}`)).toHaveLength(1024);
    expect(cleanTranscript(' oi\u0007 tudo ')).toBe('oi tudo');
    const hex = 'a'.repeat(64);
    expect(digestAsHex(hex.toUpperCase())).toBe(hex);
    expect(digestAsHex(Buffer.from(hex, 'hex').toString('base64'))).toBe(hex);
    expect(digestAsHex('x')).toBeNull();
  });
});

// --- The loop with a fake Cloud API and a fake provider ------------------------------------------

type ProviderRequest = {
  authorization: string | undefined;
  fields: Record<string, string>;
  fileName: string | null;
  fileSize: number;
};
type ProviderAnswer = { status: number; body: unknown };

async function startFakeProvider() {
  const requests: ProviderRequest[] = [];
  let answer: (index: number) => ProviderAnswer = () => ({ status: 200, body: { text: TRANSCRIPT } });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const fields: Record<string, string> = {};
      let fileName: string | null = null;
      let fileSize = 0;
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else {
          fileName = value.name;
          fileSize = value.size;
        }
      }
      requests.push({ authorization: req.headers.authorization, fields, fileName, fileSize });
      const { status, body } =
        req.url === '/v1/audio/transcriptions' ? answer(requests.length - 1) : { status: 404, body: {} };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respond: (next: (index: number) => ProviderAnswer) => void (answer = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const TRANSCRIPT = 'Preciso de um eletricista hoje';
const SECRET_PROVIDER_TEXT = 'internal-provider-detail-xyz';

let t: LoopTestContext;
let graph: FakeGraphApi;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let mediaDir: string;
const companies: TestCompany[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  graph = await startFakeGraphApi();
  provider = await startFakeProvider();
  mediaDir = await mkdtemp(join(tmpdir(), 'tenho-media-'));
  t = await createLoopTestApp({
    config: {
      whatsapp: { apiBase: graph.baseUrl, token: 'test-graph-token', apiVersion: 'v21.0' } as never,
      transcribe: {
        url: provider.baseUrl,
        model: 'whisper-test',
        apiKey: 'provider-key',
        // The fake provider answers at once; on a loaded CI machine (this suite at niceness 19 beside the
        // journeys) 2 s was once too short and a 400 came back as a timeout retried three times.
        timeoutMs: slack(2000),
        maxSeconds: 120,
        retryDelayMs: 5,
        mediaDir,
      },
    },
  });
  const unit = await createLoopUnit(t.db);
  const other = await createLoopUnit(t.db, '109876543217777');
  for (let i = 0; i < 2; i++)
    companies.push(
      await createCompany(t.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents: 1000 }),
    );
  for (const [name, user] of Object.entries({
    master: await createUser(t.db, { role: 'MASTER' }),
    admin: await createUser(t.db, { role: 'ADMIN', unitId: unit.id }),
    otherAdmin: await createUser(t.db, { role: 'ADMIN', unitId: other.id }),
    payer: companies[0]!,
    notPayer: companies[1]!,
  }))
    tokens[name] = await loginAs(t.app, user);
}, slack(60_000));

afterAll(async () => {
  await t?.close();
  await graph?.close();
  await provider?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

let mediaCounter = 0;
/** A consumer's audio message whose bytes the fake Cloud API serves. */
function audioMessage(media: Parameters<FakeGraphApi['media']['set']>[1]) {
  const mediaId = `77${++mediaCounter}000111`;
  graph.media.set(mediaId, media);
  const from = `55${newMobile()}`;
  const wamid = newWamid();
  const payload = delivery({
    messages: [
      {
        from,
        id: wamid,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'audio',
        audio: { id: mediaId, mime_type: media.mimeType, sha256: 'ignored-here', voice: true },
      },
    ],
  });
  return { mediaId, from, wamid, payload };
}

async function rowOf(wamid: string) {
  const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid));
  return row!;
}
const repliesTo = async (messageId: number) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.messageId, messageId), eq(outboundMessages.recipientKind, 'CONSUMER')));
const alertsOf = async (messageId: number) =>
  t.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.messageId, messageId), eq(outboundMessages.purpose, 'LEAD_ALERT')));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('voice notes become requests', () => {
  it('an OGG voice note delivered three times is fetched and transcribed once and offered with its transcript', async () => {
    const before = provider.requests.length;
    const audio = audioMessage({ bytes: oggClip(4), mimeType: 'audio/ogg; codecs=opus' });
    for (let i = 0; i < 3; i++) expect((await t.deliver(audio.payload)).statusCode).toBe(200);
    await t.settle();

    const row = await rowOf(audio.wamid);
    expect(row).toMatchObject({ mediaStatus: 'TRANSCRIBED', transcript: TRANSCRIPT, outcome: 'OFFERED' });
    expect(row.mediaMime).toBe('audio/ogg');
    expect(await createMediaStorage(mediaDir).exists(row.mediaKey!)).toBe(true);

    const calls = graph.mediaRequests.filter((r) => r.path.includes(audio.mediaId));
    expect(calls.map((c) => c.path)).toEqual([
      `/v21.0/${audio.mediaId}`,
      `/media-bytes/${audio.mediaId}?ext=1`,
    ]);
    expect(calls.every((c) => c.authorization === 'Bearer test-graph-token')).toBe(true);

    const sent = provider.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer provider-key',
      fileName: 'audio.ogg',
      fields: { model: 'whisper-test', language: 'pt', response_format: 'json' },
    });
    expect(sent[0]!.fields.prompt).toMatch(/eletricista/i);

    const alerts = await alertsOf(row.id);
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) expect(alert.body).toContain(`🎤 Áudio transcrito: "${TRANSCRIPT}"`);
    const [ack] = await repliesTo(row.id);
    expect(ack!.purpose).toBe('REQUEST_ACK');

    // The panel: the item carries type, transcript and media; the media route is scoped like the message.
    const url = `/api/webhooks/messages/${row.id}/media`;
    const list = await t.call('GET', '/api/webhooks/messages?pageSize=100', tokens.admin);
    const item = list
      .json<{ messages: { id: number; type: string; transcript: string; media: unknown }[] }>()
      .messages.find((m) => m.id === row.id);
    expect(item).toMatchObject({
      type: 'audio',
      transcript: TRANSCRIPT,
      media: { kind: 'audio', mime_type: 'audio/ogg', size: oggClip(4).length, url },
    });
    for (const who of ['master', 'admin']) {
      const response = await t.call('GET', url, tokens[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('audio/ogg');
      expect(response.rawPayload.equals(oggClip(4))).toBe(true);
    }
    const [offer] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.messageId, row.id), eq(offers.companyId, companies[0]!.id)));
    await playAnswer(t, companies[0]!, offer!.id, 'yes');
    expect((await t.call('GET', url, tokens.payer)).statusCode).toBe(200);
    for (const who of ['otherAdmin', 'notPayer']) {
      const response = await t.call('GET', url, tokens[who]);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ code: 'messages.not_found' });
    }
    const theirs = await t.call('GET', '/api/webhooks/messages?pageSize=100', tokens.notPayer);
    expect(
      theirs.json<{ messages: { id: number; media: unknown }[] }>().messages.find((m) => m.id === row.id)
        ?.media,
    ).toBeNull();
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/webhooks/messages/abc/media', tokens.master)).statusCode).toBe(400);
  });

  it.each([
    [
      '16 MB + 1 byte (the metadata lying about the size)',
      () => ({
        bytes: Buffer.concat([oggClip(3), Buffer.alloc(16 * 1024 * 1024 + 1 - oggClip(3).length)]),
        mimeType: 'audio/ogg',
        fileSize: 1000,
      }),
    ],
    ['a wrong SHA-256', () => ({ bytes: oggClip(3), mimeType: 'audio/ogg', sha256: 'b'.repeat(64) })],
    ['content that is not audio', () => ({ bytes: PNG, mimeType: 'audio/ogg' })],
    ['audio over the time limit', () => ({ bytes: oggClip(121), mimeType: 'audio/ogg' })],
    ['a WAV over the time limit', () => ({ bytes: wavClip(121), mimeType: 'audio/wav' })],
    ['the media metadata failing', () => ({ bytes: oggClip(3), mimeType: 'audio/ogg', metadataStatus: 500 })],
  ])(
    '%s: the polite ask, nothing stored, media_without_text',
    async (_label, media) => {
      const before = provider.requests.length;
      const audio = audioMessage(media());
      await t.deliver(audio.payload);
      await t.settle(30_000);

      const row = await rowOf(audio.wamid);
      expect(row).toMatchObject({
        mediaStatus: 'FAILED',
        mediaKey: null,
        transcript: null,
        outcome: 'UNSUPPORTED',
        unservedReason: 'media_without_text',
      });
      expect(provider.requests.length).toBe(before);
      const replies = await repliesTo(row.id);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.body.startsWith(WHATSAPP_TEXTS.audioNotHeard)).toBe(true);
      expect(await alertsOf(row.id)).toHaveLength(0);
      expect(await filesUnder(join(mediaDir, 'tmp'))).toEqual([]);
    },
    slack(60_000),
  );

  it(
    'a provider failing with 500 three times: three tries, then the polite ask; its text reaches nobody',
    async () => {
      const filesBefore = await filesUnder(mediaDir);
      const before = provider.requests.length;
      provider.respond(() => ({ status: 500, body: { error: { message: SECRET_PROVIDER_TEXT } } }));
      try {
        const audio = audioMessage({ bytes: oggClip(5), mimeType: 'audio/ogg' });
        await t.deliver(audio.payload);
        await t.settle(30_000);
        expect(provider.requests.length - before).toBe(3);
        const row = await rowOf(audio.wamid);
        expect(row).toMatchObject({
          mediaStatus: 'FAILED',
          mediaKey: null,
          unservedReason: 'media_without_text',
        });
        const replies = await repliesTo(row.id);
        expect(replies).toHaveLength(1);
        expect(replies[0]!.body.startsWith(WHATSAPP_TEXTS.audioNotHeard)).toBe(true);
        expect(JSON.stringify(await t.db.select().from(outboundMessages))).not.toContain(
          SECRET_PROVIDER_TEXT,
        );
        expect(await filesUnder(mediaDir)).toEqual(filesBefore);
      } finally {
        provider.respond(() => ({ status: 200, body: { text: TRANSCRIPT } }));
      }
    },
    slack(60_000),
  );

  it('a provider 400 is not retried', async () => {
    const before = provider.requests.length;
    provider.respond(() => ({ status: 400, body: { error: { message: SECRET_PROVIDER_TEXT } } }));
    try {
      const audio = audioMessage({ bytes: oggClip(5), mimeType: 'audio/ogg' });
      await t.deliver(audio.payload);
      await t.settle(30_000);
      expect(provider.requests.length - before).toBe(1);
      expect((await rowOf(audio.wamid)).mediaStatus).toBe('FAILED');
    } finally {
      provider.respond(() => ({ status: 200, body: { text: TRANSCRIPT } }));
    }
  });
});

describe('captions are requests; photos are kept', () => {
  let photoCounter = 0;
  /** A consumer's photo whose bytes the fake Cloud API serves (none: an id it does not know). */
  const imageDelivery = (caption?: string, media?: Parameters<FakeGraphApi['media']['set']>[1]) => {
    const wamid = newWamid();
    const mediaId = `88${++photoCounter}000222`;
    if (media) graph.media.set(mediaId, media);
    return {
      wamid,
      mediaId,
      payload: delivery({
        messages: [
          {
            from: `55${newMobile()}`,
            id: wamid,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'image',
            image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'x', ...(caption ? { caption } : {}) },
          },
        ],
      }),
    };
  };

  it('a photo with a caption is offered on its caption, its photo stored and served like the message', async () => {
    const image = imageDelivery('Preciso de um eletricista para trocar esta tomada', {
      bytes: JPEG,
      mimeType: 'image/jpeg',
    });
    await t.deliver(image.payload);
    await t.settle();
    const row = await rowOf(image.wamid);
    expect(row).toMatchObject({ outcome: 'OFFERED', mediaStatus: 'STORED', mediaMime: 'image/jpeg' });
    expect(row.mediaSize).toBe(JPEG.length);
    expect(row.transcript).toBeNull();
    expect(await alertsOf(row.id)).toHaveLength(2);
    const calls = graph.mediaRequests.filter((r) => r.path.includes(image.mediaId));
    expect(calls.map((c) => c.path)).toEqual([
      `/v21.0/${image.mediaId}`,
      `/media-bytes/${image.mediaId}?ext=1`,
    ]);

    const url = `/api/webhooks/messages/${row.id}/media`;
    const list = await t.call('GET', '/api/webhooks/messages?pageSize=100', tokens.admin);
    expect(list.json<{ messages: { id: number }[] }>().messages.find((m) => m.id === row.id)).toMatchObject({
      type: 'image',
      transcript: null,
      content: 'Preciso de um eletricista para trocar esta tomada',
      media: { kind: 'image', mime_type: 'image/jpeg', size: JPEG.length, url },
    });
    for (const who of ['master', 'admin']) {
      const response = await t.call('GET', url, tokens[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.rawPayload.equals(JPEG)).toBe(true);
    }
    // A company sees it once it paid for the lead (TENHO), never before, never another company.
    expect((await t.call('GET', url, tokens.payer)).statusCode).toBe(404);
    const [offer] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.messageId, row.id), eq(offers.companyId, companies[0]!.id)));
    await playAnswer(t, companies[0]!, offer!.id, 'yes');
    const paid = await t.call('GET', url, tokens.payer);
    expect(paid.statusCode).toBe(200);
    expect(paid.rawPayload.equals(JPEG)).toBe(true);
    for (const who of ['otherAdmin', 'notPayer']) {
      const response = await t.call('GET', url, tokens[who]);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ code: 'messages.not_found' });
    }
  });

  it('a photo without a caption gets one polite ask and keeps its photo', async () => {
    const image = imageDelivery(undefined, { bytes: WEBP, mimeType: 'image/webp' });
    await t.deliver(image.payload);
    await t.settle();
    const row = await rowOf(image.wamid);
    expect(row).toMatchObject({
      outcome: 'UNSUPPORTED',
      unservedReason: 'media_without_text',
      mediaStatus: 'STORED',
      mediaMime: 'image/webp',
    });
    expect(await createMediaStorage(mediaDir).exists(row.mediaKey!)).toBe(true);
    const replies = await repliesTo(row.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body.startsWith(WHATSAPP_TEXTS.mediaWithoutText)).toBe(true);
    const served = await t.call('GET', `/api/webhooks/messages/${row.id}/media`, tokens.master);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['bytes that are not a photo', { bytes: oggClip(2), mimeType: 'image/jpeg' }],
    ['a wrong SHA-256', { bytes: JPEG, mimeType: 'image/jpeg', sha256: 'c'.repeat(64) }],
    [
      '16 MB + 1 byte',
      {
        bytes: Buffer.concat([JPEG, Buffer.alloc(16 * 1024 * 1024 + 1 - JPEG.length)]),
        mimeType: 'image/jpeg',
        fileSize: 10,
      },
    ],
    ['an id the Cloud API does not know', undefined],
  ])(
    '%s: the request still goes on, nothing is stored',
    async (_label, media) => {
      const filesBefore = await filesUnder(mediaDir);
      const image = imageDelivery('Preciso de um eletricista urgente', media);
      await t.deliver(image.payload);
      await t.settle(30_000);
      const row = await rowOf(image.wamid);
      expect(row).toMatchObject({ outcome: 'OFFERED', mediaStatus: 'FAILED', mediaKey: null });
      expect(await filesUnder(mediaDir)).toEqual(filesBefore);
      const item = (await t.call('GET', '/api/webhooks/messages?pageSize=100', tokens.master))
        .json<{ messages: { id: number; media: unknown }[] }>()
        .messages.find((m) => m.id === row.id);
      expect(item?.media).toBeNull();
      expect((await t.call('GET', `/api/webhooks/messages/${row.id}/media`, tokens.master)).statusCode).toBe(
        404,
      );
    },
    slack(60_000),
  );
});

describe('GET /api/media/transcription (Configurações)', () => {
  it('tells MASTER the host and model, never the key; others are refused', async () => {
    const response = await t.call('GET', '/api/media/transcription', tokens.master);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      host: new URL(provider.baseUrl).host,
      model: 'whisper-test',
      max_seconds: 120,
    });
    expect(response.body).not.toContain('provider-key');
    expect((await t.call('GET', '/api/media/transcription', tokens.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/media/transcription', tokens.payer)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/media/transcription')).statusCode).toBe(401);
  });
});

describe('POST /api/media/transcription/test (Configurações: Testar)', () => {
  const TEST = '/api/media/transcription/test';

  it('sends the shipped WAV clip to the provider and returns its text', async () => {
    const before = provider.requests.length;
    provider.respond(() => ({ status: 200, body: { text: '  Olá!  Alguém tem pneu aro 15? ' } }));
    try {
      const response = await t.call('POST', TEST, tokens.master);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ text: 'Olá! Alguém tem pneu aro 15?' });
      expect(response.json<{ elapsed_ms: number }>().elapsed_ms).toBeGreaterThanOrEqual(0);
      const [sent] = provider.requests.slice(before);
      expect(sent).toMatchObject({
        authorization: 'Bearer provider-key',
        fileName: 'audio.wav',
        fields: { model: 'whisper-test', language: 'pt', response_format: 'json' },
      });
      expect(sent!.fileSize).toBeGreaterThan(10_000);
    } finally {
      provider.respond(() => ({ status: 200, body: { text: TRANSCRIPT } }));
    }
  });

  it.each([
    [401, 422, 'media.provider_unauthorized', 1],
    [404, 422, 'media.provider_not_found', 1],
    [400, 422, 'media.provider_refused', 1],
    [500, 503, 'media.provider_unavailable', 3],
  ])(
    'a provider answering %i: %i %s in pt-BR, never its own words',
    async (status, expected, code, tries) => {
      const before = provider.requests.length;
      provider.respond(() => ({ status, body: { error: { message: SECRET_PROVIDER_TEXT } } }));
      try {
        const response = await t.call('POST', TEST, tokens.master);
        expect(response.statusCode).toBe(expected);
        expect(response.json()).toMatchObject({ code });
        expect(response.body).not.toContain(SECRET_PROVIDER_TEXT);
        expect(provider.requests.length - before).toBe(tries);
      } finally {
        provider.respond(() => ({ status: 200, body: { text: TRANSCRIPT } }));
      }
    },
  );

  it('an empty text is an answer the panel explains', async () => {
    provider.respond(() => ({ status: 200, body: { text: '   ' } }));
    try {
      const response = await t.call('POST', TEST, tokens.master);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'media.provider_empty' });
    } finally {
      provider.respond(() => ({ status: 200, body: { text: TRANSCRIPT } }));
    }
  });

  it('is for MASTER only, and says so when transcription is off', async () => {
    const before = provider.requests.length;
    expect((await t.call('POST', TEST, tokens.admin)).statusCode).toBe(403);
    expect((await t.call('POST', TEST, tokens.payer)).statusCode).toBe(403);
    expect((await t.call('POST', TEST)).statusCode).toBe(401);
    expect(provider.requests.length).toBe(before);
    await expect(testTranscription({ ...t.config.transcribe, url: null })).rejects.toMatchObject({
      code: 'media.transcription_off',
      statusCode: 409,
    });
  });
});

describe('POST /api/simulator/media (the Simulador uploads the media itself)', () => {
  // Simulator mode: a context of its own (the one above plays the Cloud API).
  let sim: LoopTestContext;
  let simDir: string;
  let unitId: number;
  const simTokens: Record<string, string> = {};
  beforeAll(async () => {
    simDir = await mkdtemp(join(tmpdir(), 'tenho-sim-media-'));
    sim = await createLoopTestApp({
      config: {
        whatsapp: { ...testConfig().whatsapp, mode: 'simulator' },
        transcribe: { ...t.config.transcribe, mediaDir: simDir },
      },
    });
    const unit = await createLoopUnit(sim.db);
    const other = await createLoopUnit(sim.db, '109876543218888');
    unitId = unit.id;
    await createCompany(sim.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents: 1000 });
    simTokens.master = await loginAs(sim.app, await createUser(sim.db, { role: 'MASTER' }));
    simTokens.otherAdmin = await loginAs(
      sim.app,
      await createUser(sim.db, { role: 'ADMIN', unitId: other.id }),
    );
    simTokens.company = await loginAs(
      sim.app,
      await createCompany(sim.db, { unitId: unit.id, categoryCodes: ['eletricista'], balanceCents: 0 }),
    );
  }, slack(60_000));
  afterAll(async () => {
    await sim?.close();
    await rm(simDir, { recursive: true, force: true });
  });
  const simRow = async (wamid: string) =>
    (await sim.db.select().from(inboundMessages).where(eq(inboundMessages.wamid, wamid)))[0]!;
  const upload = (fields: Record<string, string>, content?: Buffer, token = simTokens.master) => {
    const form = multipartForm(fields, content ? [{ name: 'gravacao', content }] : []);
    return sim.app.inject({
      method: 'POST',
      url: '/api/simulator/media',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  };
  const WEBM = Buffer.concat([
    Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
    Buffer.alloc(4000, 3),
  ]);

  it('a recorded voice note (WebM) is transcribed and offered; nothing stays in the uploads', async () => {
    const before = provider.requests.length;
    const from = `55${newMobile()}`;
    const response = await upload({ unit_id: String(unitId), from, name: 'Rita' }, WEBM);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 'audio', message: 'Mídia enviada' });
    await sim.settle();
    const row = await simRow(response.json<{ wamid: string }>().wamid);
    expect(row).toMatchObject({
      type: 'audio',
      mediaStatus: 'TRANSCRIBED',
      mediaMime: 'audio/webm',
      transcript: TRANSCRIPT,
      outcome: 'OFFERED',
    });
    expect(provider.requests.slice(before)[0]).toMatchObject({ fileName: 'audio.webm' });
    expect(await filesUnder(join(simDir, 'simulator'))).toEqual([]);
    const served = await sim.call('GET', `/api/webhooks/messages/${row.id}/media`, simTokens.master);
    expect(served.rawPayload.equals(WEBM)).toBe(true);
  });

  it('a photo with its caption is offered on the caption and kept', async () => {
    const response = await upload(
      {
        unit_id: String(unitId),
        from: `55${newMobile()}`,
        caption: 'Preciso de eletricista para esta tomada',
      },
      JPEG,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 'image' });
    await sim.settle();
    const row = await simRow(response.json<{ wamid: string }>().wamid);
    expect(row).toMatchObject({
      type: 'image',
      mediaStatus: 'STORED',
      mediaMime: 'image/jpeg',
      outcome: 'OFFERED',
    });
    expect(row.content).toBe('Preciso de eletricista para esta tomada');
  });

  it(
    'refuses what is not audio or a photo, too large, a caption on audio, no file, bad fields, another unit',
    async () => {
      const base = { unit_id: String(unitId), from: `55${newMobile()}` };
      const cases: [Awaited<ReturnType<typeof upload>>, number, string][] = [
        [await upload(base, Buffer.from('%PDF-1.7 not media')), 415, 'simulator.not_media'],
        [
          await upload(base, Buffer.concat([JPEG, Buffer.alloc(16 * 1024 * 1024)])),
          413,
          'simulator.too_large',
        ],
        [await upload({ ...base, caption: 'oi' }, WEBM), 400, 'simulator.caption_only_photo'],
        [await upload(base), 400, 'simulator.file_required'],
        [await upload({ ...base, from: 'abc' }, JPEG), 400, 'validation'],
        [await upload(base, JPEG, simTokens.otherAdmin), 404, 'simulator.unit_not_found'],
      ];
      for (const [response, status, code] of cases) {
        expect(response.statusCode, code).toBe(status);
        expect(response.json()).toMatchObject({ code });
      }
      expect(await filesUnder(join(simDir, 'simulator'))).toEqual([]);
      expect(await filesUnder(join(simDir, 'tmp'))).toEqual([]);
      expect((await upload(base, JPEG, simTokens.company)).statusCode).toBe(403);
      const json = await sim.call('POST', '/api/simulator/media', simTokens.master, { unit_id: unitId });
      expect(json.statusCode).toBe(415);
    },
    slack(60_000),
  );
});
