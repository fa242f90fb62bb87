import { routes } from '@trovapro/domain';
import type { App, AppDeps } from '../../app-types.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { invoiceSettings } from '../invoices/invoices.service.ts';
import { createRequestLinks } from '../customer-request/customer-request.service.ts';
import { createEraseLinks, privacySecret } from '../privacy/privacy.service.ts';
import type { ReceiptSettings } from '../receipts/receipts.service.ts';
import { getBusinessLeadView, getBusinessPurchase, startPurchase, type CheckoutContext } from './checkout.service.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { confirmTestPayment } from './test-gateway.service.ts';

/** The seller on every receipt: the legal details of the privacy notice, and the support mailbox. */
function receiptSettings(config: AppDeps['config']): ReceiptSettings {
  const { companyName: name, companyVat: vatNumber, companyAddress: address } = config.legal;
  return { vatRate: config.vatRate, seller: { name, vatNumber, address, email: config.supportEmail }, checkoutUrl: config.checkoutUrl };
}

/** The business checkout: lead view, purchase, the test gateway's confirmation and Stripe's webhook. */
export async function checkoutRoutes(app: App, { config, db, payments }: AppDeps): Promise<void> {
  const secret = await privacySecret(db, config);
  const context: CheckoutContext = {
    db,
    payments,
    rules: { discountAfterHours: config.leadDiscountAfterHours, maxBuyers: config.leadMaxBuyers },
    log: app.log,
    eraseLinks: createEraseLinks(secret, config.publicSiteUrl),
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    receipts: receiptSettings(config),
    invoices: invoiceSettings(config),
    publicSiteUrl: config.publicSiteUrl,
  };

  // The guarantee's days, as the lead page states them («Garanzia contatto valido», issue 33).
  contractRoute(app, routes.businessLead, async (request) => ({
    ...(await getBusinessLeadView(context, request.params.leadId, request.query.t)),
    guaranteeDays: config.guarantee.days,
  }));

  contractRoute(app, routes.businessLeadPurchase, async (request, reply) => {
    // The customer's contacts: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    return getBusinessPurchase(context, request.params.leadId, request.query.t);
  });

  contractRoute(app, routes.businessPurchase, async (request) =>
    startPurchase(context, { leadId: request.params.leadId, token: request.query.t }, request.body, request.ip),
  );

  contractRoute(app, routes.testGatewayConfirm, async (request) => confirmTestPayment(context, request.body, request.ip));

  await app.register(stripeWebhookRoutes, context);
}
