import { adminLeads, formatEuro } from '@trovapro/copy';
import { formatLocation, type Lead } from '@trovapro/domain';
import { leadStatusLabel } from './lead-status.ts';

/** The text of the view button's plain alert (product §2): request, email, category, price, status, location. */
export function leadDetailsText(lead: Lead): string {
  return adminLeads.details({
    request: lead.userRequest,
    email: lead.userEmail,
    category: lead.category,
    price: formatEuro(lead.price),
    status: leadStatusLabel(lead.status, lead.closedReason),
    location: lead.location ? formatLocation(lead.location) : null,
  });
}
