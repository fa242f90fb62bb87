import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY, billingDetails, leadPath, leadView, startFakeCheckoutApi, type FakeCheckoutApi } from '../../../test/fake-checkout-api.ts';
import { createFakeStripe } from '../../../test/fake-stripe.ts';
import { renderApp } from '../../../test/render-app.tsx';

let api: FakeCheckoutApi;
beforeEach(async () => {
  api = await startFakeCheckoutApi();
  api.paymentForm = 'stripe';
});
afterEach(async () => {
  await api.close();
});

const STRIPE_DECLINE = 'La tua carta è stata rifiutata.';

async function reachStripeForm(loader: ReturnType<typeof createFakeStripe>['loader']) {
  const user = userEvent.setup();
  const lead = leadView({
    price: '40.00',
    originalPrice: '40.00',
    invitedBusiness: { name: 'Elettrica Bianchi', email: 'ordini@elettricabianchi.it', billing: billingDetails() },
  });
  api.leads.set(lead.id, lead);
  renderApp(leadPath(lead.id), api.origin, { stripeLoader: loader });
  await screen.findByLabelText(/Nome azienda/);
  await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
  await screen.findByTestId('fake-payment-element');
  return user;
}

describe('Stripe card form', () => {
  it("shows Stripe's Payment Element when the server answers paymentForm 'stripe'", async () => {
    const { loader, calls } = createFakeStripe({ message: STRIPE_DECLINE });
    await reachStripeForm(loader);
    expect(calls.loadedKeys).toEqual([PUBLISHABLE_KEY]);
    const [purchase] = api.requests.filter((r) => r.url.startsWith('/api/business/purchase/'));
    expect(purchase).toBeTruthy();
    expect(calls.elementsOptions).toEqual([{ clientSecret: expect.stringMatching(/^pi_\w+_secret_test$/), locale: 'it' }]);
    expect(calls.createdElements).toEqual(['payment']);
    // The test gateway's own fields are not shown.
    expect(screen.queryByLabelText(/Numero della carta/)).toBeNull();
    expect(screen.queryByText('Ambiente di pagamento di prova')).toBeNull();
    expect(screen.getByRole('button', { name: 'Acquista Lead - €40,00' })).toBeTruthy();
  });

  it("confirms with the success page as return URL and shows 'Pagamento fallito' with Stripe's message", async () => {
    const { loader, calls } = createFakeStripe({ message: STRIPE_DECLINE });
    const user = await reachStripeForm(loader);
    const button = screen.getByRole('button', { name: 'Acquista Lead - €40,00' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Pagamento fallito')).toBeTruthy();
    expect(screen.getByText(STRIPE_DECLINE)).toBeTruthy();
    expect(calls.confirmPayments).toHaveLength(1);
    expect(calls.confirmPayments[0]?.confirmParams).toEqual({ return_url: `${api.origin}/business/success` });
    expect(api.requests.some((r) => r.url.startsWith('/api/business/test-gateway'))).toBe(false);
  });

  it('says the lead is no longer on sale, and nothing was charged, when the server cancelled the payment meanwhile', async () => {
    const { loader } = createFakeStripe({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
      payment_intent: { status: 'canceled' } as never,
    });
    const user = await reachStripeForm(loader);
    const button = screen.getByRole('button', { name: 'Acquista Lead - €40,00' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect(await screen.findByText('Lead Non Disponibile')).toBeTruthy();
    expect(screen.getByText(/il pagamento è stato annullato e non ti è stato addebitato nulla/)).toBeTruthy();
    expect(screen.queryByText(/You cannot confirm/)).toBeNull();
  });

  it('says the form cannot be loaded when Stripe.js does not start', async () => {
    const user = userEvent.setup();
    const lead = leadView();
    api.leads.set(lead.id, lead);
    renderApp(leadPath(lead.id), api.origin, { stripeLoader: async () => null });
    await screen.findByLabelText(/Nome azienda/);
    await user.click(screen.getByRole('button', { name: 'Procedi al Pagamento' }));
    expect(await screen.findByText('Impossibile caricare il modulo di pagamento. Ricarica la pagina e riprova.')).toBeTruthy();
  });
});
