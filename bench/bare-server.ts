// The reference point of the bench: a bare Fastify app answering a constant, and the same constant
// padded to BARE_BODY_BYTES (an answer as large as the route it is compared with, so the comparison
// measures what our app adds — session, guards, hooks, headers — rather than the bytes on the wire).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const size = Number(process.env.BARE_BODY_BYTES ?? 0);
const sized = { ok: true, padding: 'x'.repeat(Math.max(0, size - '{"ok":true,"padding":""}'.length)) };
app.get('/bare-sized', async () => sized);
const port = Number(process.env.PORT ?? 3402);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${port}\n`);
