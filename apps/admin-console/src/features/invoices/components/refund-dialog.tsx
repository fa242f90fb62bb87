import { ApiRequestError } from '@trovapro/api-client';
import { adminInvoices, common, formatEuro } from '@trovapro/copy';
import type { AdminInvoice } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useRefundInvoice } from '../api/use-refund-invoice.ts';

const copy = adminInvoices.refund;

export interface RefundDialogProps {
  /** A refundable invoice; null keeps the dialog closed. */
  invoice: AdminInvoice | null;
  onClose: () => void;
}

/**
 * «Rimborsare la fattura …?»: the amount goes back to the buyer's card and a credit note is issued and sent to the
 * SdI. Done: a toast with the credit note's number (or that none was needed); refused (409: refunded meanwhile):
 * the server's word, and the list refreshed; a failure on the way or on the server keeps the dialog, to try again.
 */
export function RefundDialog({ invoice, onClose }: RefundDialogProps) {
  const { trigger, isMutating } = useRefundInvoice(invoice?.id ?? '');

  async function refund() {
    try {
      const { creditNote } = await trigger();
      notifySuccess(copy.doneTitle, creditNote ? copy.creditNoteIssued(creditNote.number) : copy.noCreditNote);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.error));
      if (!(error instanceof ApiRequestError && error.status < 500)) return;
    }
    onClose();
  }

  return (
    <ConfirmDialog
      opened={invoice !== null}
      title={invoice ? copy.title(invoice.number) : ''}
      message={invoice ? copy.message(formatEuro(invoice.total), invoice.buyerName) : ''}
      confirmLabel={copy.confirm}
      destructive
      loading={isMutating}
      onConfirm={() => void refund()}
      onCancel={onClose}
    />
  );
}
