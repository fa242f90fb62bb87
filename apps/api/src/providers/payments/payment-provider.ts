/** Card payments: Stripe when its keys are configured, otherwise the built-in test gateway. */

export interface CreatePaymentInput {
  /** Integer cents, e.g. 2500 for "25.00". */
  readonly amountCents: number;
  readonly currency: 'eur';
  /** Stored with the payment (Stripe shows it on the dashboard), e.g. leadId and businessEmail. */
  readonly metadata: Readonly<Record<string, string>>;
}

export interface CreatedPayment {
  readonly paymentIntentId: string;
  /** Given to the buyer's browser to confirm this one payment. */
  readonly clientSecret: string;
}

interface PaymentProviderBase {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Gives the whole payment back. Idempotent: `idempotencyKey` makes a repeated call (a retry after a
   * lost answer) refund once, and a payment refunded already counts as done.
   */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Cancels a payment the buyer has not made, so its card form can no longer pay it. False when it can no
   * longer be cancelled (made, or under way): its success then reaches the post-payment path, which refunds it.
   */
  cancel(paymentIntentId: string): Promise<boolean>;
}

/** What a verified Stripe webhook means to the checkout. */
export type PaymentEvent =
  | { readonly type: 'payment_succeeded'; readonly eventId: string; readonly paymentIntentId: string }
  | { readonly type: 'payment_failed'; readonly eventId: string; readonly paymentIntentId: string; readonly reason: string }
  | { readonly type: 'ignored'; readonly eventId: string; readonly stripeType: string };

export interface StripePayments extends PaymentProviderBase {
  readonly kind: 'stripe';
  readonly publishableKey: string;
  /** Checks the `Stripe-Signature` of the raw body; throws InvalidWebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): PaymentEvent;
}

export interface TestGatewayPayments extends PaymentProviderBase {
  readonly kind: 'test-gateway';
  /** The payment a client secret was issued for, or undefined when the server did not issue it. */
  paymentIntentIdOf(clientSecret: string): string | undefined;
}

export type PaymentProvider = StripePayments | TestGatewayPayments;

export class InvalidWebhookSignatureError extends Error {
  constructor(cause?: unknown) {
    super('invalid webhook signature', { cause });
    this.name = 'InvalidWebhookSignatureError';
  }
}
