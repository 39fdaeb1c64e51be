import fp from 'fastify-plugin';
import {
  createCategorizerService,
  type CategorizerService,
} from '../modules/categories/categorizer.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live categoriser of this process (offline, plus the LLM when LLM_* is configured). */
    categorizer: CategorizerService;
  }
}

/** One categoriser per app instance, built on first use (main.ts warms it up after listening). */
export const categorizerPlugin = fp(
  async (app) => {
    app.decorate('categorizer', createCategorizerService({ db: app.db, llm: app.config.llm, log: app.log }));
  },
  { name: 'categorizer', fastify: '5.x' },
);
