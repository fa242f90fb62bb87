import { routes, type UpdateDispatchRuleBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/dispatch-rules: the six categories' rules and the limits they live within. */
export function useGetDispatchRules() {
  return useApiQuery(routes.adminDispatchRules, {}, { revalidateOnMount: true });
}

/** PUT /api/admin/dispatch-rules/:category: the whole rule. Switching a rule off also changes the leads waiting for it. */
export function useUpdateDispatchRule(category: string) {
  return useApiMutation(
    `automation/update/${category}`,
    (client, body: UpdateDispatchRuleBody) => client.call(routes.adminUpdateDispatchRule, { params: { category }, body }),
    { revalidates: [routes.adminDispatchRules, routes.adminListLeads, routes.adminLeadDetail] },
  );
}
