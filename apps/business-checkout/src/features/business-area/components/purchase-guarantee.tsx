import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '@trovapro/api-client';
import { businessAreaGuarantee as copy, formatDate, guaranteeTexts, leadReportReasonLabels } from '@trovapro/copy';
import { LEAD_REPORT_NOTE_MAX, LEAD_REPORT_REASONS, type BusinessPurchase, type LeadReportReason } from '@trovapro/domain';
import { notifySuccess } from '@trovapro/ui';
import { useReportPurchase } from '../api/use-report-purchase.ts';
import { guaranteeDaysLeft } from '../utils/guarantee.ts';

/**
 * «Garanzia contatto valido» on a purchase: its report's state once made, else the days left to report a problem and
 * «Segnala un problema» (a dialog: the reason, a note), else that the days are over.
 */
export function PurchaseGuarantee({ purchase }: { purchase: BusinessPurchase }) {
  const [opened, setOpened] = useState(false);
  const { guarantee } = purchase;
  const report = guarantee.report;
  if (report !== null) {
    const color = report.state === 'accepted' ? 'teal' : report.state === 'refused' ? 'red' : 'yellow';
    const text =
      report.state === 'accepted'
        ? copy.stateAccepted(formatDate(purchase.refundedAt ?? report.decidedAt ?? report.createdAt))
        : report.state === 'refused'
          ? copy.stateRefused(report.decisionReason ?? '')
          : copy.statePending;
    return (
      <Stack gap={4} data-testid="purchase-guarantee">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={color} variant="light" tt="none" size="lg" fw={600} style={{ flexShrink: 0 }}>
            {guaranteeTexts.name}
          </Badge>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {copy.reportedReason(leadReportReasonLabels[report.reason])}
        </Text>
      </Stack>
    );
  }
  if (!guarantee.open) {
    if (purchase.status === 'refunded') return null;
    return (
      <Group gap="xs" wrap="nowrap" c="dimmed" data-testid="purchase-guarantee">
        <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm">{guaranteeTexts.expired}</Text>
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm" data-testid="purchase-guarantee">
      <Group gap="xs" wrap="nowrap">
        <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-teal-7)' }} />
        <Text fz="sm">{guaranteeTexts.daysLeft(guaranteeDaysLeft(guarantee.until, new Date()))}</Text>
      </Group>
      <Button variant="light" color="orange" size="sm" leftSection={<IconAlertTriangle size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {copy.report}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={copy.dialogTitle} centered size="lg">
        {opened && <ReportForm purchaseId={purchase.id} onDone={() => setOpened(false)} />}
      </Modal>
    </Group>
  );
}

function ReportForm({ purchaseId, onDone }: { purchaseId: string; onDone: () => void }) {
  const { report, reporting } = useReportPurchase(purchaseId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: LeadReportReason | ''; note: string }>({
    initialValues: { reason: '', note: '' },
    validate: {
      reason: (value) => (value === '' ? copy.reasonRequired : null),
      note: (value) => (value.trim().length > LEAD_REPORT_NOTE_MAX ? copy.noteTooLong(LEAD_REPORT_NOTE_MAX) : null),
    },
  });

  async function submit({ reason, note }: { reason: LeadReportReason | ''; note: string }) {
    if (reason === '') return;
    setFailure(null);
    try {
      const sent = await report({ reason, ...(note.trim() === '' ? {} : { note: note.trim() }) });
      notifySuccess(copy.sent, sent.state === 'accepted' ? copy.acceptedNow : copy.pendingNow);
      onDone();
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 429
          ? copy.tooMany
          : error instanceof ApiRequestError && error.status === 409
            ? error.message
            : copy.failure,
      );
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text fz="sm">{copy.dialogIntro}</Text>
        <Radio.Group label={copy.reasonLabel} withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="xs" mt="xs">
            {LEAD_REPORT_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={leadReportReasonLabels[reason]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={copy.noteLabel}
          description={copy.noteDescription(LEAD_REPORT_NOTE_MAX)}
          rows={4}
          resize="vertical"
          maxLength={LEAD_REPORT_NOTE_MAX}
          {...form.getInputProps('note')}
        />
        {failure !== null && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={reporting}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={reporting}>
            {copy.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
