import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { listEmails } from './email-outbox.service.ts';

export async function emailOutboxRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminListEmails, async (request) => listEmails(db, request.query));
}
