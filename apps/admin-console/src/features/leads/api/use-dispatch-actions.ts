import { routes } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** POST /api/admin/leads/:id/stop-auto-dispatch: the lead stays in the manual queue. Refreshes the list and the detail. */
export function useStopAutoDispatch(leadId: string) {
  return useApiMutation(
    'leads/stop-auto-dispatch',
    (client) => client.call(routes.adminStopAutoDispatch, { params: { id: leadId }, body: {} }),
    // A 409 (sent or stopped meanwhile) also says the screen is out of date.
    { revalidates: [routes.adminListLeads, routes.adminLeadDetail], alsoAfterRefusal: true },
  );
}

/** POST /api/admin/leads/:id/notes: the admin's note, added to the lead's timeline. */
export function useAddLeadNote(leadId: string) {
  return useApiMutation(
    'leads/add-note',
    (client, text: string) => client.call(routes.adminAddLeadNote, { params: { id: leadId }, body: { text } }),
    {
      revalidates: [routes.adminLeadDetail],
    },
  );
}

/** POST /api/admin/leads/:id/approve-and-send: a pending lead approved and sent (or proposed) in one step. */
export function useApproveAndSend(leadId: string) {
  return useApiMutation(
    'leads/approve-and-send',
    (client, selectedBusinessIds: string[]) => client.call(routes.adminApproveAndSend, { params: { id: leadId }, body: { selectedBusinessIds } }),
    { revalidates: [routes.adminListLeads, routes.adminLeadDetail, routes.adminOfferPlaces, routes.adminCandidateBusinesses] },
  );
}
