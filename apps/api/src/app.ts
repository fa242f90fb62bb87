import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { App, AppDeps } from './app-types.ts';
import { adminAuthRoutes } from './features/admin-auth/admin-auth.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { registerAdminGuard } from './plugins/admin-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, RequestLogController, type LogStream } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerRateLimitPurge } from './plugins/rate-limit.ts';
import { registerSession } from './plugins/session.ts';

export interface BuildAppOptions extends AppDeps {
  /** Where log lines go (tests capture them); stdout by default. */
  readonly logStream?: LogStream;
}

/**
 * The API: plugins in a fixed order, then every feature, registered explicitly.
 * The caller owns `db` (it is not closed with the app).
 */
export async function buildApp({ config, db, logStream }: BuildAppOptions): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config, logStream),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(TypeBoxValidatorCompiler);
  const deps: AppDeps = { config, db };

  registerErrorHandler(app);
  await registerSession(app, deps);
  registerAdminGuard(app, deps);
  registerOriginCheck(app, deps);
  registerRateLimitPurge(app, deps);
  await registerOpenApi(app);

  await app.register(healthRoutes, deps);
  await app.register(adminAuthRoutes, deps);

  return app;
}
