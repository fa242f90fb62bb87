import { Badge, Group, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBolt,
  IconClockPause,
  IconHandStop,
  IconNote,
  IconRepeat,
  IconCheck,
  IconCircleOff,
  IconCurrencyEuro,
  IconFilePlus,
  IconMail,
  IconMailCheck,
  IconReceiptRefund,
  IconSend,
  IconShoppingCart,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { formatDateTime, leadTimeline as copy } from '@trovapro/copy';
import type { LeadEvent, LeadEventType } from '@trovapro/domain';
import type { ReactNode } from 'react';
import { EMAIL_STATUS_COLORS, emailPurposeLabel, emailStatusLabel } from '../lib/email-labels.ts';
import { leadEventLabel } from '../lib/lead-event-label.ts';

const ICONS: Record<LeadEventType, { icon: Icon; color: string }> = {
  created: { icon: IconFilePlus, color: 'gray' },
  verified: { icon: IconMailCheck, color: 'gray' },
  approved: { icon: IconCheck, color: 'teal' },
  rejected: { icon: IconX, color: 'red' },
  restored: { icon: IconArrowBackUp, color: 'yellow' },
  price_changed: { icon: IconCurrencyEuro, color: 'violet' },
  sent: { icon: IconSend, color: 'blue' },
  bought: { icon: IconShoppingCart, color: 'teal' },
  refunded: { icon: IconReceiptRefund, color: 'orange' },
  email: { icon: IconMail, color: 'gray' },
  closed: { icon: IconCircleOff, color: 'dark' },
  auto_scheduled: { icon: IconBolt, color: 'blue' },
  auto_held: { icon: IconClockPause, color: 'orange' },
  auto_stopped: { icon: IconHandStop, color: 'red' },
  auto_sent: { icon: IconBolt, color: 'teal' },
  wave_sent: { icon: IconRepeat, color: 'blue' },
  note: { icon: IconNote, color: 'yellow' },
};

/**
 * A lead's events, oldest first, each with its Italian label and its date (dd/MM/yyyy HH:mm); a refund with its reason.
 * `action`: what may be done on an event (the admin's «Rimborsa» on a purchase still paid).
 */
export function LeadTimeline({ events, action }: { events: readonly LeadEvent[]; action?: (event: LeadEvent) => ReactNode }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {copy.noEvents}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} role="list" aria-label={copy.events}>
      {events.map((event, index) => {
        const { icon: EventIcon, color } = ICONS[event.type];
        return (
          <Timeline.Item
            // Events have no id of their own; their order never changes.
            key={index}
            role="listitem"
            title={
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {leadEventLabel(event)}
              </Text>
            }
            bullet={
              <ThemeIcon size={26} radius="xl" variant="light" color={color}>
                <EventIcon size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text size="xs" c="dimmed" component="time" dateTime={event.at}>
              {formatDateTime(event.at)}
            </Text>
            {/* A note's text is its label already. */}
            {event.note && event.type !== 'note' && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Text>
            )}
            {action?.(event)}
            {event.type === 'price_changed' && event.by && (
              <Text size="xs" c="dimmed">
                {copy.eventLabels.priceChangedBy(event.by)}
              </Text>
            )}
            {event.email && (
              <Group gap={6} mt={4}>
                <Badge size="sm" variant="light" color={EMAIL_STATUS_COLORS[event.email.status]}>
                  {emailStatusLabel(event.email.status)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {emailPurposeLabel(event.email.purpose)}
                </Text>
              </Group>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
