/** What the sign-in page `/area` is told by the page that sent the business there (router state). */
export interface AreaSignInState {
  notice: 'sessionExpired' | 'signedOut';
}

/** The notice of a router state, when it is one of the area's. */
export function signInNotice(state: unknown): AreaSignInState['notice'] | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return notice === 'sessionExpired' || notice === 'signedOut' ? notice : null;
}
