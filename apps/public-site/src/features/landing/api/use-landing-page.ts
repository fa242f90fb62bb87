import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { apiClient } from '../../../lib/api.ts';
import { publicRoutes } from '../../../lib/routes.ts';

/** GET /api/landing-pages/:slug — a published page (any other answer is an error). */
export function useLandingPage(slug: string | undefined) {
  const input = { params: { slug: slug ?? '' } };
  return useSWR(slug ? swrKey(publicRoutes.publicLandingPage, input) : null, () => apiClient.call(publicRoutes.publicLandingPage, input));
}
