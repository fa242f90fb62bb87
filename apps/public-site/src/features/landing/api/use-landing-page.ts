import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';
import { apiClient } from '../../../lib/api.ts';

/** GET /api/landing-pages/:slug — a published page (any other answer is an error). */
export function useLandingPage(slug: string | undefined) {
  const input = { params: { slug: slug ?? '' } };
  return useSWR(slug ? swrKey(routes.publicLandingPage, input) : null, () => apiClient.call(routes.publicLandingPage, input));
}
