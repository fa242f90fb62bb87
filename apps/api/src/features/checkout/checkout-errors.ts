import { apiCheckoutMessages } from '@trovapro/copy';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { TestCardOutcome } from '../../providers/payments/index.ts';

export const leadNotFound = () => notFound(apiCheckoutMessages.leadNotFound);
export const leadUnavailable = () => new AppError('lead_unavailable', apiCheckoutMessages.leadUnavailable);
export const alreadyPurchased = () => new AppError('already_purchased', apiCheckoutMessages.alreadyPurchased);
export const paymentNotFound = () => notFound(apiCheckoutMessages.paymentNotFound);
/** A card the gateway refused (402), with its reason in Italian, as the business's card form shows it. */
export const cardRefused = (reason: Exclude<TestCardOutcome, 'succeeded'>) => new AppError(reason, CARD_REFUSAL_MESSAGES[reason]);

const CARD_REFUSAL_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeded'>, string> = {
  card_declined: apiCheckoutMessages.cardDeclined,
  card_expired: apiCheckoutMessages.cardExpired,
  incorrect_cvc: apiCheckoutMessages.incorrectCvc,
  insufficient_funds: apiCheckoutMessages.insufficientFunds,
  processing_error: apiCheckoutMessages.processingError,
};
export const paymentProviderUnavailable = () => new AppError('payment_provider_unavailable', apiCheckoutMessages.paymentProviderUnavailable);
export const invalidSignature = () => new AppError('invalid_signature', apiCheckoutMessages.invalidSignature);
