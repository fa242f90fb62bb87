import { routes } from '@trovapro/domain';
import { useApiQuery } from '../../../lib/use-api-query.ts';

/** GET /api/admin/municipalities/by-province/:province; null pauses it. */
export function useGetMunicipalities(province: string | null) {
  return useApiQuery(routes.adminMunicipalitiesByProvince, province === null ? null : { params: { province } });
}
