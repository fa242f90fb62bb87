import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@trovapro/copy';
import type { App } from '../app-types.ts';
import type { Config } from '../config.ts';
import { SESSION_COOKIE_NAME } from './session.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3 generated from the contract schemas of the routes registered after this plugin.
 * UI at /api/docs, JSON at /api/docs/json — only with `apiDocs` (API_DOCS; off by default in production,
 * where the document would map the attack surface for anyone).
 */
export async function registerOpenApi(app: App, config: Pick<Config, 'apiDocs'>): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'Errors are `{ code, message, field? }`; `message` is Italian.',
      },
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
        },
      },
    },
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
