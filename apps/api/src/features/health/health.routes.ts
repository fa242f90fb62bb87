import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { dialectOf } from '../../db/database.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { pingDatabase } from './health.repository.ts';

export async function healthRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const dialect = dialectOf(config);
  contractRoute(app, routes.health, async (_request, reply) => {
    if (await pingDatabase(db)) return { status: 'ok', database: 'up', dialect };
    reply.code(503);
    return { status: 'degraded', database: 'down', dialect };
  });
}
