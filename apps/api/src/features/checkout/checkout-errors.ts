import { apiCheckoutMessages } from '@trovapro/copy';
import { AppError } from '../../plugins/app-error.ts';
import type { TestCardOutcome } from '../../providers/payments/index.ts';

export const leadNotFound = () => new AppError('not_found', 404, apiCheckoutMessages.leadNotFound);
export const leadUnavailable = () => new AppError('lead_unavailable', 410, apiCheckoutMessages.leadUnavailable);
export const alreadyPurchased = () => new AppError('already_purchased', 409, apiCheckoutMessages.alreadyPurchased);
export const paymentNotFound = () => new AppError('not_found', 404, apiCheckoutMessages.paymentNotFound);
/** A card the gateway refused (402), with its reason in Italian, as the business's card form shows it. */
export const cardRefused = (reason: Exclude<TestCardOutcome, 'succeeded'>) =>
  new AppError(reason, 402, CARD_REFUSAL_MESSAGES[reason]);

const CARD_REFUSAL_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeded'>, string> = {
  card_declined: apiCheckoutMessages.cardDeclined,
  card_expired: apiCheckoutMessages.cardExpired,
  incorrect_cvc: apiCheckoutMessages.incorrectCvc,
  insufficient_funds: apiCheckoutMessages.insufficientFunds,
  processing_error: apiCheckoutMessages.processingError,
};
export const paymentProviderUnavailable = () =>
  new AppError('payment_provider_unavailable', 502, apiCheckoutMessages.paymentProviderUnavailable);
export const invalidSignature = () => new AppError('invalid_signature', 400, apiCheckoutMessages.invalidSignature);
