import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app-types.ts';
import { postJson } from './chat-helpers.ts';

/** The built-in test gateway's card that pays (as Stripe's 4242…). */
export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } as const;

/** Pays a started purchase (its `clientSecret`) with TEST_CARD through the built-in test gateway. */
export function payWithTestCard(app: App, clientSecret: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/business/test-gateway/confirm', { clientSecret, ...TEST_CARD }, headers);
}
