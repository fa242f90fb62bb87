import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/provinces: the names, sorted (empty until the Italian data is imported). */
export function useGetProvinces() {
  return useApiQuery(routes.adminProvinces, {}, { revalidateOnMount: true });
}
