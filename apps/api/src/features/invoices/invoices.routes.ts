import { routes, XML_MEDIA_TYPE, ZIP_MEDIA_TYPE } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { sendCsv } from '../../lib/italian-csv.ts';
import {
  exportInvoicesCsv,
  exportInvoicesZip,
  getAdminInvoice,
  invoiceFile,
  invoicesCsvFilename,
  invoicesZipFilename,
  listInvoices,
} from './invoices-admin.service.ts';
import { correctDocument, invoiceSettings, purchaseOfInvoice, resendDocument } from './invoices.service.ts';
import { normalizeBilling, refundPaidPurchase } from '../checkout/checkout.service.ts';
import { requiredLine } from '../../lib/fields.ts';

/** The admin's «Fatture» (issue 32): the list, each document's XML, the month's ZIP and CSV. */
export async function invoicesRoutes(app: App, { db, config, payments }: AppDeps): Promise<void> {
  contractRoute(app, routes.adminListInvoices, async (request) => listInvoices(db, request.query));

  contractRoute(app, routes.adminInvoiceXml, async (request, reply) => {
    const { fileName, xml } = await invoiceFile(db, request.params.id);
    return reply
      .header('content-type', XML_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(xml);
  });

  contractRoute(app, routes.adminExportInvoicesZip, async (request, reply) =>
    reply
      .header('content-type', ZIP_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="${invoicesZipFilename(request.query.month)}"`)
      .header('cache-control', 'no-store')
      .send(exportInvoicesZip(db, request.query.month)),
  );

  contractRoute(app, routes.adminRefundInvoice, async (request) =>
    refundPaidPurchase({ db, payments, log: app.log, invoices: invoiceSettings(config) }, await purchaseOfInvoice(db, request.params.id)),
  );

  contractRoute(app, routes.adminCorrectInvoice, async (request) => {
    const { buyerName, billing } = request.body;
    const buyer = { name: requiredLine(buyerName, 'buyerName'), billing: normalizeBilling(billing) };
    const corrected = await correctDocument(db, invoiceSettings(config), request.params.id, buyer);
    return { invoice: await getAdminInvoice(db, corrected.id), renumbered: corrected.renumbered };
  });

  contractRoute(app, routes.adminResendInvoice, async (request) => {
    await resendDocument(db, request.params.id);
    return getAdminInvoice(db, request.params.id);
  });

  contractRoute(app, routes.adminExportInvoicesCsv, async (request, reply) =>
    sendCsv(reply, invoicesCsvFilename(request.query.month), exportInvoicesCsv(db, request.query.month)),
  );
}
