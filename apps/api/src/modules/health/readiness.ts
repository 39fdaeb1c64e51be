import fp from 'fastify-plugin';

/**
 * The process's lifecycle as GET /api/ready reports it: `starting` until main.ts has started the
 * workers, `draining` from SIGTERM/SIGINT on (the load balancer stops sending requests while the
 * in-flight ones finish). An app built without main.ts (tests, bench) is ready at once.
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export type Readiness = {
  readonly state: ReadinessState;
  set(state: ReadinessState): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app) => {
    let state: ReadinessState = 'ready';
    app.decorate('readiness', {
      get state() {
        return state;
      },
      set(next: ReadinessState) {
        // Draining is final.
        if (state !== 'draining') state = next;
      },
    } satisfies Readiness);
    // While draining, every answer closes its connection: keep-alive clients reconnect (to another
    // process) instead of reusing a socket this process is about to close under them.
    app.addHook('onRequest', (_request, reply, done) => {
      if (state === 'draining') reply.header('connection', 'close');
      done();
    });
  },
  { name: 'readiness', fastify: '5.x' },
);
