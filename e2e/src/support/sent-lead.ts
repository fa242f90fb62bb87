import { createApiClient } from '@trovapro/api-client';
import { businessTermsCopy, checkoutBilling } from '@trovapro/copy';
import type { Page } from 'playwright-core';
import { routes, type KnownCategory } from '@trovapro/domain';
import type { signedInAdminApi } from './admin-api.ts';
import { mailCount, waitForMail } from './mailbox.ts';
import { visitorClient } from './visitors.ts';

type AdminApi = Awaited<ReturnType<typeof signedInAdminApi>>;

/** Billing data a buyer types at the company step: a valid partita IVA and an address in Bologna. */
export const E2E_BILLING = { taxId: '12345678903', street: 'Via dell’Indipendenza 8', postalCode: '40121', city: 'Bologna', province: 'BO' };

/** A purchase link as the lead-offer email gives it: the lead and the token of one invited business. */
export const PURCHASE_LINK = /https?:\/\/\S+\/business\/lead\/[0-9a-f-]{36}\?t=[A-Za-z0-9_-]{43}/;

export interface SentLeadSetup {
  publicSiteUrl: string;
  visitor: { email: string; name: string; phone?: string; request: string };
  business: { name: string; email: string; location: string };
}

/**
 * A pending lead through the chat's own calls on the public site: the code by email (read from the
 * inbox), verification, completion — with the category and comune the visitor confirmed in the chat when `confirmed`
 * is given, else derived from the request. Returns the lead's id.
 */
export async function pendingLead(
  publicSiteUrl: string,
  visitor: SentLeadSetup['visitor'],
  confirmed?: { category: KnownCategory; istatCode: string },
): Promise<string> {
  const client = visitorClient(publicSiteUrl);
  const before = await mailCount(visitor.email);
  const { leadId } = await client.call(routes.sendVerification, { body: { email: visitor.email } });
  if (leadId === undefined) throw new Error(`send-verification gave no leadId for ${visitor.email}`);
  // This send's code, not an earlier request's.
  const codeEmail = await waitForMail(visitor.email, (text) => /\b\d{4}\b/.test(text), undefined, before);
  const code = /\b(\d{4})\b/.exec(codeEmail.text)?.[1] ?? '';
  await client.call(routes.verifyCode, { body: { email: visitor.email, code } });
  await client.call(routes.completeLead, {
    body: {
      userEmail: visitor.email,
      userRequest: visitor.request,
      userName: visitor.name,
      ...(visitor.phone === undefined ? {} : { userPhone: visitor.phone }),
      leadId,
      privacyConsent: true,
      ...confirmed,
    },
  });
  return leadId;
}

/**
 * A lead the admin sent to one partner business, built through the real APIs: the visitor verifies the
 * email and completes the request (`pendingLead`), the admin approves it, adds the business and sends.
 * Returns the lead and the purchase link of the lead-offer email, as the business receives it (its own,
 * with the token that names it).
 */
export async function sentLeadOffer(admin: AdminApi, { publicSiteUrl, visitor, business }: SentLeadSetup) {
  await pendingLead(publicSiteUrl, visitor);
  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'pending', limit: 100 } });
  const lead = leads.find((candidate) => candidate.userEmail === visitor.email);
  if (lead === undefined) throw new Error(`no pending lead for ${visitor.email}`);
  await admin.call(routes.adminUpdateLead, { params: { id: lead.id }, body: { status: 'approved_pending_companies' } });
  const partner = await admin.call(routes.adminCreateBusiness, {
    body: { name: business.name, email: business.email, category: lead.category, location: business.location },
  });
  const { sentToCount } = await admin.call(routes.adminSendLeadToBusinesses, {
    params: { id: lead.id },
    body: { selectedBusinessIds: [partner.id] },
  });
  if (sentToCount !== 1) throw new Error(`lead offered to ${sentToCount} businesses, expected 1`);

  const offer = await waitForMail(business.email, (text) => text.includes('/business/lead/'));
  const link = PURCHASE_LINK.exec(offer.text)?.[0];
  if (link === undefined) throw new Error(`no purchase link in: ${offer.text}`);
  return { lead, link };
}

/**
 * The invited business buys the lead through its purchase link's own calls on the checkout (company step,
 * then the built-in test gateway with card 4242…), as the checkout page makes them.
 */
export async function buyThroughLink(checkoutUrl: string, link: string, business: { name: string; email: string }): Promise<void> {
  const url = new URL(link);
  const leadId = url.pathname.split('/').at(-1) ?? '';
  const client = createApiClient({ baseUrl: checkoutUrl });
  const { clientSecret } = await client.call(routes.businessPurchase, {
    params: { leadId },
    query: { t: url.searchParams.get('t') ?? '' },
    // The page shows the terms' box to a business that has not accepted them yet; this buyer ticks it.
    body: { businessName: business.name, businessEmail: business.email, billing: E2E_BILLING, acceptTerms: true },
  });
  await client.call(routes.testGatewayConfirm, { body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } });
}

/** The company step's billing fields, typed as a buyer types them (the optional SDI and PEC left empty). */
export async function fillBilling(page: Page, billing: typeof E2E_BILLING): Promise<void> {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field(checkoutBilling.taxIdLabel).fill(billing.taxId);
  await field(checkoutBilling.streetLabel).fill(billing.street);
  await field(checkoutBilling.postalCodeLabel).fill(billing.postalCode);
  await field(checkoutBilling.cityLabel).fill(billing.city);
  await field(checkoutBilling.provinceLabel).fill(billing.province);
}

/** The company step's box of the terms for businesses, shown to a business that has not accepted them yet: ticked. */
export async function acceptBusinessTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(businessTermsCopy.checkoutLink) }).check();
}
