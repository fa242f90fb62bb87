import { Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown, IconFileCode, IconPencil, IconReceiptRefund, IconSend } from '@tabler/icons-react';
import { adminInvoices as copy, common, invoiceStateLabels } from '@trovapro/copy';
import type { AdminInvoice } from '@trovapro/domain';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useResendInvoice } from '../api/use-resend-invoice.ts';
import { isCorrectable } from '../utils/correction-form.ts';
import { invoiceXmlHref } from '../utils/invoice-links.ts';

export interface InvoiceRowActionsProps {
  invoice: AdminInvoice;
  onCorrect: (invoice: AdminInvoice & { state: 'invalid' | 'rejected' }) => void;
  onRefund: (invoice: AdminInvoice) => void;
}

/**
 * A document's actions, compact enough for a phone: its XML, then «Azioni» with what its state allows — «Correggi
 * e reinvia» (invalid, rejected: opens the form), «Invia di nuovo» (send_failed: the same file again, at once, as
 * nothing in it changes), «Rimborsa» (a paid sale without a credit note: asks first). No menu when nothing is allowed.
 */
export function InvoiceRowActions({ invoice, onCorrect, onRefund }: InvoiceRowActionsProps) {
  const resend = useResendInvoice(invoice.id);
  const correctable = isCorrectable(invoice);
  const resendable = invoice.state === 'send_failed';

  async function sendAgain() {
    try {
      const sent = await resend.trigger();
      notifySuccess(copy.resend.doneTitle, copy.resend.done(sent.number, invoiceStateLabels[sent.state]));
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.resend.error));
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={copy.xmlLabel(invoice.number)}>
        <Button
          component="a"
          href={invoiceXmlHref(invoice.id)}
          download={invoice.fileName}
          size="compact-sm"
          variant="default"
          aria-label={copy.xmlLabel(invoice.number)}
          leftSection={<IconFileCode size={14} aria-hidden />}
        >
          {copy.xml}
        </Button>
      </Tooltip>
      {(correctable || resendable || invoice.refundable) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="compact-sm"
              variant={correctable || resendable ? 'light' : 'subtle'}
              color={correctable || resendable ? 'brand' : 'gray'}
              loading={resend.isMutating}
              aria-label={copy.actionsLabel(invoice.kind, invoice.number)}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              {copy.actions}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {correctable && (
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onCorrect(invoice)}>
                {copy.correction.action}
              </Menu.Item>
            )}
            {resendable && (
              <Menu.Item leftSection={<IconSend size={14} aria-hidden />} onClick={() => void sendAgain()}>
                {copy.resend.action}
              </Menu.Item>
            )}
            {invoice.refundable && (
              <Menu.Item color="red" leftSection={<IconReceiptRefund size={14} aria-hidden />} onClick={() => onRefund(invoice)}>
                {copy.refund.action}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
