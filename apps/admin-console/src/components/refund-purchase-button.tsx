import { Button } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { adminPurchaseRefund as copy, common, formatEuro } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../lib/action-error.ts';
import { useRefundPurchase } from '../lib/use-refund-purchase.ts';
import { ReasonDialog } from './reason-dialog.tsx';

export interface RefundPurchaseButtonProps {
  purchaseId: string;
  amount: string;
  businessName: string;
}

/**
 * «Rimborsa» on a paid purchase (the lead's timeline, the partner's detail): a reason, then the one refund path. A
 * refusal (409: refunded meanwhile) closes the dialog with the server's word; a failure keeps it, to try again.
 */
export function RefundPurchaseButton({ purchaseId, amount, businessName }: RefundPurchaseButtonProps) {
  const [opened, setOpened] = useState(false);
  const { trigger, isMutating } = useRefundPurchase(purchaseId);

  async function refund(reason: string) {
    try {
      const { creditNote } = await trigger(reason);
      notifySuccess(copy.done, creditNote ? copy.creditNote(creditNote.number) : copy.noCreditNote);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.error));
      if (!(error instanceof ApiRequestError && error.status < 500)) return;
    }
    setOpened(false);
  }

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        mt={4}
        leftSection={<IconReceiptRefund size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {copy.button}
      </Button>
      <ReasonDialog
        opened={opened}
        title={copy.title}
        message={copy.message(formatEuro(amount), businessName)}
        reasonLabel={copy.reason}
        reasonHint={copy.reasonHint}
        reasonRequired={copy.reasonRequired}
        confirmLabel={copy.confirm}
        loading={isMutating}
        onConfirm={(reason) => void refund(reason)}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
