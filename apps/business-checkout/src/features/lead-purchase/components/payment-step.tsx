import { Alert } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PurchaseResponse } from '@trovapro/domain';
import { checkoutPayment } from '@trovapro/copy';
import { PaymentFormLoader } from './payment-form-loader.tsx';
import { TestGatewayForm } from './test-gateway-form.tsx';

// Stripe's React bindings load only when the server asks for the Stripe form.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx').then((module) => ({ default: module.StripePaymentForm })));

export interface PaymentStepProps {
  payment: PurchaseResponse;
  price: string;
}

/** The card form the server chose: Stripe's Payment Element, or the built-in test gateway's form. */
export function PaymentStep({ payment, price }: PaymentStepProps) {
  if (payment.paymentForm === 'test-gateway') {
    return <TestGatewayForm clientSecret={payment.clientSecret} price={price} />;
  }
  if (!payment.publishableKey) {
    return <Alert color="red">{checkoutPayment.stripeUnavailable}</Alert>;
  }
  return (
    <Suspense fallback={<PaymentFormLoader />}>
      <StripePaymentForm clientSecret={payment.clientSecret} publishableKey={payment.publishableKey} price={price} />
    </Suspense>
  );
}
