import { Button, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Receipt } from '@trovapro/domain';
import { formatEuro, checkoutReceipt as copy } from '@trovapro/copy';
import { formatBillingAddress, formatDocumentDate, formatVatRate, receiptItem } from '../../lib/receipt-format.ts';
import classes from './receipt.module.css';

/**
 * The courtesy copy of a purchase's tax document: an invoice or credit note (issue 32: with the sentence that the
 * legal one is the SdI's, the SdI state, and for a credit note the invoice it credits), or the numbered receipt of a
 * purchase paid before invoices. Number and date, who issued it and to whom, the line, the amounts (net, IVA,
 * total). «Stampa» prints only this sheet, black on white, on one A4 page (`receipt.module.css`).
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { seller, buyer, lead } = receipt;
  const billing = buyer.billing;
  const courtesy = receipt.document !== 'receipt';
  return (
    <Stack gap="md" maw={760} mx="auto" className={classes.page} data-receipt>
      <Group justify="flex-end" className={classes.screenOnly}>
        <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {copy.print}
        </Button>
      </Group>
      <Paper component="article" withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} className={classes.receipt} aria-labelledby="receipt-title">
        <Stack gap="lg">
          <Stack gap={4}>
            {/* Focusable by script: a page that opens a document moves the focus here (the «Area aziende»). */}
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }} id="receipt-title" tabIndex={-1} style={{ outline: 'none' }}>
              {copy.title(receipt.document, receipt.number)}
            </Title>
            <Text>
              {copy.dateLabel}: <time dateTime={receipt.date}>{formatDocumentDate(receipt.date)}</time>
            </Text>
            {receipt.credits && (
              <Text data-testid="receipt-credits">
                {copy.creditsLabel} {copy.credits(receipt.credits.number, formatDocumentDate(receipt.credits.date))}
              </Text>
            )}
            {receipt.sdi && (
              <Text data-testid="receipt-sdi">
                {copy.sdiLabel}: {copy.sdi[receipt.sdi]}
              </Text>
            )}
          </Stack>

          {courtesy && (
            <Text fz="sm" p="sm" className={classes.notice} data-testid="courtesy-notice">
              {copy.courtesyNotice}
            </Text>
          )}

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" className={classes.parties}>
            <Party title={copy.sellerTitle} testId="receipt-seller">
              <Text fw={700}>{seller.name}</Text>
              {seller.taxCode === seller.vatNumber ? (
                <Text>
                  {copy.vatNumberAndTaxCodeLabel} {seller.vatNumber}
                </Text>
              ) : (
                <>
                  <Text>
                    {copy.vatNumberLabel} {seller.vatNumber}
                  </Text>
                  {seller.taxCode && (
                    <Text>
                      {copy.taxCodeLabel} {seller.taxCode}
                    </Text>
                  )}
                </>
              )}
              <Text>{seller.address}</Text>
              {seller.rea && (
                <>
                  <Text>
                    {copy.reaLabel} {seller.rea.office}-{seller.rea.number}
                  </Text>
                  {(seller.rea.shareCapital || seller.rea.soleShareholder === 'SU') && (
                    <Text>
                      {[
                        seller.rea.shareCapital && copy.shareCapital(formatEuro(seller.rea.shareCapital)),
                        seller.rea.soleShareholder === 'SU' && copy.soleShareholder,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                </>
              )}
              {seller.email && <Text className={classes.wrap}>{seller.email}</Text>}
            </Party>
            <Party title={copy.buyerTitle} testId="receipt-buyer">
              <Text fw={700}>{buyer.name}</Text>
              {billing && (
                <>
                  <Text>
                    {copy.taxIdLabel[billing.taxIdKind]} {billing.taxId}
                  </Text>
                  <Text>{formatBillingAddress(billing)}</Text>
                </>
              )}
              <Text className={classes.wrap}>{buyer.email}</Text>
              {billing?.sdiCode && (
                <Text>
                  {copy.sdiCodeLabel} {billing.sdiCode}
                </Text>
              )}
              {billing?.pec && (
                <Text className={classes.wrap}>
                  {copy.pecLabel} {billing.pec}
                </Text>
              )}
            </Party>
          </SimpleGrid>

          <Divider className={classes.rule} />

          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={2} miw={0}>
              <Text fz="sm" c="dimmed" tt="uppercase" fw={600}>
                {copy.itemTitle}
              </Text>
              <Text fw={600} data-testid="receipt-item" className={classes.wrap}>
                {receipt.description ?? receiptItem(lead)}
              </Text>
              <Text fz="sm" c="dimmed" className={classes.wrap}>
                {copy.referenceLabel}: {lead.id}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fz="sm" c="dimmed" tt="uppercase" fw={600}>
                {copy.amountLabel}
              </Text>
              <Text fw={600}>{formatEuro(receipt.net)}</Text>
            </Stack>
          </Group>

          <Table className={classes.totals} withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} data-testid="receipt-totals">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  {copy.net}
                </Table.Th>
                <Table.Td ta="right">{formatEuro(receipt.net)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row" fw={400}>
                  {copy.vat(formatVatRate(receipt.vatRate))}
                </Table.Th>
                <Table.Td ta="right">{formatEuro(receipt.vat)}</Table.Td>
              </Table.Tr>
              <Table.Tr className={classes.grandTotal}>
                <Table.Th scope="row">{copy.total}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatEuro(receipt.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </Stack>
  );
}

function Party({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fz="sm" c="dimmed" tt="uppercase" fw={600} mb={4}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
