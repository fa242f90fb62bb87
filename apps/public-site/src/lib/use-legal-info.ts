import useSWR from 'swr';
import { swrKey } from '@trovapro/api-client';
import { apiClient } from './api.ts';
import { publicRoutes } from './routes.ts';

/**
 * GET /api/legal: who runs the service and how many businesses receive a request's contacts (the footer,
 * the chat's consent). `enabled` false asks nothing (the chat asks only once the details step opens).
 */
export function useLegalInfo(enabled = true) {
  return useSWR(enabled ? swrKey(publicRoutes.legalInfo) : null, () => apiClient.call(publicRoutes.legalInfo, {}));
}
