import { createApiClient } from '@trovapro/api-client';

/** Same-origin `/api`: Vite's proxy in dev, the app's own server in production. */
export const apiClient = createApiClient({ baseUrl: '' });
