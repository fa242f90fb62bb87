import { Alert, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { checkoutPayment as copy } from '@trovapro/copy';
import { notifyError } from '@trovapro/ui';
import { paths } from '../../../lib/paths.ts';
import { useStripeLoader } from '../../../lib/stripe-loader.tsx';
import { useConfirmStripePayment } from '../api/use-confirm-stripe-payment.ts';
import { PayButton } from './pay-button.tsx';
import { PaymentFormLoader } from './payment-form-loader.tsx';

export interface StripePaymentFormProps {
  clientSecret: string;
  publishableKey: string;
  price: string;
}

/** Stripe mode: Stripe.js is loaded for the server's publishable key, then the Payment Element is shown. */
export function StripePaymentForm({ clientSecret, publishableKey, price }: StripePaymentFormProps) {
  const loadStripe = useStripeLoader();
  const [stripe, setStripe] = useState<Stripe | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (loaded) => current && setStripe(loaded ?? 'failed'),
      () => current && setStripe('failed'),
    );
    return () => {
      current = false;
    };
  }, [loadStripe, publishableKey]);

  if (stripe === 'failed') return <Alert color="red">{copy.stripeUnavailable}</Alert>;
  if (!stripe) return <PaymentFormLoader />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: 'it' }}>
      <StripeCheckoutForm price={price} />
    </Elements>
  );
}

function StripeCheckoutForm({ price }: { price: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmStripePayment();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    try {
      const { error } = await confirm.trigger({ stripe, elements, returnUrl: `${window.location.origin}${paths.paymentSuccess}` });
      // The server cancelled this payment: its lead was closed while the form was open.
      if (error.code === 'payment_intent_unexpected_state' && error.payment_intent?.status === 'canceled') {
        notifyError(copy.withdrawnTitle, copy.withdrawnMessage);
      } else {
        notifyError(copy.failedTitle, error.message ?? copy.failedMessage);
      }
    } catch {
      notifyError(copy.errorTitle, copy.errorMessage);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PaymentElement />
        <PayButton price={price} loading={confirm.isMutating} disabled={!stripe || !elements} />
      </Stack>
    </form>
  );
}
