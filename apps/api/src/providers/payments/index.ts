import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestGatewayPaymentProvider } from './test-gateway-provider.ts';

export * from './payment-provider.ts';
export { StripePaymentProvider } from './stripe-provider.ts';
export { TestGatewayPaymentProvider } from './test-gateway-provider.ts';
export { isCardExpired, testCardOutcome, type TestCardOutcome } from './test-cards.ts';

/**
 * Stripe when its keys are configured, else the built-in test gateway, whose client secrets are
 * signed with the key `testGatewayKey` gives (read only in that case).
 */
export async function createPaymentProvider(config: Pick<Config, 'stripe'>, testGatewayKey: () => Promise<Buffer>): Promise<PaymentProvider> {
  return config.stripe === undefined ? new TestGatewayPaymentProvider(await testGatewayKey()) : new StripePaymentProvider(config.stripe);
}
