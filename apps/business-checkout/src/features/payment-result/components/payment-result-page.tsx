import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHome, IconMail } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SUPPORT_EMAIL, checkoutResult as copy } from '@trovapro/copy';
import { ResultCard } from '../../../components/result-card.tsx';
import { env } from '../../../lib/env.ts';
import { isPaymentSuccessful } from '../utils/payment-result.ts';

/** Product §2 Payment-complete: where Stripe (and the test gateway) send the buyer after paying. */
export function PaymentResultPage() {
  const [query] = useSearchParams();
  const homeButton = (
    <Button component="a" href={env.publicSiteUrl} leftSection={<IconHome size={18} aria-hidden />}>
      {copy.home}
    </Button>
  );

  if (!isPaymentSuccessful(query)) {
    return (
      <ResultCard icon={<IconAlertTriangle size={34} />} color="red" title={copy.failureTitle} message={copy.failureMessage} actions={homeButton} />
    );
  }
  return (
    <ResultCard
      icon={<IconCircleCheck size={34} />}
      color="teal"
      title={copy.successTitle}
      message={
        <>
          {copy.successMessage}
          <br />
          {copy.successHint}
        </>
      }
      actions={
        <>
          {homeButton}
          <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="default" leftSection={<IconMail size={18} aria-hidden />}>
            {copy.contactSupport}
          </Button>
        </>
      }
    />
  );
}
