import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebApps } from './plugins/serve-apps.ts';

export type BuildAppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The web apps whose build this process serves (one-origin mode); empty for an API-only process. */
    servedApps: string[];
  }
}

/**
 * Builds the whole API as one Fastify instance, without listening: `server.ts` listens, tests use `app.inject`.
 * Order: framework setup, app plugins, then routes under /api, then the web apps and the not-found handler.
 */
export async function buildApp({ env, database, logger }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    // Behind a load balancer the client's address comes from X-Forwarded-For (login rate limits need it).
    trustProxy: env.NODE_ENV === 'production',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onClose', () => database.close());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
    },
    { prefix: '/api' },
  );

  const servedApps = await registerWebApps(app, env.SERVE_APPS ? env.APPS_DIR : undefined);
  app.decorate('servedApps', servedApps);
  return app;
}
