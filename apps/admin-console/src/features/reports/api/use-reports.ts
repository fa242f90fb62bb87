import { PAGE_SIZES, routes, type LeadReportState } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/reports?state=&page=: the reports of that state (pending oldest first). */
export function useGetReports(state: LeadReportState | undefined, page: number) {
  return useApiQuery(routes.adminListReports, { query: { state, page, limit: PAGE_SIZES.adminReports } }, { revalidateOnMount: true });
}

/** GET /api/admin/leads/:id when asked (`leadId` null pauses it): the lead's timeline. */
export function useLeadTimeline(leadId: string | null) {
  return useApiQuery(routes.adminLeadDetail, leadId === null ? null : { params: { id: leadId } });
}

/** What a decision makes stale: the queue, the lead's timeline, the partner's detail, the invoices. */
const DECISION_READS = [routes.adminListReports, routes.adminLeadDetail, routes.adminBusinessDetail, routes.adminListInvoices];

/** POST /api/admin/reports/:id/accept: the purchase refunded, the credit note issued. */
export function useAcceptReport(reportId: string) {
  return useApiMutation('reports/accept', (client) => client.call(routes.adminAcceptReport, { params: { id: reportId }, body: {} }), {
    revalidates: DECISION_READS,
    alsoAfterRefusal: true,
  });
}

/** POST /api/admin/reports/:id/refuse: with the reason, emailed to the business. */
export function useRefuseReport(reportId: string) {
  return useApiMutation(
    'reports/refuse',
    (client, reason: string) => client.call(routes.adminRefuseReport, { params: { id: reportId }, body: { reason } }),
    { revalidates: DECISION_READS, alsoAfterRefusal: true },
  );
}
