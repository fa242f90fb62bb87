import { List, Text } from '@mantine/core';
import { adminInvoices as copy } from '@trovapro/copy';
import type { AdminInvoice } from '@trovapro/domain';

/** A document whose reasons the admin must read: never sent (invalid), refused by the SdI (rejected), or not sent (send_failed). */
export type InvoiceWithReasons = AdminInvoice & { state: keyof typeof copy.problemsTitle };

export const hasReasons = (invoice: AdminInvoice): invoice is InvoiceWithReasons => Object.hasOwn(copy.problemsTitle, invoice.state);

/** Why a document is invalid, rejected or not sent: a title that says which, then each reason as given. */
export function InvoiceProblems({ invoice }: { invoice: InvoiceWithReasons }) {
  return (
    <>
      <Text size="sm" fw={600} mb={4}>
        {copy.problemsTitle[invoice.state]}
      </Text>
      {invoice.problems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {copy.noProblems}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {invoice.problems.map((problem) => (
            <List.Item key={problem} style={{ overflowWrap: 'anywhere' }}>
              {problem}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
