import fp from 'fastify-plugin';
import pg from 'pg';
import { createLocalEventBus, createPgEventBus, type EventBus } from '../lib/event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bus shared by every API process (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
    events: EventBus;
  }
}

/** The app's node-postgres pool, or null on PGlite. */
function pgPool(db: unknown): (pg.Pool & { options: pg.PoolConfig }) | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (client as pg.Pool & { options: pg.PoolConfig }) : null;
}

/**
 * Decorates `app.events`. On PostgreSQL the listening connection uses the pool's own connection
 * settings and is closed with the app.
 */
export const eventsPlugin = fp(
  async (app) => {
    const pool = pgPool(app.db);
    let bus: EventBus;
    if (pool) {
      const { max: _max, min: _min, idleTimeoutMillis: _idle, ...connection } = pool.options;
      bus = await createPgEventBus({
        connection,
        query: (text, values) => pool.query(text, values),
        log: app.log,
      });
    } else {
      bus = createLocalEventBus(app.log);
    }
    app.decorate('events', bus);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'events', fastify: '5.x' },
);
