import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { createBusiness, getBusinessDetail, listBusinesses, updateBusinessById } from './businesses.service.ts';

export async function businessesRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminListBusinesses, async (request) => listBusinesses(db, request.query));

  contractRoute(app, routes.adminBusinessDetail, async (request) => getBusinessDetail(db, request.params.id));

  contractRoute(app, routes.adminCreateBusiness, async (request, reply) => {
    const business = await createBusiness(db, request.body);
    reply.code(201);
    return business;
  });

  contractRoute(app, routes.adminUpdateBusiness, async (request) => updateBusinessById(db, request.params.id, request.body));
}
