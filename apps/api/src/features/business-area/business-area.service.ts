import { businessAreaLinkEmailTexts } from '@trovapro/copy';
import {
  formatLocation,
  PAGE_SIZES,
  pageOffset,
  romeDay,
  totalPages,
  type BusinessAccount,
  type BusinessDocumentLink,
  type BusinessPurchase,
  type BusinessPurchaseList,
  type BusinessPurchasesQuery,
  type PurchaseGuarantee,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { maskEmail } from '../../plugins/logging.ts';
import type { GuaranteeConfig } from '../../config.ts';
import { guaranteesOf } from '../guarantee/guarantee.service.ts';
import { receiptNumberText } from '../receipts/receipts.service.ts';
import { invalidLink, redeemSignInLink, requestSignInLink, type SignInLinkKind } from '../sign-in-links/sign-in-links.service.ts';
import { findAreaBusiness, findSignInBusiness } from './business-area.repository.ts';
import { documentsOfPurchases, listPaidPurchases, type PaidPurchaseRow } from './business-purchases.repository.ts';
import { createBusinessSession, toBusinessAccount } from './business-sessions.ts';

export { endBusinessSession, findBusinessSession, purgeExpiredBusinessSessions } from './business-sessions.ts';

/**
 * The «Area aziende» (issue 33): a business signs in with an emailed one-time link (features/sign-in-links, purpose
 * `business`) and sees what it bought: the requests, the customers' contacts while they are its to use, its documents.
 */

export interface AreaLog {
  info(details: object, message: string): void;
}

/** The checkout's page the emailed link opens; the token in the fragment, which a mail scanner's GET never sends. */
export function businessAreaLinkUrl(checkoutUrl: string, token: string): string {
  return `${checkoutUrl}/area/accesso#${token}`;
}

/** The businesses' sign-in links: to a business ever offered a lead (or that bought one), never a refused one. */
export function businessSignInLinks(checkoutUrl: string): SignInLinkKind {
  return {
    purpose: 'business',
    findSubject: async (db, email) => {
      const row = await findSignInBusiness(db, email);
      return row === undefined ? undefined : { id: row.id, email: row.email, name: row.name };
    },
    url: (token) => businessAreaLinkUrl(checkoutUrl, token),
    message: (business, url, minutes) => ({
      subject: businessAreaLinkEmailTexts.subject,
      paragraphs: businessAreaLinkEmailTexts.paragraphs({ name: business.name, email: business.email, url, minutes }),
    }),
  };
}

/** `POST /api/business/area/link`: answers the same for any address; only the log (email masked) is told. */
export async function requestBusinessAreaLink(db: Db, kind: SignInLinkKind, email: string, clientAddress: string, log: AreaLog): Promise<void> {
  await requestSignInLink(db, kind, email, clientAddress);
  log.info({ email: maskEmail(email.trim().toLowerCase()), address: clientAddress }, 'business area link asked');
}

/** `POST /api/business/area/session`: spends the link, once, and opens a session: the business and the cookie's value. */
export async function signInWithLink(
  db: Db,
  token: string,
  clientAddress: string,
  log: AreaLog,
): Promise<{ business: BusinessAccount; cookieValue: string }> {
  const businessId = await redeemSignInLink(db, 'business', token, clientAddress);
  // Refused (or deleted) between the email and the click: the link is worth nothing.
  const row = await findAreaBusiness(db, businessId);
  if (row === undefined) throw invalidLink();
  const cookieValue = await createBusinessSession(db, row.id);
  log.info({ email: maskEmail(row.email), address: clientAddress }, 'business signed in to its area');
  return { business: toBusinessAccount(row), cookieValue };
}

/** `GET /api/business/area/purchases`: the signed-in business's paid purchases, newest first, with their documents. */
export async function listBusinessPurchases(
  db: Db,
  guarantee: GuaranteeConfig,
  businessId: string,
  query: BusinessPurchasesQuery,
): Promise<BusinessPurchaseList> {
  const limit = query.limit ?? PAGE_SIZES.businessPurchases;
  const q = query.q?.trim();
  const { rows, total } = await listPaidPurchases(db, businessId, {
    q: q === undefined || q === '' ? undefined : q,
    limit,
    offset: pageOffset(query.page ?? 1, limit),
  });
  const documents = new Map<string, BusinessDocumentLink[]>();
  const purchaseDocuments = await documentsOfPurchases(
    db,
    rows.map((row) => row.id),
  );
  for (const doc of purchaseDocuments) {
    const list = documents.get(doc.purchase_id) ?? [];
    list.push({ id: doc.id, kind: doc.kind, number: receiptNumberText(doc.number, doc.year), date: doc.date ?? romeDay(doc.issued_at) });
    documents.set(doc.purchase_id, list);
  }
  const guarantees = await guaranteesOf(
    db,
    guarantee,
    rows.map((row) => ({ id: row.id, paidAt: row.paid_at, status: row.status === 'paid' ? 'paid' : 'refunded' })),
  );
  return {
    purchases: rows.map((row) => toBusinessPurchase(row, documents.get(row.id) ?? [], guarantees.get(row.id) as PurchaseGuarantee)),
    total,
    totalPages: totalPages(total, limit),
  };
}

/**
 * The customer's contacts only while they are the business's to use: the purchase paid (a refund gave them back)
 * and the customer's data not erased (then neither the contacts nor the request, only that they were erased).
 */
function toBusinessPurchase(row: PaidPurchaseRow, documents: BusinessDocumentLink[], guarantee: PurchaseGuarantee): BusinessPurchase {
  const erased = row.erased_at !== null;
  return {
    id: row.id,
    leadId: row.lead_id,
    status: row.status === 'paid' ? 'paid' : 'refunded',
    paidAt: row.paid_at.toISOString(),
    refundedAt: row.refunded_at?.toISOString() ?? null,
    amount: row.amount,
    category: row.category,
    place:
      row.municipality !== null && row.province !== null
        ? formatLocation({ municipality: row.municipality, province: row.province })
        : row.prefilled_location,
    request: erased ? null : row.user_request,
    contacts: row.status === 'paid' && !erased ? { name: row.user_name, email: row.user_email, phone: row.user_phone } : null,
    contactsErased: erased,
    documents,
    guarantee,
  };
}
