import { Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { checkoutPayment, checkoutVat } from '@trovapro/copy';
import { buttonPrice } from '../utils/price.ts';

export interface PayButtonProps {
  /** The lead's price as the API gives it, "12.50". */
  price: string;
  loading: boolean;
  disabled?: boolean;
}

/** 'Acquista Lead - €12,50': the submit button of both card forms, with the price's «IVA inclusa» under it. */
export function PayButton({ price, loading, disabled }: PayButtonProps) {
  return (
    <Stack gap={6}>
      <Button type="submit" size="md" fullWidth loading={loading} disabled={disabled} leftSection={<IconLock size={18} aria-hidden />}>
        {checkoutPayment.payButton(buttonPrice(price))}
      </Button>
      <Text fz="sm" c="dimmed" ta="center">
        {checkoutVat.payNote}
      </Text>
    </Stack>
  );
}
