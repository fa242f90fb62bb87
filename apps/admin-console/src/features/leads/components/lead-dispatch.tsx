import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPause, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { adminDispatchLeads as copy, common, formatCountdown, formatWait } from '@trovapro/copy';
import type { Lead } from '@trovapro/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import { useStopAutoDispatch } from '../api/use-dispatch-actions.ts';

/** A pending lead waiting longer than this is highlighted in the queue (issue 35 §4). */
export const LONG_WAIT_MS = 2 * 3_600_000;

/** The time now, again every `everyMs`: a countdown or a wait that moves on its own. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How long a pending lead has waited, when longer than `LONG_WAIT_MS`; else null. */
export function longWait(lead: Lead, now: Date): number | null {
  if (lead.status !== 'pending') return null;
  const waited = now.getTime() - new Date(lead.createdAt).getTime();
  return waited > LONG_WAIT_MS ? waited : null;
}

/** «In attesa da 3 h», for a pending lead waiting more than 2 hours. */
export function LongWaitBadge({ lead, now }: { lead: Lead; now: Date }) {
  const waited = longWait(lead, now);
  if (waited === null) return null;
  return (
    <Badge color="orange" variant="filled" autoContrast size="sm" leftSection={<IconClockPause size={12} aria-hidden />} data-testid="long-wait">
      {copy.waitingFor(formatWait(waited))}
    </Badge>
  );
}

/** «Possibile duplicato», opening the earlier lead. */
export function DuplicateBadge({ lead, onOpenLead }: { lead: Lead; onOpenLead: (id: string) => void }) {
  const earlier = lead.dispatch?.duplicateOf;
  if (!earlier) return null;
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={() => onOpenLead(earlier)}
      title={copy.duplicateOfLink}
      aria-label={`${copy.possibleDuplicate}: ${copy.duplicateOfLink}`}
    >
      <Badge color="grape" variant="light" size="sm" leftSection={<IconCopy size={12} aria-hidden />} style={{ cursor: 'pointer' }}>
        {copy.possibleDuplicate}
      </Badge>
    </Anchor>
  );
}

/** Why the lead stayed in the manual queue («comune ambiguo, possibile duplicato di …»), when it did. */
export function QueueReasons({ lead, compact = false }: { lead: Lead; compact?: boolean }) {
  const reasons = lead.dispatch?.reasons ?? [];
  if (reasons.length === 0) return null;
  const texts = reasons.map((reason) => reason.text).join(', ');
  return compact ? (
    <Text size="xs" fw={500} c="red.9" data-testid="queue-reasons" style={{ overflowWrap: 'anywhere' }}>
      {copy.reasonsLabel}: {texts}
    </Text>
  ) : (
    <Stack gap={2} data-testid="queue-reasons">
      <Text size="xs" c="dimmed">
        {copy.reasonsLabel}
      </Text>
      <Text size="sm" fw={500} c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {texts}
      </Text>
    </Stack>
  );
}

/**
 * «Invio automatico tra 7 min», counting down, with «Ferma» (asks first): the lead then stays in the queue, and its
 * reason «invio automatico fermato» comes back with the list. Nothing while no automatic sending waits.
 */
export function AutoDispatchCountdown({ lead }: { lead: Lead }) {
  const due = lead.dispatch?.autoDispatchAt ?? null;
  if (due === null || lead.status !== 'pending') return null;
  return <Countdown leadId={lead.id} due={due} />;
}

function Countdown({ leadId, due }: { leadId: string; due: string }) {
  const now = useNow(1000);
  const [confirming, setConfirming] = useState(false);
  const { trigger, isMutating } = useStopAutoDispatch(leadId);
  const left = new Date(due).getTime() - now.getTime();

  async function stop() {
    try {
      await trigger();
      notifySuccess(copy.stoppedTitle, copy.stoppedMessage);
    } catch (error) {
      notifyError(common.errorTitle, actionErrorMessage(error, copy.stopError));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Group gap={6} wrap="nowrap" data-testid="auto-dispatch">
      <Text size="xs" fw={600} c="blue.8" style={{ whiteSpace: 'nowrap' }} aria-live="off">
        {left > 0 ? copy.autoIn(formatCountdown(left)) : copy.autoDue}
      </Text>
      <Button size="compact-xs" variant="light" color="red" onClick={() => setConfirming(true)} aria-label={copy.stopLabel} title={copy.stopLabel}>
        {copy.stop}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={copy.stopConfirmTitle}
        message={copy.stopConfirmMessage}
        confirmLabel={copy.stop}
        destructive
        loading={isMutating}
        onConfirm={() => void stop()}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  );
}
