import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { dialectOf } from '../../db/database.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { checkHealth } from './health.service.ts';

export async function healthRoutes(app: App, { config, db }: AppDeps): Promise<void> {
  const dialect = dialectOf(config);
  contractRoute(app, routes.health, async (_request, reply) => {
    const health = await checkHealth(db);
    if (health.status === 'degraded') reply.code(503);
    return { ...health, dialect };
  });
}
