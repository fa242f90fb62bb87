import { idOfSignedToken, signedToken } from '../../lib/signed-token.ts';

/** The self-erase link's token: `<leadId>.<base64url HMAC-SHA256(secret, 'erase:' + leadId)>`. */
export function eraseToken(secret: Buffer, leadId: string): string {
  return signedToken(secret, 'erase', leadId);
}

/** The lead a token names, or null for anything that is not an erase token we signed. */
export function leadIdOfEraseToken(secret: Buffer, token: string): string | null {
  return idOfSignedToken(secret, 'erase', token);
}
