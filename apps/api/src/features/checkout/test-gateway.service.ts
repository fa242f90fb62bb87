import { apiCheckoutMessages } from '@trovapro/copy';
import type { TestGatewayConfirmBody, TestGatewayConfirmResponse } from '@trovapro/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enforceRateLimits, perAddress } from '../../lib/rate-limit.ts';
import { isCardExpired, testCardOutcome } from '../../providers/payments/index.ts';
import { alreadyPurchased, cardRefused, leadUnavailable, paymentNotFound } from './checkout-errors.ts';
import { findPurchaseByIntent, hasPaidPurchase } from './checkout.repository.ts';
import { loadLeadOnSale, type CheckoutContext } from './checkout.service.ts';
import { LEAD_CLOSED, recordPaymentFailure, settlePayment } from './post-payment.ts';

const WINDOW_MS = 15 * 60 * 1000;
export const CONFIRMATIONS_PER_ADDRESS = 30;

/**
 * The built-in test gateway's "card payment" (only without Stripe keys: 404 otherwise). The purchase
 * is named by its client secret alone. A past expiry date is 400 `card_expired`; 4242 4242 4242 4242 pays
 * and runs the same post-payment path as Stripe's webhook; Stripe's decline test cards are refused with
 * Stripe's reason (402 `card_expired`, `incorrect_cvc`, `insufficient_funds`, `processing_error`) and any
 * other card with 402 `card_declined`; the purchase then fails with that reason. Before "charging", a lead sold out meanwhile answers 410 (409 when this email
 * bought it already), so the gateway never takes money it would have to give back — except in a true
 * race, which the post-payment path settles with a refund (410 here too).
 */
export async function confirmTestPayment(
  context: CheckoutContext,
  body: TestGatewayConfirmBody,
  clientAddress: string,
): Promise<TestGatewayConfirmResponse> {
  const { db, payments } = context;
  if (payments.kind !== 'test-gateway') throw notFound();
  await enforceRateLimits(db, [perAddress('checkout-confirm', clientAddress, CONFIRMATIONS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiCheckoutMessages.tooManyPaymentRequests,
  });

  const paymentIntentId = payments.paymentIntentIdOf(body.clientSecret);
  const purchase = paymentIntentId === undefined ? undefined : await findPurchaseByIntent(db, paymentIntentId);
  if (paymentIntentId === undefined || purchase === undefined) throw paymentNotFound();
  if (purchase.status === 'paid') return { paymentIntentId, status: 'succeeded' };
  // A payment withdrawn when its lead was closed can never be made, whatever the lead does later.
  if (purchase.status === 'refunded' || purchase.failure_reason === LEAD_CLOSED) throw leadUnavailable();

  const expired = isCardExpired(body.expiry, new Date());
  if (expired === undefined) throw new AppError('invalid_expiry', apiCheckoutMessages.invalidExpiry, { field: 'expiry' });
  if (expired) throw new AppError('card_expired', apiCheckoutMessages.cardExpired, { field: 'expiry', status: 400 });

  try {
    await loadLeadOnSale(context, purchase.lead_id);
    if (purchase.business_id === null || (await hasPaidPurchase(db, purchase.lead_id, purchase.business_id))) throw alreadyPurchased();
  } catch (error) {
    await recordPaymentFailure(db, paymentIntentId, error instanceof AppError ? error.code : 'lead_unavailable');
    throw error;
  }

  const card = testCardOutcome(body.cardNumber);
  if (card !== 'succeeded') {
    await recordPaymentFailure(db, paymentIntentId, card);
    throw cardRefused(card);
  }
  const outcome = await settlePayment(context, paymentIntentId);
  if (outcome === 'refunded' || outcome === 'already-refunded') throw leadUnavailable();
  return { paymentIntentId, status: 'succeeded' };
}
