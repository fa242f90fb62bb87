import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { PublicCache } from './plugins/public-cache.ts';
import type { AiProvider } from './providers/ai/index.ts';
import type { InvoiceTransmitter } from './providers/invoicing/index.ts';
import type { PaymentProvider } from './providers/payments/index.ts';

/** The Fastify instance with the TypeBox type provider, as built by `buildApp`. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What plugins and features receive, explicitly, from `buildApp`. */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  /** Request analysis: OpenAI when configured, else the built-in Italian analyzer. */
  readonly ai: AiProvider;
  /** Hot public reads (templates, landing pages, blog list), dropped on every instance when an admin changes them. */
  readonly publicCache: PublicCache;
  /** Card payments: Stripe when its keys are configured, else the built-in test gateway. */
  readonly payments: PaymentProvider;
  /** The SdI's intermediary (Invoicetronic, or the local development one); undefined with INVOICING=export. */
  readonly transmitter: InvoiceTransmitter | undefined;
}
