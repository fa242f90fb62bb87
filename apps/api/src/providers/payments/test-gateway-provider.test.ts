import { describe, expect, it } from 'vitest';
import { isCardExpired, testCardOutcome } from './test-cards.ts';
import { TestGatewayPaymentProvider } from './test-gateway-provider.ts';

describe('TestGatewayPaymentProvider', () => {
  it('issues Stripe-like ids and client secrets that only its own key verifies', async () => {
    const gateway = new TestGatewayPaymentProvider('chiave-del-server');
    const { paymentIntentId, clientSecret } = await gateway.createPayment();
    expect(paymentIntentId).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_[A-Za-z0-9_-]{43}$`));
    expect(gateway.paymentIntentIdOf(clientSecret)).toBe(paymentIntentId);

    expect(new TestGatewayPaymentProvider('un-altra-chiave').paymentIntentIdOf(clientSecret)).toBeUndefined();
    const other = await gateway.createPayment();
    // Another payment's id with this payment's signature.
    expect(gateway.paymentIntentIdOf(`${other.paymentIntentId}_secret_${clientSecret.split('_secret_')[1]}`)).toBeUndefined();
    expect(gateway.paymentIntentIdOf(paymentIntentId)).toBeUndefined();
    expect(gateway.paymentIntentIdOf(`${clientSecret}x`)).toBeUndefined();
  });
});

describe('test cards', () => {
  it("4242… succeeds; Stripe's decline cards give Stripe's reason; any other number is declined", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4242424242424242')).toBe('succeeded');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('card_declined');
    expect(testCardOutcome('4000 0000 0000 0069')).toBe('card_expired');
    expect(testCardOutcome('4000 0000 0000 0127')).toBe('incorrect_cvc');
    expect(testCardOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
    expect(testCardOutcome('4000 0000 0000 0119')).toBe('processing_error');
    expect(testCardOutcome('4242 4242 4242 4241')).toBe('card_declined');
  });

  it('a card is valid through the last day of its expiry month', () => {
    const now = new Date('2026-05-31T23:59:59Z');
    expect(isCardExpired('05/26', now)).toBe(false);
    expect(isCardExpired('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired('04 / 26', now)).toBe(true);
    expect(isCardExpired('12/39', now)).toBe(false);
    expect(isCardExpired('13/30', now)).toBeUndefined();
    expect(isCardExpired('00/30', now)).toBeUndefined();
  });
});
