import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Graph API's `POST /{version}/{phone_number_id}/messages`: records every
 * request and answers what the test scripts (success by default, with a fresh message id).
 */
export type GraphRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

export type GraphAnswer = { status: number; body?: unknown } | 'hang' | 'drop';

/** Issue 30: a media object the fake serves (`GET /{version}/{id}` then `GET` its URL). */
export type FakeMedia = {
  bytes: Buffer;
  mimeType: string;
  /** The digest the metadata announces (default: the real one, hex). */
  sha256?: string;
  /** The size the metadata announces (default: the real one). */
  fileSize?: number;
  /** Answer of the metadata call instead of the media (e.g. 500). */
  metadataStatus?: number;
};

export type MediaRequest = { path: string; authorization: string | undefined };

export type FakeGraphApi = {
  baseUrl: string;
  requests: GraphRequest[];
  /** Media served by id, and every GET received (metadata and bytes). */
  media: Map<string, FakeMedia>;
  mediaRequests: MediaRequest[];
  /** Decides the answer of each request (after recording it); default: 200 with a new id. */
  respond: (handler: (request: GraphRequest, index: number) => GraphAnswer | undefined) => void;
  close: () => Promise<void>;
};

let wamidCounter = 0;

export function graphSuccess(to: string, waId = to): GraphAnswer {
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: waId }],
      messages: [{ id: `wamid.GRAPH${++wamidCounter}${Date.now().toString(36)}` }],
    },
  };
}

export function graphError(status: number, code: number, details = 'erro de teste'): GraphAnswer {
  return {
    status,
    body: {
      error: {
        message: `(#${code}) ${details}`,
        type: 'OAuthException',
        code,
        error_data: { details },
        fbtrace_id: 'x',
      },
    },
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const requests: GraphRequest[] = [];
  let handler: (request: GraphRequest, index: number) => GraphAnswer | undefined = () => undefined;
  const hanging = new Set<() => void>();
  const media = new Map<string, FakeMedia>();
  const mediaRequests: MediaRequest[] = [];
  let baseUrl = '';

  function serveMedia(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '';
    mediaRequests.push({ path, authorization: req.headers.authorization });
    const bytesMatch = /^\/media-bytes\/([^/?]+)/.exec(path);
    const infoMatch = /^\/v[\d.]+\/([^/?]+)$/.exec(path);
    const id = decodeURIComponent((bytesMatch ?? infoMatch)?.[1] ?? '');
    const item = media.get(id);
    if (!item || req.headers.authorization !== 'Bearer test-graph-token') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', code: 100 } }));
      return;
    }
    if (bytesMatch) {
      res.writeHead(200, { 'content-type': item.mimeType });
      res.end(item.bytes);
      return;
    }
    if (item.metadataStatus) {
      res.writeHead(item.metadataStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'falha', code: 1 } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        id,
        url: `${baseUrl}/media-bytes/${encodeURIComponent(id)}?ext=1`,
        mime_type: item.mimeType,
        sha256: item.sha256 ?? createHash('sha256').update(item.bytes).digest('hex'),
        file_size: item.fileSize ?? item.bytes.length,
      }),
    );
  }

  const server: Server = createServer((req, res) => {
    if (req.method === 'GET') return serveMedia(req, res);
    void (async () => {
      const recorded: GraphRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: await readJson(req),
      };
      requests.push(recorded);
      const answer = handler(recorded, requests.length - 1) ?? graphSuccess(String(recorded.body.to ?? ''));
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    requests,
    media,
    mediaRequests,
    respond: (next) => void (handler = next),
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
