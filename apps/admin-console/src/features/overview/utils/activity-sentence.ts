import { formatEuro, recentActivityDesk } from '@trovapro/copy';
import type { ActivityItem } from '@trovapro/domain';

const sentence = recentActivityDesk.sentence;
const euro = (amount: string | undefined) => (amount === undefined ? undefined : formatEuro(amount));

/** An event of the overview in a short sentence with its lead's category: «Lead Idraulico acquistato da Rossi Srl». */
export function activitySentence(item: ActivityItem): string {
  const business = item.business?.name || recentActivityDesk.someBusiness;
  switch (item.type) {
    case 'created':
      return sentence.created(item.category);
    case 'verified':
      return sentence.verified(item.category);
    case 'approved':
      return sentence.approved(item.category, item.by);
    case 'rejected':
      return sentence.rejected(item.category, item.by);
    case 'restored':
      return sentence.restored(item.category, item.by);
    case 'price_changed':
      return sentence.priceChanged(item.category, euro(item.fromPrice), euro(item.toPrice));
    case 'sent':
      return sentence.sent(item.category, business);
    case 'bought':
      return sentence.bought(item.category, business);
    case 'refunded':
      return sentence.refunded(item.category, business);
    case 'email':
      return sentence.email(item.category, item.email?.subject ?? '');
    default:
      return item.type;
  }
}
