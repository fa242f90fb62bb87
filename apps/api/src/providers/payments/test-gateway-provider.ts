import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CreatedPayment, TestGatewayPayments } from './payment-provider.ts';

const CLIENT_SECRET = /^(pi_test_[0-9a-f]{24})_secret_([A-Za-z0-9_-]{43})$/;

/**
 * The built-in test gateway (no Stripe keys): no money moves. Payment ids look like Stripe's
 * (`pi_test_<random>`); the client secret is `<id>_secret_<HMAC of the id>` with a server key, so the
 * server stores nothing secret and a browser can only confirm a payment the server issued to it.
 */
export class TestGatewayPaymentProvider implements TestGatewayPayments {
  readonly kind = 'test-gateway';
  readonly #key: Buffer;

  constructor(key: string | Buffer) {
    this.#key = Buffer.from(key);
  }

  async createPayment(): Promise<CreatedPayment> {
    const paymentIntentId = `pi_test_${randomBytes(12).toString('hex')}`;
    return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${this.#sign(paymentIntentId)}` };
  }

  paymentIntentIdOf(clientSecret: string): string | undefined {
    const match = CLIENT_SECRET.exec(clientSecret);
    if (!match) return undefined;
    const [, paymentIntentId = '', signature = ''] = match;
    const expected = Buffer.from(this.#sign(paymentIntentId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? paymentIntentId : undefined;
  }

  /** Nothing was charged, so there is nothing to give back. */
  async refund(): Promise<void> {}

  /**
   * The gateway keeps no state: a purchase's confirmation checks the lead and the purchase row before it
   * "charges", so a payment of a lead no longer on sale is refused there.
   */
  async cancel(): Promise<boolean> {
    return true;
  }

  #sign(paymentIntentId: string): string {
    return createHmac('sha256', this.#key).update(`test-gateway:${paymentIntentId}`).digest('base64url');
  }
}
