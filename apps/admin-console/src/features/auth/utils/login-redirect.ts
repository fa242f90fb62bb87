/** Where the login page sends an admin once signed in: the dashboard, or back to the page asked for. */
export const HOME_PATH = '/admin';
export const LOGIN_PATH = '/admin/login';

/** The router state the login page is opened with. */
export interface LoginRedirect {
  /** The page (path and search: tab, filters) to return to after signing in. */
  from?: string;
}

/** Only a page of this console: never the login page itself, never another origin ('//host'). */
function isConsolePage(path: unknown): path is string {
  return typeof path === 'string' && /^\/admin\/(?!\/)/.test(path) && !path.startsWith(LOGIN_PATH);
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (typeof state !== 'object' || state === null) return {};
  const { from } = state as Record<string, unknown>;
  return isConsolePage(from) ? { from } : {};
}

/** The page to open after signing in. */
export function returnPath(state: unknown): string {
  return readLoginRedirect(state).from ?? HOME_PATH;
}
