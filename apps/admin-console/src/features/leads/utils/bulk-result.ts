import { leadDesk as copy, shortText } from '@trovapro/copy';
import type { BulkLeadStatusBody, BulkLeadStatusResponse, Lead } from '@trovapro/domain';

/** The leads a toast names one by one; the rest are counted. */
const NAMED_SKIPS = 3;

export interface BulkToast {
  ok: boolean;
  title: string;
  message: string;
}

/**
 * What a bulk change says: how many leads changed, and which did not and why (each named by its request, as
 * the admin saw it on the page). A success only when every lead changed.
 */
export function bulkResultToast(result: BulkLeadStatusResponse, status: BulkLeadStatusBody['status'], leads: readonly Lead[]): BulkToast {
  const updated = copy.bulkUpdated(result.updatedCount, status);
  if (result.notUpdated.length === 0) return { ok: true, title: copy.bulkDoneTitle, message: updated };
  const named = result.notUpdated.slice(0, NAMED_SKIPS).map((skip) => {
    const lead = leads.find((candidate) => candidate.id === skip.id);
    return { what: lead ? shortText(lead.userRequest, 30) : copy.unknownLead, why: skip.message };
  });
  const skipped = copy.bulkSkipped(named, result.notUpdated.length - named.length);
  return result.updatedCount === 0
    ? { ok: false, title: copy.bulkNoneTitle, message: skipped }
    : { ok: false, title: copy.bulkPartialTitle, message: `${updated}. ${skipped}` };
}
