import { dispatchEventLabels, formatEuro, leadTimeline } from '@trovapro/copy';
import type { LeadEvent } from '@trovapro/domain';

const labels = leadTimeline.eventLabels;
const euro = (amount: string | undefined) => (amount === undefined ? undefined : formatEuro(amount));

/** An event's line in the timeline: «Approvato da Giulia», «Acquistato da Rossi Srl per 25,00 €», «Email «…» a …». */
export function leadEventLabel(event: LeadEvent): string {
  const business = event.business?.name || leadTimeline.someBusiness;
  switch (event.type) {
    case 'created':
      return labels.created;
    case 'verified':
      return labels.verified;
    case 'approved':
      return labels.approved(event.by);
    case 'rejected':
      return labels.rejected(event.by);
    case 'restored':
      return labels.restored(event.by);
    case 'price_changed':
      return labels.priceChanged(euro(event.fromPrice), euro(event.toPrice));
    case 'sent':
      return labels.sent(business);
    case 'bought':
      return labels.bought(business, euro(event.amount));
    case 'refunded':
      return labels.refunded(business, euro(event.amount));
    case 'email':
      return labels.email(event.email?.subject ?? '', event.email?.to ?? '');
    case 'closed':
      if (event.reason === 'admin') return labels.closed.admin(event.by);
      return event.reason === undefined ? labels.closed.admin() : labels.closed[event.reason];
    case 'auto_scheduled':
      return dispatchEventLabels.autoScheduled(event.rule, event.dueAt);
    case 'auto_held':
      return dispatchEventLabels.autoHeld((event.reasons ?? []).map((reason) => reason.text));
    case 'auto_stopped':
      return dispatchEventLabels.autoStopped(event.by);
    case 'auto_sent':
      // With CUSTOMER_CHOOSES the rule proposed the businesses to the customer instead.
      return 'proposed' in event && event.proposed === true
        ? dispatchEventLabels.autoProposed(event.count, event.rule)
        : dispatchEventLabels.autoSent(event.count, event.rule);
    case 'wave_sent':
      return dispatchEventLabels.waveSent(event.count);
    case 'note':
      return dispatchEventLabels.note(event.by, event.note);
    default:
      return event.type;
  }
}
