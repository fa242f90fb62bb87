import useSWRMutation from 'swr/mutation';
import { swrKey } from '@trovapro/api-client';
import type { TestGatewayConfirmBody } from '@trovapro/domain';
import { checkoutRoutes as routes } from '../../../lib/api-routes.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** POST /api/business/test-gateway/confirm — pays with the built-in test gateway (402 `card_declined`). */
export function useTestGatewayConfirm() {
  const client = useApiClient();
  return useSWRMutation(swrKey(routes.testGatewayConfirm), (_key: unknown, { arg }: { arg: TestGatewayConfirmBody }) =>
    client.call(routes.testGatewayConfirm, { body: arg }),
  );
}
