// The reference point of the bench: a bare Fastify app answering a constant.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const port = Number(process.env.PORT ?? 3402);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${port}\n`);
