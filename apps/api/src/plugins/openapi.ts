import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@trovapro/copy';
import { ApiErrorSchema } from '@trovapro/domain';
import type { App } from '../app-types.ts';
import type { Config } from '../config.ts';
import { BUSINESS_COOKIE_NAME } from './business-session.ts';
import { SESSION_COOKIE_NAME } from './session.ts';

export const DOCS_PREFIX = '/api/docs';

/** The error schema every route's error answers point to: one `ApiError` component in the document. */
const API_ERROR_SCHEMA_ID = 'ApiError';
export const API_ERROR_SCHEMA_REF = `${API_ERROR_SCHEMA_ID}#`;

/**
 * OpenAPI 3.1 generated from the contract of the routes registered after this plugin (`contractRoute`); Redocly's
 * recommended lint passes on it (`src/openapi.test.ts`, `redocly.yaml`).
 * UI at /api/docs, JSON at /api/docs/json — only with `apiDocs` (API_DOCS; off by default in production,
 * where the document would map the attack surface for anyone).
 */
export async function registerOpenApi(app: App, config: Pick<Config, 'apiDocs'>): Promise<void> {
  app.addSchema({ $id: API_ERROR_SCHEMA_ID, ...ApiErrorSchema });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'Errors are `{ code, message, field? }`; `message` is Italian.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: every origin that serves this document (the API, or a frontend proxying /api) serves the API.
      servers: [{ url: '/', description: 'The origin serving this document' }],
      components: {
        securitySchemes: {
          adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
          businessSession: { type: 'apiKey', in: 'cookie', name: BUSINESS_COOKIE_NAME },
        },
      },
    },
    // Shared schemas become components named by their $id (`#/components/schemas/ApiError`), not `def-0`.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
