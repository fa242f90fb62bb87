import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';

/**
 * `GET /api/admin/settings`: what the configuration decides and the console states before asking — the price
 * editor says the maximum and refuses above it without a round trip (the server still refuses it: 400).
 */
export async function adminSettingsRoutes(app: App, { config }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminSettings, async () => ({ leadMaxPrice: config.leadMaxPrice }));
}
