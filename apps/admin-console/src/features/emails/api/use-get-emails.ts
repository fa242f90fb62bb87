import { PAGE_SIZES, routes, type AdminEmailListQuery } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/emails: the outbox log, newest first, filtered by status and paged on the server. */
export function useGetEmails(query: Omit<AdminEmailListQuery, 'limit'>) {
  return useApiQuery(routes.adminListEmails, { query: { ...query, limit: PAGE_SIZES.adminEmails } }, { revalidateOnMount: true });
}
