import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@trovapro/domain';

/**
 * What a signed link is for: its token only ever works for that purpose (an erase token never opens a request's page,
 * a review token of one purchase never another's).
 */
export type SignedTokenPurpose = 'erase' | 'request' | 'review';

function signature(secret: Buffer, purpose: SignedTokenPurpose, id: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest();
}

/** A link's token: `<id>.<base64url HMAC-SHA256(secret, purpose + ':' + id)>`, for a uuid `id`. */
export function signedToken(secret: Buffer, purpose: SignedTokenPurpose, id: string): string {
  return `${id}.${signature(secret, purpose, id).toString('base64url')}`;
}

/**
 * The id a token names for `purpose`, or null for anything that is not a token we signed for it (malformed, another
 * signature or purpose, a changed id). The signature is compared in constant time.
 */
export function idOfSignedToken(secret: Buffer, purpose: SignedTokenPurpose, token: string): string | null {
  const parts = token.trim().split('.');
  if (parts.length !== 2) return null;
  const [id, signed] = parts as [string, string];
  if (!isUuid(id) || !/^[A-Za-z0-9_-]{43}$/.test(signed)) return null;
  // Compared as the canonical text: base64url's last character has spare bits, so two spellings could decode alike.
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(secret, purpose, id.toLowerCase()).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return id.toLowerCase();
}
