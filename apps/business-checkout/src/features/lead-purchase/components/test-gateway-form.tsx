import { Alert, Code, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '@trovapro/api-client';
import { checkoutPayment, checkoutTestGateway as copy } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { paymentSuccessPath } from '../../../lib/paths.ts';
import { useTestGatewayConfirm } from '../api/use-test-gateway-confirm.ts';
import { cardProblem, formatCardNumber, formatCvc, formatExpiry, type CardInput } from '../utils/card.ts';
import { PayButton } from './pay-button.tsx';

export interface TestGatewayFormProps {
  clientSecret: string;
  price: string;
}

/**
 * The card was refused (402: declined, expired, wrong CVC, no funds…) or its expiry date is past: the
 * gateway's Italian reason is shown as 'Pagamento fallito', like Stripe's own messages.
 */
function isCardRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 402 || error.code === 'card_expired');
}

/** The lead went off sale while the form was open (sold out, or closed): the gateway charged nothing. */
function isWithdrawn(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'lead_unavailable';
}

/** The built-in test gateway's card form (no Stripe keys): number, expiry and CVC. */
export function TestGatewayForm({ clientSecret, price }: TestGatewayFormProps) {
  const { trigger, isMutating } = useTestGatewayConfirm();
  const form = useForm<CardInput>({ initialValues: { cardNumber: '', expiry: '', cvc: '' } });
  // Set once paid: the button stays busy until the success page has loaded.
  const [leaving, setLeaving] = useState(false);
  /** A field's value as typed, reformatted as the card's own grouping (`4242 4242 …`, `MM/AA`). */
  const formatted = (field: keyof CardInput, format: (value: string) => string) => ({
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.setFieldValue(field, format(event.currentTarget.value)),
  });

  async function pay(card: CardInput) {
    const problem = cardProblem(card);
    if (problem) {
      notifyError(copy.invalidTitle, problem);
      return;
    }
    try {
      const { paymentIntentId } = await trigger({ clientSecret, ...card });
      setLeaving(true);
      notifySuccess(checkoutPayment.successTitle, checkoutPayment.successMessage);
      // A full page load, as after Stripe's own redirect.
      window.location.assign(paymentSuccessPath(paymentIntentId));
    } catch (error) {
      if (isCardRefusal(error)) notifyError(checkoutPayment.failedTitle, errorMessage(error, checkoutPayment.failedMessage));
      else if (isWithdrawn(error)) notifyError(checkoutPayment.withdrawnTitle, checkoutPayment.withdrawnMessage);
      else notifyError(checkoutPayment.errorTitle, checkoutPayment.errorMessage);
    }
  }

  return (
    <form onSubmit={form.onSubmit((card) => void pay(card))} noValidate>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={copy.noticeTitle}>
          <Stack gap={6}>
            <Text fz="sm">{copy.noticeMessage}</Text>
            <List fz="sm" spacing={4}>
              {copy.cards.map((testCard) => (
                <List.Item key={testCard.number}>
                  {testCard.label}: <Code style={{ whiteSpace: 'nowrap' }}>{testCard.number}</Code>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
        <TextInput
          label={copy.cardNumberLabel}
          placeholder={copy.cardNumberPlaceholder}
          inputMode="numeric"
          autoComplete="cc-number"
          withAsterisk
          aria-required
          {...formatted('cardNumber', formatCardNumber)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={copy.expiryLabel}
            placeholder={copy.expiryPlaceholder}
            inputMode="numeric"
            autoComplete="cc-exp"
            withAsterisk
            aria-required
            {...formatted('expiry', formatExpiry)}
          />
          <TextInput
            label={copy.cvcLabel}
            placeholder={copy.cvcPlaceholder}
            inputMode="numeric"
            autoComplete="cc-csc"
            withAsterisk
            aria-required
            {...formatted('cvc', formatCvc)}
          />
        </SimpleGrid>
        <PayButton price={price} loading={isMutating || leaving} />
      </Stack>
    </form>
  );
}
