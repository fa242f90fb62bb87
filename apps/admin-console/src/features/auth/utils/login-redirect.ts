/** Where the login page sends an admin once signed in: the dashboard, or back where the session ended. */
export const HOME_PATH = '/admin';
export const LOGIN_PATH = '/admin/login';

/** The router state the login page is opened with. */
export interface LoginRedirect {
  /** The page (path and search: tab, filters) to return to after signing in. */
  from?: string;
  /** True when an API call found the session gone, as opposed to a first visit. */
  sessionExpired?: boolean;
}

/** Only a page of this console: never the login page itself, never another origin ('//host'). */
function isConsolePage(path: unknown): path is string {
  return typeof path === 'string' && /^\/admin\/(?!\/)/.test(path) && !path.startsWith(LOGIN_PATH);
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (typeof state !== 'object' || state === null) return {};
  const { from, sessionExpired } = state as Record<string, unknown>;
  return { ...(isConsolePage(from) ? { from } : {}), ...(sessionExpired === true ? { sessionExpired } : {}) };
}

/** The page to open after signing in. */
export function returnPath(state: unknown): string {
  return readLoginRedirect(state).from ?? HOME_PATH;
}
