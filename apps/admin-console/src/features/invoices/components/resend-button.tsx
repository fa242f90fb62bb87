import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { adminInvoices, common, invoiceStateLabels } from '@trovapro/copy';
import type { AdminInvoice } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useResendInvoice } from '../api/use-resend-invoice.ts';

const copy = adminInvoices.resend;

/**
 * «Invia di nuovo» for a document whose every attempt to reach the intermediary failed: the same file, sent again
 * at once (nothing changes in it, so nothing to confirm). The list refreshes with its new state.
 */
export function ResendButton({ invoice }: { invoice: AdminInvoice }) {
  const { trigger, isMutating } = useResendInvoice(invoice.id);

  async function resend() {
    try {
      const sent = await trigger();
      notifySuccess(copy.doneTitle, copy.done(sent.number, invoiceStateLabels[sent.state]));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.error));
    }
  }

  return (
    <Button
      size="compact-sm"
      variant="light"
      color="blue"
      loading={isMutating}
      aria-label={copy.actionLabel(invoice.number)}
      leftSection={<IconSend size={14} aria-hidden />}
      onClick={() => void resend()}
    >
      {copy.action}
    </Button>
  );
}
