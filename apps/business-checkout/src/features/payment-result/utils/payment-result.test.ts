import { describe, expect, it } from 'vitest';
import { isPaymentSuccessful } from './payment-result.ts';

const result = (query: string) => isPaymentSuccessful(new URLSearchParams(query));

describe('isPaymentSuccessful (product §2)', () => {
  it('is a success when none of the three parameters is present', () => {
    expect(result('')).toBe(true);
    expect(result('utm_source=email')).toBe(true);
  });

  it("is a success when redirect_status is 'succeeded'", () => {
    expect(result('redirect_status=succeeded')).toBe(true);
    expect(result('payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded')).toBe(true);
  });

  it('is a success when a payment_intent exists, whatever the status', () => {
    expect(result('payment_intent=pi_123')).toBe(true);
    expect(result('payment_intent=pi_123&payment_intent_client_secret=pi_123_secret&redirect_status=failed')).toBe(true);
  });

  it('is not completed when a parameter is present but there is neither success status nor payment_intent', () => {
    expect(result('redirect_status=failed')).toBe(false);
    expect(result('payment_intent_client_secret=pi_1_secret_x')).toBe(false);
    expect(result('redirect_status=')).toBe(false);
  });

  it('does not count an empty payment_intent as existing', () => {
    expect(result('payment_intent=')).toBe(false);
    expect(result('payment_intent=&redirect_status=requires_payment_method')).toBe(false);
  });
});
