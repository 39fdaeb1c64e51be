import fp from 'fastify-plugin';
import {
  createCategorizerService,
  createSharedCategorizer,
  type CategorizerService,
} from './categorizer.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live categoriser of this process (offline, plus the LLM when LLM_* is configured). Its
     * catalogue changes reach every API process through the event bus.
     */
    categorizer: CategorizerService;
  }
}

/** One categoriser per app instance, built on first use (main.ts warms it up after listening). */
export const categorizerPlugin = fp(
  async (app) => {
    const service = createCategorizerService({ db: app.db, llm: app.config.llm, log: app.log });
    const shared = createSharedCategorizer({ service, bus: app.events, db: app.db, log: app.log });
    app.decorate('categorizer', shared.categorizer);
    app.addHook('onClose', async () => shared.close());
  },
  { name: 'categorizer', fastify: '5.x', dependencies: ['events'] },
);
