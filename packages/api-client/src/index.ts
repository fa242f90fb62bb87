export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  type CallOptions,
  type CallableRoute,
  type CallResult,
  type UnauthorizedMode,
} from './client.ts';
export { ApiRequestError, errorMessage } from './errors.ts';
export { createSwrFetcher, SWR_DEFAULTS, swrKey, type SwrFetcher, type SwrKey } from './swr.ts';
