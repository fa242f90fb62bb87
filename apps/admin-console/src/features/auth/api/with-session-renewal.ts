import { ApiRequestError, type ApiClient } from '@trovapro/api-client';
import { firstScreenRoutes as routes } from '../../../lib/first-screen-routes.ts';
import { sessionRenewal } from '@trovapro/copy';

/** Asks the admin to sign in again; true once signed in, false when they gave up. One question for many calls. */
export interface SessionRenewal {
  /** How many sign-ins have happened: a call that started before the latest one is simply sent again. */
  signIns(): number;
  renew(): Promise<boolean>;
}

/**
 * A 401 from an admin call means the session is gone (expired, or signed out elsewhere) — except from the sign-in
 * (wrong credentials) and the sign-out (nothing left to end).
 */
function isEndedSession(error: unknown, path: string): boolean {
  return error instanceof ApiRequestError && error.status === 401 && path !== routes.adminLogin.path && path !== routes.adminLogout.path;
}

/** The error a screen gets when the admin closed the sign-in: a 401 whose message says what happened. */
function notRenewed(): ApiRequestError {
  const body = JSON.stringify({ code: 'unauthorized', message: sessionRenewal.notDone });
  return new ApiRequestError({ status: 401, statusText: 'Unauthorized', body });
}

/**
 * The same client, keeping the work on screen when the session ends: a call answered 401 waits for the admin to
 * sign in again (`renewal`), then is sent once more — with the new session, whoever signed in. If the admin gives
 * up, the call fails with a 401 that says so (`sessionRenewal.notDone`), and the screen keeps what was typed. A
 * second 401 reaches the caller as it is: the retry is made once.
 */
export function withSessionRenewal(client: ApiClient, renewal: SessionRenewal): ApiClient {
  async function renewing<T>(path: string, send: () => Promise<T>): Promise<T> {
    const startedAfter = renewal.signIns();
    try {
      return await send();
    } catch (error) {
      if (!isEndedSession(error, path)) throw error;
      const signedIn = renewal.signIns() > startedAfter || (await renewal.renew());
      if (!signedIn) throw notRenewed();
    }
    return send();
  }
  // The overloads of `call` differ only by the 401 mode in `options`, which is passed on as given.
  const call: ApiClient['call'] = (route, input, options?) => renewing(route.path, () => client.call(route, input, options as never));
  return {
    call,
    request: (request, options) => renewing(request.path, () => client.request(request, options)),
    unauthorized: client.unauthorized,
  };
}
