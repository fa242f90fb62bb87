import { routes, type UpdateLandingPageBody } from '@trovapro/domain';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

/** Every write changes the managed list (GET /api/admin/landing-pages), refreshed after success. */
export const LANDING_LIST = { revalidates: [routes.adminListLandingPages] };

/** PATCH /api/admin/landing-pages/:id (the edit dialog). */
export function useUpdateLandingPage() {
  return useApiMutation(
    'landing-pages/update',
    (client, { id, body }: { id: string; body: UpdateLandingPageBody }) => client.call(routes.adminUpdateLandingPage, { params: { id }, body }),
    LANDING_LIST,
  );
}

/** PATCH /api/admin/landing-pages/:id/publish (a row's publish toggle). */
export function usePublishLandingPage() {
  return useApiMutation(
    'landing-pages/publish',
    (client, { id, isPublished }: { id: string; isPublished: boolean }) =>
      client.call(routes.adminPublishLandingPage, { params: { id }, body: { isPublished } }),
    LANDING_LIST,
  );
}

/** DELETE /api/admin/landing-pages/:id. */
export function useDeleteLandingPage() {
  return useApiMutation('landing-pages/delete', (client, id: string) => client.call(routes.adminDeleteLandingPage, { params: { id } }), LANDING_LIST);
}
