import type { ApiClient } from '@trovapro/api-client';
import { createRequiredContext } from '@trovapro/ui/required-context';

/** Makes the api-client injectable: the app passes its instance, tests pass one aimed at their server. */
export const { Provider: ApiProvider, use: useApiClient } = createRequiredContext<ApiClient>('ApiProvider');
