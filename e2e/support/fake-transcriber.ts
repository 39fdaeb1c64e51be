import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Issue 30: a local speech-to-text provider speaking the OpenAI-compatible call
 * (`POST /v1/audio/transcriptions`, multipart) that answers one fixed pt-BR sentence. The journeys'
 * server is pointed at it through TRANSCRIBE_URL (global setup), so every journey gets the same env.
 * `GET /requests` lists what it received (file name, model, language), for the journeys to check.
 */
export const FAKE_TRANSCRIPT = 'Preciso de um eletricista para trocar o chuveiro';

export type FakeTranscriber = { url: string; stop: () => Promise<void> };

type Received = { fileName: string | null; fileSize: number; model: string | null; language: string | null };

export async function startFakeTranscriber(delayMs = 0): Promise<FakeTranscriber> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/requests') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(received));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      })
        .formData()
        .catch(() => null);
      const file = form?.get('file');
      received.push({
        fileName: file && typeof file !== 'string' ? file.name : null,
        fileSize: file && typeof file !== 'string' ? file.size : 0,
        model: (form?.get('model') as string | null) ?? null,
        language: (form?.get('language') as string | null) ?? null,
      });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      res.writeHead(file ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(file ? { text: FAKE_TRANSCRIPT } : { error: { message: 'no file' } }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
