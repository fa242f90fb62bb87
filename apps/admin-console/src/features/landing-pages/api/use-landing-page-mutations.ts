import { routes, type UpdateLandingPageBody } from '@trovapro/domain';
import { useApiClient } from '../../../lib/api-context.tsx';

/** The single-page calls: PATCH (edit), PATCH …/publish, DELETE. */
export function useLandingPageMutations() {
  const client = useApiClient();
  return {
    update: (id: string, body: UpdateLandingPageBody) => client.call(routes.adminUpdateLandingPage, { params: { id }, body }),
    publish: (id: string, isPublished: boolean) => client.call(routes.adminPublishLandingPage, { params: { id }, body: { isPublished } }),
    remove: (id: string) => client.call(routes.adminDeleteLandingPage, { params: { id } }),
  };
}
