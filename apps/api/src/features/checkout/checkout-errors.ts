import { apiCheckoutMessages } from '@trovapro/copy';
import { AppError } from '../../plugins/app-error.ts';

export const leadNotFound = () => new AppError('not_found', 404, apiCheckoutMessages.leadNotFound);
export const leadUnavailable = () => new AppError('lead_unavailable', 410, apiCheckoutMessages.leadUnavailable);
export const alreadyPurchased = () => new AppError('already_purchased', 409, apiCheckoutMessages.alreadyPurchased);
export const paymentNotFound = () => new AppError('not_found', 404, apiCheckoutMessages.paymentNotFound);
export const cardDeclined = () => new AppError('card_declined', 402, apiCheckoutMessages.cardDeclined);
export const paymentProviderUnavailable = () =>
  new AppError('payment_provider_unavailable', 502, apiCheckoutMessages.paymentProviderUnavailable);
export const invalidSignature = () => new AppError('invalid_signature', 400, apiCheckoutMessages.invalidSignature);
