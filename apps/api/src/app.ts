import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { App, AppDeps } from './app-types.ts';
import { adminAuthRoutes } from './features/admin-auth/admin-auth.routes.ts';
import { adminSettingsRoutes } from './features/admin-settings/admin-settings.routes.ts';
import { findAdmin } from './features/admin-auth/admin-auth.service.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { businessAreaRoutes } from './features/business-area/business-area.routes.ts';
import { findBusinessSession } from './features/business-area/business-area.service.ts';
import { businessesRoutes } from './features/businesses/businesses.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { emailOutboxRoutes } from './features/email-outbox/email-outbox.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { landingPagesRoutes } from './features/landing-pages/landing-pages.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { leadsRoutes } from './features/leads/leads.routes.ts';
import { partnersRoutes } from './features/partners/partners.routes.ts';
import { invoicingWebhookRoutes } from './features/invoices/invoicing-webhook.routes.ts';
import { guaranteeRoutes } from './features/guarantee/guarantee.routes.ts';
import { customerChoicesRoutes } from './features/customer-choices/customer-choices.routes.ts';
import { customerRequestRoutes } from './features/customer-request/customer-request.routes.ts';
import { privacyRoutes } from './features/privacy/privacy.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { dispatchRoutes } from './features/dispatch/dispatch.routes.ts';
import { receiptsRoutes } from './features/receipts/receipts.routes.ts';
import { purchasesRoutes } from './features/purchases/purchases.routes.ts';
import { templatesRoutes } from './features/templates/templates.routes.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { businessReviewsRoutes } from './features/business-area/business-reviews.routes.ts';
import { comuniImportRoutes } from './features/municipalities/comuni-import.routes.ts';
import { registerAdminGuard } from './plugins/admin-guard.ts';
import { registerBusinessGuard } from './plugins/business-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, RequestLogController, type LogStream } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { listenForChanges, PublicCache } from './plugins/public-cache.ts';
import { registerRequestId, requestIdGenerator } from './plugins/request-id.ts';
import { registerSession } from './plugins/session.ts';
import { configuredOpenAi, createAiProvider, type AiProvider } from './providers/ai/index.ts';
import { createInvoiceTransmitter, type InvoiceTransmitter } from './providers/invoicing/index.ts';
import { createPaymentProvider, type PaymentProvider } from './providers/payments/index.ts';

/** Time to receive a whole request, headers and body: a client that stalls is answered 408 and closed. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface BuildAppOptions extends Omit<AppDeps, 'ai' | 'publicCache' | 'payments' | 'transmitter'> {
  /** Tests may inject one; by default it is created from the config. */
  readonly ai?: AiProvider;
  /** The server shares its own with the background tasks; by default created from the config. */
  readonly payments?: PaymentProvider;
  /** Likewise the SdI's intermediary; by default created from the config (undefined with INVOICING=export). */
  readonly transmitter?: InvoiceTransmitter | undefined;
  /** Where log lines go (tests capture them); stdout by default. */
  readonly logStream?: LogStream;
  /** Tests may hold it to look inside; by default a new one. */
  readonly publicCache?: PublicCache;
  /** REQUEST_TIMEOUT_MS unless a test wants it short. */
  readonly requestTimeoutMs?: number;
}

/**
 * The API: plugins in a fixed order, then every feature, registered explicitly.
 * The caller owns `db` (it is not closed with the app) and opens its job engine (JobEngine.open): routes add jobs
 * in their transactions.
 */
export async function buildApp({
  config,
  db,
  ai,
  payments,
  transmitter,
  logStream,
  publicCache = new PublicCache(),
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: BuildAppOptions): Promise<App> {
  const app: App = Fastify({
    logger: loggerOptions(config, logStream),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // X-Request-Id from a TRUST_PROXY peer (a frontend server) when sane, else a fresh UUID: `reqId` in every log line.
    genReqId: requestIdGenerator(config.trustProxy),
    // Node enforces requestTimeout past the headers only when headersTimeout (60 s by default) is not
    // longer, and looks for expired requests every connectionsCheckingInterval (30 s by default).
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs) },
  })
    .withTypeProvider<TypeBoxTypeProvider>()
    .setValidatorCompiler(TypeBoxValidatorCompiler);
  const changeFeed = listenForChanges(config.databaseUrl, publicCache, app.log);
  app.addHook('onClose', () => changeFeed.close());
  // Listening before the first answer: nothing is cached that a change could miss.
  await changeFeed.ready;
  const deps: AppDeps = {
    config,
    db,
    ai: ai ?? createAiProvider(configuredOpenAi(config, app.log)),
    publicCache,
    payments: payments ?? (await createPaymentProvider(db, config)),
    transmitter: transmitter ?? createInvoiceTransmitter(config, app.log),
  };

  registerRequestId(app);
  registerErrorHandler(app);
  await registerSession(app, deps);
  registerAdminGuard(app, (adminId) => findAdmin(db, adminId));
  registerBusinessGuard(app, (cookieValue) => findBusinessSession(db, cookieValue));
  registerOriginCheck(app, deps);
  registerMetrics(app, deps);
  await registerOpenApi(app, config);

  await app.register(healthRoutes, deps);
  await app.register(adminAuthRoutes, deps);
  await app.register(adminSettingsRoutes, deps);
  await app.register(templatesRoutes, deps);
  await app.register(leadsRoutes, deps);
  await app.register(businessesRoutes, deps);
  await app.register(purchasesRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(emailOutboxRoutes, deps);
  await app.register(landingPagesRoutes, deps);
  await app.register(blogRoutes, deps);
  await app.register(analyticsRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(partnersRoutes, deps);
  await app.register(receiptsRoutes, deps);
  await app.register(invoicesRoutes, deps);
  await app.register(privacyRoutes, deps);
  await app.register(invoicingWebhookRoutes, deps);
  await app.register(businessAreaRoutes, deps);
  await app.register(guaranteeRoutes, deps);
  await app.register(customerChoicesRoutes, deps);
  await app.register(customerRequestRoutes, deps);
  await app.register(reviewsRoutes, deps);
  await app.register(dispatchRoutes, deps);
  await app.register(businessReviewsRoutes, deps);
  await app.register(comuniImportRoutes, deps);

  return app;
}
