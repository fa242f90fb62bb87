import { routes } from '@trovapro/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { invoiceSettings } from '../invoices/invoices.service.ts';
import {
  acceptReport,
  adminRefundPurchase,
  listReports,
  receiveBounce,
  refuseReport,
  reportPurchase,
  type GuaranteeContext,
} from './guarantee.service.ts';

const adminOf = (request: FastifyRequest) => {
  if (request.admin === null) throw unauthorized();
  return request.admin.id;
};

/** «Garanzia contatto valido» (issue 33): the business's report, the admin's queue and refunds, Postmark's bounces. */
export async function guaranteeRoutes(app: App, { config, db, payments }: AppDeps): Promise<void> {
  const context: GuaranteeContext = {
    db,
    guarantee: config.guarantee,
    refunds: { db, payments, log: app.log, invoices: invoiceSettings(config) },
  };

  contractRoute(app, routes.businessReportPurchase, async (request) => {
    if (request.business === null) throw unauthorized();
    return reportPurchase(context, request.business.id, request.params.id, request.body);
  });

  contractRoute(app, routes.postmarkBounceWebhook, async (request) => {
    await receiveBounce(context, request.headers.authorization, config.postmarkWebhook, request.body);
    return { received: true as const };
  });

  contractRoute(app, routes.adminListReports, async (request) => listReports(db, config.guarantee, request.query));

  contractRoute(app, routes.adminAcceptReport, async (request) => acceptReport(context, adminOf(request), request.params.id, request.body?.reason));

  contractRoute(app, routes.adminRefuseReport, async (request) => refuseReport(context, adminOf(request), request.params.id, request.body.reason));

  contractRoute(app, routes.adminRefundPurchase, async (request) =>
    adminRefundPurchase(context, adminOf(request), request.params.id, request.body.reason),
  );
}
