import { isUuid } from '@trovapro/domain';

export interface UnsubscribeLink {
  businessId: string;
  token: string;
}

/** The stop link's `b` (a business id, a UUID) and `t` (1–128 characters, as the API takes them); null when either is wrong. */
export function readUnsubscribeLink(query: URLSearchParams): UnsubscribeLink | null {
  const businessId = query.get('b') ?? '';
  const token = query.get('t') ?? '';
  if (!isUuid(businessId) || token === '' || token.length > 128) return null;
  return { businessId, token };
}
