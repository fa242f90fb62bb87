import { ApiRequestError, type ApiClient } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';

/** A 401 from any admin call but the sign-in itself (where it means wrong credentials): the session is gone. */
function isExpiredSession(error: unknown, path: string): boolean {
  return error instanceof ApiRequestError && error.status === 401 && path !== routes.adminLogin.path;
}

/**
 * The same client, telling `onExpired` whenever the API answers that the session is gone (expired,
 * or signed out elsewhere). The error still reaches the caller, whose screen is about to be left.
 */
export function withSessionExpiry(client: ApiClient, onExpired: () => void): ApiClient {
  const watch = <T>(path: string, pending: Promise<T>): Promise<T> =>
    pending.catch((error: unknown) => {
      if (isExpiredSession(error, path)) onExpired();
      throw error;
    });
  // The overloads of `call` differ only by the 401 mode in `options`, which is passed on as given.
  const call: ApiClient['call'] = (route, input, options?) => watch(route.path, client.call(route, input, options as never));
  return {
    call,
    request: (request, options) => watch(request.path, client.request(request, options)),
    unauthorized: client.unauthorized,
  };
}
