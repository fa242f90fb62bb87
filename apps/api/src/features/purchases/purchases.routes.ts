import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/italian-csv.ts';
import { exportPurchases, purchasesExportFilename } from './purchases.service.ts';

export async function purchasesRoutes(app: App, { db }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminExportPurchases, async (_request, reply) => sendCsv(reply, purchasesExportFilename(), exportPurchases(db)));
}
