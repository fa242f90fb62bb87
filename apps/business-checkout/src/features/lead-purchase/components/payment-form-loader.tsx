import { Center, Loader } from '@mantine/core';
import { checkoutPayment } from '@trovapro/copy';

/** Shown while Stripe's card form is being fetched. */
export function PaymentFormLoader() {
  return (
    <Center py="xl" role="status" aria-label={checkoutPayment.stripeLoading}>
      <Loader />
    </Center>
  );
}
