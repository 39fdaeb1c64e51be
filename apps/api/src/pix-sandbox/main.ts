import Fastify from 'fastify';
import { createPixSandbox, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './sandbox.ts';

/**
 * `npm run pix-sandbox`: the PSP sandbox alone, on PIX_SANDBOX_PORT (default 3590), base URL
 * http://127.0.0.1:PORT/api/v2. The API process also serves it in-process under /api/pix-sandbox
 * when PIX_SANDBOX=1 (the default in development).
 */
const port = Number(process.env.PIX_SANDBOX_PORT ?? 3590);
const sandbox = createPixSandbox();
const app = Fastify({ logger: { level: 'info' } });
await app.register(sandbox.plugin, { prefix: '/api/v2' });
await app.listen({ host: '127.0.0.1', port });
process.stdout.write(
  `\n  PSP sandbox (API Pix) at http://127.0.0.1:${port}/api/v2 (this machine only)\n  client_id: ${SANDBOX_CLIENT_ID}   client_secret: ${SANDBOX_CLIENT_SECRET}\n  pay a charge: POST /api/v2/sandbox/pay/{txid} with the bearer token of POST /api/v2/oauth/token\n  (the API reaches it only when PIX_PSP_TEST_ORIGINS=http://127.0.0.1:${port})\n\n`,
);
