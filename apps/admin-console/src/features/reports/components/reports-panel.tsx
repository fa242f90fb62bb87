import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '@trovapro/api-client';
import { adminReports as copy, common, formatDate, formatEuro, leadReportReasonLabels } from '@trovapro/copy';
import { ADMIN_SECTION_PATHS, LEAD_REPORT_STATES, type AdminLeadReport, type LeadReportState, type RefundFigure } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess, PagedList } from '@trovapro/ui';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { LeadTimeline } from '../../../components/lead-timeline.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { parseOption, useListParams } from '../../../lib/use-list-params.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { useAcceptReport, useGetReports, useLeadTimeline, useRefuseReport } from '../api/use-reports.ts';

const FILTERS = ['state'] as const;
const STATE_OPTIONS = LEAD_REPORT_STATES.map((state) => ({ value: state, label: copy.states[state] }));
const STATE_COLORS: Readonly<Record<LeadReportState, string>> = { pending: 'yellow', accepted: 'teal', refused: 'red' };

/** `?state=`: the pending ones by default (the queue); «Tutte» is `state=all`. */
function parseState(value: string | undefined): LeadReportState | undefined {
  if (value === 'all') return undefined;
  return parseOption(value, LEAD_REPORT_STATES) ?? 'pending';
}

/**
 * Issue 33 «Contestazioni»: the businesses' guarantee reports, the pending ones first (oldest first). Each with its
 * reason, the business's note, the purchase, the lead (its link and timeline), the business's refund rate and reports
 * accepted this month; a pending one is accepted (a confirmation with the amount: the refund) or refused (a reason).
 */
export function ReportsPanel() {
  const { filters, page, setFilter, setPage } = useListParams(FILTERS);
  const state = parseState(filters.state);
  const { data, error, isLoading, mutate } = useGetReports(state, page);
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
      <Group gap="sm" align="flex-end">
        <FilterSelect
          label={copy.stateFilter}
          allLabel={copy.allStates}
          options={STATE_OPTIONS}
          value={state}
          onChange={(next) => setFilter('state', next === undefined ? 'all' : next === 'pending' ? undefined : next)}
        />
      </Group>
      <PagedList
        data={data}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        rowsOf={(loaded) => loaded.reports}
        texts={copy}
        page={page}
        onPageChange={setPage}
      >
        {(reports) => (
          <Stack gap="sm">
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}

const rate = (figure: RefundFigure) => copy.refundRateValue(figure.rate, figure.refunded, figure.purchases);

function ReportCard({ report }: { report: AdminLeadReport }) {
  const [showTimeline, setShowTimeline] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const titleId = `report-${report.id}`;
  const overLimit = report.acceptedThisMonth >= report.monthlyAutoLimit;
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId} data-testid="report">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 18rem' }}>
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {report.business.name} · {report.lead.category}
              {report.lead.place ? ` · ${report.lead.place}` : ''}
            </Title>
            <Text size="sm" c="dimmed">
              {copy.purchase(formatEuro(report.purchase.amount), formatDate(report.purchase.paidAt))} ·{' '}
              {copy.reportedOn(formatDate(report.createdAt))}
            </Text>
          </Stack>
          <Badge color={STATE_COLORS[report.state]} variant="light" tt="none" size="lg">
            {copy.states[report.state]}
          </Badge>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {copy.reason}
            </Text>
            <Text size="sm" fw={600}>
              {leadReportReasonLabels[report.reason]}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {copy.note}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={report.note ? undefined : 'dimmed'}>
              {report.note ?? copy.noNote}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {copy.refundRate}
            </Text>
            <Text size="sm">
              {copy.allTime}: {rate(report.refundRate.allTime)}
            </Text>
            <Text size="sm">
              {copy.thisMonth}: {rate(report.refundRate.month)}
            </Text>
            <Text size="sm" c={overLimit ? 'orange.8' : undefined}>
              {copy.acceptedThisMonth(report.acceptedThisMonth, report.monthlyAutoLimit)}
            </Text>
            {overLimit && report.state === 'pending' && (
              <Text size="xs" c="orange.8">
                {copy.overLimit}
              </Text>
            )}
          </Stack>
        </SimpleGrid>

        {report.decidedBy !== null && (
          <Text size="sm" c="dimmed">
            {report.decidedBy === 'admin' ? copy.decidedBy.admin(report.decidedByAdmin) : copy.decidedBy[report.decidedBy]}
            {report.decisionReason ? ` — ${copy.decisionReason(report.decisionReason)}` : ''}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Anchor component={Link} to={`${ADMIN_SECTION_PATHS.leads}?lead=${report.lead.id}`} size="sm">
              {copy.openLead}
            </Anchor>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showTimeline}
              rightSection={showTimeline ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
              onClick={() => setShowTimeline((shown) => !shown)}
            >
              {showTimeline ? copy.hideTimeline : copy.showTimeline}
            </Button>
          </Group>
          {report.state === 'pending' && (
            <Group gap="sm">
              <Button variant="default" color="red" onClick={() => setRefusing(true)}>
                {copy.refuse}
              </Button>
              <Button color="teal" onClick={() => setAccepting(true)}>
                {copy.accept}
              </Button>
            </Group>
          )}
        </Group>
        {showTimeline && <ReportTimeline leadId={report.lead.id} />}
      </Stack>
      <AcceptDialog report={report} opened={accepting} onClose={() => setAccepting(false)} />
      <RefuseDialog report={report} opened={refusing} onClose={() => setRefusing(false)} />
    </Paper>
  );
}

function ReportTimeline({ leadId }: { leadId: string }) {
  const { data, error } = useLeadTimeline(leadId);
  if (error) {
    return (
      <Text size="sm" c="red">
        {copy.timelineError}
      </Text>
    );
  }
  if (!data) {
    return (
      <Text size="sm" c="dimmed">
        {common.loading}
      </Text>
    );
  }
  return (
    <Stack gap="xs" pt="xs">
      <Title order={4} fz="sm">
        {copy.timeline}
      </Title>
      <LeadTimeline events={data.events} />
    </Stack>
  );
}

/** Closes after a success or a refusal (409: decided meanwhile, the list refreshed); a failure keeps it, to try again. */
const closesAfter = (error: unknown) => error instanceof ApiRequestError && error.status < 500;

function AcceptDialog({ report, opened, onClose }: { report: AdminLeadReport; opened: boolean; onClose: () => void }) {
  const { trigger, isMutating } = useAcceptReport(report.id);
  async function accept() {
    try {
      await trigger();
      notifySuccess(copy.accepted, copy.acceptedMessage);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.acceptError));
      if (!closesAfter(error)) return;
    }
    onClose();
  }
  return (
    <ConfirmDialog
      opened={opened}
      title={copy.acceptTitle}
      message={copy.acceptMessage(formatEuro(report.purchase.amount), report.business.name)}
      confirmLabel={copy.accept}
      loading={isMutating}
      onConfirm={() => void accept()}
      onCancel={onClose}
    />
  );
}

function RefuseDialog({ report, opened, onClose }: { report: AdminLeadReport; opened: boolean; onClose: () => void }) {
  const { trigger, isMutating } = useRefuseReport(report.id);
  async function refuse(reason: string) {
    try {
      await trigger(reason);
      notifySuccess(copy.refused);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.refuseError));
      if (!closesAfter(error)) return;
    }
    onClose();
  }
  return (
    <ReasonDialog
      opened={opened}
      title={copy.refuseTitle}
      message={copy.refuseMessage}
      reasonLabel={copy.refuseReason}
      reasonHint={copy.refuseReasonHint}
      reasonRequired={copy.refuseReasonRequired}
      confirmLabel={copy.refuse}
      loading={isMutating}
      onConfirm={(reason) => void refuse(reason)}
      onCancel={onClose}
    />
  );
}
