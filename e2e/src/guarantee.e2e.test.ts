import { adminReports, businessArea, businessAreaGuarantee, leadReportReasonLabels } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, pendingLead, PURCHASE_LINK, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();
const AREA_LINK = /https?:\/\/\S+\/area\/accesso#[A-Za-z0-9_-]{43}/;

type AdminApi = Awaited<ReturnType<typeof signedInAdminApi>>;
type Visitor = { email: string; name: string; phone: string; request: string };

/** Another lead of a visitor, sent by the admin to a partner that exists already: its purchase link. */
async function offerToPartner(admin: AdminApi, visitor: Visitor, partnerId: string, businessEmail: string): Promise<string> {
  await pendingLead(urls.publicSite, visitor);
  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'pending', limit: 100 } });
  const lead = leads.find((candidate) => candidate.userEmail === visitor.email);
  if (lead === undefined) throw new Error(`no pending lead for ${visitor.email}`);
  await admin.call(routes.adminUpdateLead, { params: { id: lead.id }, body: { status: 'approved_pending_companies' } });
  const before = await mailCount(businessEmail);
  await admin.call(routes.adminSendLeadToBusinesses, { params: { id: lead.id }, body: { selectedBusinessIds: [partnerId] } });
  const offer = await waitForMail(businessEmail, (text) => text.includes(lead.id), undefined, before);
  const link = PURCHASE_LINK.exec(offer.text)?.[0];
  if (link === undefined) throw new Error(`no purchase link in: ${offer.text}`);
  return link;
}

/** The business reports a problem with the purchase whose request is `request`. */
async function report(page: Page, request: string, reason: keyof typeof leadReportReasonLabels, note?: string) {
  const purchase = page.getByRole('article').filter({ hasText: request });
  await purchase.getByRole('button', { name: businessAreaGuarantee.report }).click();
  const dialog = page.getByRole('dialog', { name: businessAreaGuarantee.dialogTitle });
  await dialog.getByRole('radio', { name: leadReportReasonLabels[reason] }).check();
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: businessAreaGuarantee.submit }).click();
  await dialog.waitFor({ state: 'hidden' });
  return purchase;
}

test('«Garanzia contatto valido»: a bounced customer email refunds at once; the admin accepts one report and refuses another', {
  timeout: 120_000,
}, async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Garanzia ${stamp}`, email: `garanzia.${stamp}@idraulicagaranzia.it` };
  const visitor = (n: number, what: string): Visitor => ({
    email: `cliente${n}.${stamp}@example.it`,
    name: `Cliente ${n}`,
    phone: `+39 340 555 00${n}${n}`,
    request: `${what} a Fano, serve un idraulico (rif. ${stamp}-${n})`,
  });
  const bounced = visitor(1, 'Perdita sotto il lavello della cucina');
  const unreachable = visitor(2, 'Scaldabagno elettrico che non scalda');
  const neverAsked = visitor(3, 'Rubinetto della vasca che gocciola');

  const first = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor: bounced, business: { ...business, location: 'Fano' } });
  const { businesses } = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  const partnerId = businesses.find((candidate) => candidate.email === business.email)?.id ?? '';
  await buyThroughLink(urls.checkout, first.link, business);
  await buyThroughLink(urls.checkout, await offerToPartner(admin, unreachable, partnerId, business.email), business);
  await buyThroughLink(urls.checkout, await offerToPartner(admin, neverAsked, partnerId, business.email), business);

  // The customer's notice of the purchase reached Postmark; its address bounces (Postmark calls the webhook).
  await waitForMail(bounced.email, (text) => text.includes(business.name));
  const bounce = await fetch(`${inject('mailboxUrl')}/control/bounce`, { method: 'POST', body: JSON.stringify({ email: bounced.email }) });
  expect(await bounce.json()).toEqual({ webhookStatus: 200 });

  // The business signs in to its area with an emailed link.
  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(`${urls.checkout}/area`);
  const before = await mailCount(business.email);
  await page.getByRole('textbox', { name: businessArea.emailLabel }).fill(business.email);
  await page.getByRole('button', { name: businessArea.submit }).click();
  const signIn = await waitForMail(business.email, (text) => AREA_LINK.test(text), 20_000, before);
  await page.goto(AREA_LINK.exec(signIn.text)?.[0] ?? '');
  await page.waitForURL('**/area/acquisti');
  await page.getByText(bounced.request).waitFor();

  // The bounce proves the email is not valid: refunded at once, with a credit note, without the admin.
  const creditNotesBefore = await mailCount(business.email);
  const refunded = await report(page, bounced.request, 'phone_or_email_invalid');
  await refunded.getByText(/^Segnalazione accolta: rimborsato il/).waitFor();
  await waitForMail(business.email, (text) => /nota di credito n\. \d+/.test(text), 20_000, creditNotesBefore);

  // The two others wait for the admin.
  await (await report(page, unreachable.request, 'unreachable', 'Chiamato 5 volte in 3 giorni, mai una risposta.'))
    .getByText(businessAreaGuarantee.statePending)
    .waitFor();
  await (await report(page, neverAsked.request, 'never_asked')).getByText(businessAreaGuarantee.statePending).waitFor();

  // The admin's «Contestazioni»: accepts one, refuses the other with a reason.
  const adminContext = await browser.browser.newContext({ locale: 'it-IT' });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, urls.adminConsole);
  await adminPage.goto(`${urls.adminConsole}/admin/contestazioni`);
  const ours = adminPage.getByRole('article').filter({ hasText: business.name });
  const toAccept = ours.filter({ hasText: leadReportReasonLabels.unreachable });
  await toAccept.getByText('Chiamato 5 volte in 3 giorni, mai una risposta.').waitFor();
  await toAccept.getByRole('button', { name: adminReports.accept }).click();
  await adminPage.getByRole('dialog', { name: adminReports.acceptTitle }).getByRole('button', { name: adminReports.accept }).click();
  await adminPage.getByText(adminReports.acceptedMessage).waitFor();

  const toRefuse = ours.filter({ hasText: leadReportReasonLabels.never_asked });
  await toRefuse.getByRole('button', { name: adminReports.refuse }).click();
  const refuseDialog = adminPage.getByRole('dialog', { name: adminReports.refuseTitle });
  const refusedBefore = await mailCount(business.email);
  await refuseDialog.getByRole('textbox').fill('Il cliente ci ha confermato di aver fatto la richiesta.');
  await refuseDialog.getByRole('button', { name: adminReports.refuse }).click();
  await adminPage.getByText(adminReports.refused).waitFor();
  const refusal = await waitForMail(business.email, (text) => text.includes('Il cliente ci ha confermato'), 20_000, refusedBefore);
  expect(refusal.subject).toBe('La tua segnalazione su TrovaPro non è stata accolta');

  // The area shows each outcome.
  await page.reload();
  await page
    .getByRole('article')
    .filter({ hasText: unreachable.request })
    .getByText(/^Segnalazione accolta: rimborsato il/)
    .waitFor();
  await page
    .getByRole('article')
    .filter({ hasText: neverAsked.request })
    .getByText(businessAreaGuarantee.stateRefused('Il cliente ci ha confermato di aver fatto la richiesta.'))
    .waitFor();
  await adminContext.close();
  await context.close();
});
