import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@trovapro/domain';

/**
 * The stop link of the offer emails: `b` the business, `t` base64url HMAC-SHA256(secret, 'offers:' + id).
 * Stateless (nothing to store or leak from the database) and valid for as long as the business exists:
 * an old email's link must still work.
 */
export interface OfferLinks {
  /** The checkout's page with the «Non ricevere più offerte» button (the link in the email's text). */
  pageUrl(businessId: string): string;
  /** The API address mail clients POST to for one click (List-Unsubscribe, RFC 8058). */
  oneClickUrl(businessId: string): string;
  /** True when `token` is the one we signed for this business (constant-time). */
  verify(businessId: string, token: string): boolean;
}

const signature = (secret: Buffer, businessId: string) =>
  createHmac('sha256', secret).update(`offers:${businessId.toLowerCase()}`).digest('base64url');

export function createOfferLinks(secret: Buffer, checkoutUrl: string): OfferLinks {
  const query = (businessId: string) => `b=${encodeURIComponent(businessId)}&t=${signature(secret, businessId)}`;
  return {
    pageUrl: (businessId) => `${checkoutUrl}/business/unsubscribe?${query(businessId)}`,
    oneClickUrl: (businessId) => `${checkoutUrl}/api/partners/unsubscribe?${query(businessId)}`,
    verify(businessId, token) {
      if (!isUuid(businessId) || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      const given = Buffer.from(token);
      const expected = Buffer.from(signature(secret, businessId));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The headers that let a mail client offer «Annulla iscrizione» and stop the offers with one POST. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
