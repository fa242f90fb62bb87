import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { adminEmails as copy, formatDateTime } from '@trovapro/copy';
import { EMAIL_STATUSES } from '@trovapro/domain';
import { ListTable, PagedList } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useGetEmails } from '../api/use-get-emails.ts';
import { EMAIL_STATUS_COLORS, emailPurposeLabel, emailStatusLabel } from '../../../lib/email-labels.ts';

const STATUS_OPTIONS = EMAIL_STATUSES.map((status) => ({ value: status, label: emailStatusLabel(status) }));
const FILTERS = ['status'] as const;

/** The outbox log: what the product emailed, whether it left, and why not (filter and page in the URL). */
export function EmailsPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const status = parseOption(filters.status, EMAIL_STATUSES);
  const { data, error, isLoading, mutate } = useGetEmails({ status, page });

  usePageInRange(page, data?.totalPages, setPage);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h3">
          {copy.title}
        </Title>
        <Text size="sm" c="dimmed">
          {copy.description}
        </Text>
      </div>
      <FilterSelect
        label={copy.statusFilter}
        allLabel={copy.allStatuses}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(next) => setFilter('status', next)}
      />
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.emails}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(emails) => (
          <ListTable
            minWidth={960}
            columns={[
              copy.columns.createdAt,
              copy.columns.to,
              copy.columns.subject,
              copy.columns.purpose,
              copy.columns.status,
              copy.columns.attempts,
              copy.columns.lastError,
            ]}
          >
            {emails.map((email) => (
              <Table.Tr key={email.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(email.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{email.to}</Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2}>
                    {email.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{emailPurposeLabel(email.purpose)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={EMAIL_STATUS_COLORS[email.status]}>
                    {emailStatusLabel(email.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{email.attempts}</Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" c={email.lastError ? 'red.8' : 'dimmed'} lineClamp={2}>
                    {email.lastError ?? copy.noError}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </PagedList>
    </Stack>
  );
}
