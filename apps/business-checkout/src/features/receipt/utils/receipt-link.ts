import { isUuid } from '@trovapro/domain';

/** The longest token the API takes (`ReceiptQuerySchema`): a longer one cannot open a receipt. */
const MAX_TOKEN_LENGTH = 128;

/** A receipt link names a receipt (a UUID) and carries its token; anything else is not asked for. */
export function isReceiptLink(id: string | undefined, token: string): id is string {
  return id !== undefined && isUuid(id) && token !== '' && token.length <= MAX_TOKEN_LENGTH;
}
