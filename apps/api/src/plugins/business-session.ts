import type { FastifyReply } from 'fastify';

/**
 * The cookie of the «Area aziende» session (issue 33): a random value whose SHA-256 names a `business_sessions` row
 * (features/business-area). Not @fastify/session's, which is the admin's and registered once. HttpOnly, SameSite=Lax,
 * Secure when the request came over https (directly or through a TRUST_PROXY peer, as `secure: 'auto'` decides for
 * the admin's), sent to the area's API only.
 */
export const BUSINESS_COOKIE_NAME = 'trovapro_business';
export const BUSINESS_COOKIE_PATH = '/api/business/area';
export const BUSINESS_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Sets (or renews) the cookie for another 30 days. */
export function setBusinessCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(BUSINESS_COOKIE_NAME, value, {
    path: BUSINESS_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: BUSINESS_SESSION_MAX_AGE_SECONDS,
  });
}

export function clearBusinessCookie(reply: FastifyReply): void {
  reply.clearCookie(BUSINESS_COOKIE_NAME, { path: BUSINESS_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
