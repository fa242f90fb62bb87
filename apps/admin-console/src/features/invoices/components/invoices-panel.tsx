import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFileSpreadsheet, IconFileZip, IconSearch } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { adminInvoices as copy, formatEuro, formatMonth, invoiceKindLabels, invoiceStateLabels } from '@trovapro/copy';
import { INVOICE_STATES, type AdminInvoice, type InvoiceState } from '@trovapro/domain';
import { ListTable, PagedList, useSearchInput } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetInvoices } from '../api/use-get-invoices.ts';
import { currentMonth, invoicesCsvHref, invoicesZipHref, monthsUpTo, parseMonth } from '../utils/invoice-links.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { hasReasons, InvoiceProblems } from './invoice-problems.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { InvoiceRowActions } from './invoice-row-actions.tsx';

/** The months the picker offers: this one and the three years before it. */
const MONTHS_SHOWN = 36;
/** The API's limit on a search. */
const SEARCH_MAX_LENGTH = 200;
const FILTERS = ['month', 'state', 'q'] as const;
const STATE_OPTIONS = INVOICE_STATES.map((state) => ({ value: state, label: invoiceStateLabels[state] }));

export const INVOICE_STATE_COLORS: Readonly<Record<InvoiceState, string>> = {
  invalid: 'red',
  exported: 'violet',
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  not_delivered: 'yellow',
  rejected: 'orange',
  send_failed: 'red',
  replaced: 'gray',
};

/** The state's full words (some are long: «Non consegnata (nel cassetto fiscale)») wrap inside the badge, never cut. */
const STATE_BADGE_STYLES = {
  root: { height: 'auto', minHeight: 20, paddingBlock: 2, textTransform: 'none', maxWidth: 200 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

const REASONS_STYLE = {
  position: 'sticky',
  left: 'var(--mantine-spacing-sm)',
  maxWidth: 'calc(100vw - 4 * var(--mantine-spacing-md))',
} as const;

/** «2026-03-05» → «05/03/2026». */
const italianDate = (day: string) => day.split('-').reverse().join('/');

/**
 * Issue 32 «Fatture»: a month's invoices and credit notes with their SdI state (month, state and buyer in the URL;
 * this month by default), each document's XML, the reasons of an invalid, rejected or unsent one, the month's ZIP of
 * XML files for the accountant and its CSV. Per document, what its state allows: «Correggi e reinvia» (invalid,
 * rejected), «Invia di nuovo» (send_failed), «Rimborsa» (a paid sale without a credit note); a replaced one names
 * its successor.
 */
export function InvoicesPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const [months] = useState(() => monthsUpTo(currentMonth(), MONTHS_SHOWN));
  const month = parseMonth(filters.month, months);
  const state = parseOption(filters.state, INVOICE_STATES);
  const q = filters.q?.trim() ?? '';
  const [searchInput, setSearchInput] = useSearchInput(q, (value) => setFilter('q', value));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [correcting, setCorrecting] = useState<(AdminInvoice & { state: 'invalid' | 'rejected' }) | null>(null);
  const [refunding, setRefunding] = useState<AdminInvoice | null>(null);
  const { data, error, isLoading, mutate } = useGetInvoices({ month, state, q: q || undefined, page });

  usePageInRange(page, data?.totalPages, setPage);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} fz="h3">
            {copy.title}
          </Title>
          <Text size="sm" c="dimmed">
            {copy.description}
          </Text>
        </div>
        <Group gap="sm">
          <Button component="a" href={invoicesZipHref(month)} download variant="default" leftSection={<IconFileZip size={16} aria-hidden />}>
            {copy.zip}
          </Button>
          <Button component="a" href={invoicesCsvHref(month)} download variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden />}>
            {copy.csv}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label={copy.monthFilter}
          placeholder={copy.monthPlaceholder}
          w={{ base: '100%', xs: 200 }}
          allowDeselect={false}
          data={months.map((value) => ({ value, label: formatMonth(value) }))}
          value={month}
          onChange={(next) => setFilter('month', next === months[0] ? undefined : (next ?? undefined))}
        />
        <FilterSelect
          label={copy.stateFilter}
          allLabel={copy.allStates}
          options={STATE_OPTIONS}
          value={state}
          onChange={(next) => setFilter('state', next)}
        />
        <TextInput
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          type="search"
          w={{ base: '100%', xs: 300 }}
          maxLength={SEARCH_MAX_LENGTH}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
        />
      </Group>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.invoices}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(invoices) => (
          <ListTable
            minWidth={900}
            columns={[
              copy.columns.number,
              copy.columns.date,
              copy.columns.kind,
              copy.columns.buyer,
              copy.columns.total,
              copy.columns.vat,
              copy.columns.state,
              copy.columns.actions,
            ]}
          >
            {invoices.map((invoice) => {
              const expanded = open.has(invoice.id);
              const reasonsId = `invoice-reasons-${invoice.id}`;
              return (
                <Fragment key={invoice.id}>
                  <Table.Tr>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" fw={600}>
                        {invoice.number}
                      </Text>
                      {invoice.creditedNumber && (
                        <Text size="xs" c="dimmed">
                          {copy.credits(invoice.creditedNumber)}
                        </Text>
                      )}
                      {invoice.replacedByNumber && (
                        <Text size="xs" c="dimmed">
                          {copy.replacedBy(invoice.replacedByNumber)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{italianDate(invoice.date)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{invoiceKindLabels[invoice.kind]}</Text>
                    </Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" lineClamp={2}>
                        {invoice.buyerName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {invoice.buyerTaxId}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatEuro(invoice.total)}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatEuro(invoice.vat)}</Text>
                    </Table.Td>
                    <Table.Td miw={160}>
                      <Stack gap={4} align="flex-start">
                        <Badge variant="light" color={INVOICE_STATE_COLORS[invoice.state]} styles={STATE_BADGE_STYLES}>
                          {invoiceStateLabels[invoice.state]}
                        </Badge>
                        {hasReasons(invoice) && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color={INVOICE_STATE_COLORS[invoice.state]}
                            aria-expanded={expanded}
                            aria-controls={reasonsId}
                            onClick={() => toggle(invoice.id)}
                            rightSection={expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
                          >
                            {expanded ? copy.hideProblems : copy.showProblems}
                          </Button>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <InvoiceRowActions invoice={invoice} onCorrect={setCorrecting} onRefund={setRefunding} />
                    </Table.Td>
                  </Table.Tr>
                  {hasReasons(invoice) && expanded && (
                    <Table.Tr id={reasonsId}>
                      <Table.Td colSpan={8} bg="var(--mantine-color-gray-0)">
                        {/* Kept in view on a narrow screen, where the table scrolls sideways in its box. */}
                        <div style={REASONS_STYLE}>
                          <InvoiceProblems invoice={invoice} />
                        </div>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </ListTable>
        )}
      </PagedList>
      <CorrectionDialog invoice={correcting} onClose={() => setCorrecting(null)} />
      <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
