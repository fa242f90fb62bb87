import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { offerRules } from '../leads/lead-admin.service.ts';
import { listDispatchRules, stopAutoDispatch, updateDispatchRule } from './dispatch.service.ts';

/** Issue 35: the admin's rules of automatic dispatch («Automazione») and stopping one lead's automatic sending. */
export async function dispatchRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const context = { rules: offerRules(config) };

  contractRoute(app, routes.adminDispatchRules, async () => listDispatchRules(db, context));

  contractRoute(app, routes.adminUpdateDispatchRule, async (request) =>
    updateDispatchRule(db, context, request.params.category, request.body, request.admin?.id ?? null),
  );

  contractRoute(app, routes.adminStopAutoDispatch, async (request) => stopAutoDispatch(db, request.params.id, request.admin?.id ?? null));
}
