import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { getReceipt } from './receipts.service.ts';

export async function receiptsRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.businessReceipt, async (request) => getReceipt(db, request.params.id, request.query.t));
}
