import type { Config } from '../../config.ts';
import { purposeKey } from '../../db/app-secrets.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestGatewayPaymentProvider } from './test-gateway-provider.ts';

export * from './payment-provider.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestGatewayPaymentProvider } from './test-gateway-provider.ts';
export { isCardExpired, testCardOutcome, type TestCardOutcome } from './test-cards.ts';

/**
 * Stripe when its keys are configured, else the built-in test gateway, whose client secrets are signed
 * with a key derived from SESSION_SECRET, or from a secret kept in `app_secrets` (the embedded default).
 */
export async function createPaymentProvider(db: Db, config: Pick<Config, 'stripe' | 'sessionSecret'>): Promise<PaymentProvider> {
  if (config.stripe !== undefined) return new StripePaymentProvider(config.stripe);
  return new TestGatewayPaymentProvider(await purposeKey(db, config.sessionSecret, 'test_gateway_secret', 'trovapro:test-gateway'));
}
