import {
  adminTabs,
  adminLeads,
  adminPrivacy,
  checkoutCompany,
  checkoutLeadUnavailable,
  checkoutPayment,
  checkoutTestGateway,
  leadClosedReasonLabels,
  leadStatusLabels,
  leadTimeline,
  privacySite,
} from '@trovapro/copy';
import { adminSectionPath, routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin, startsWith } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { E2E_BILLING, fillBilling, pendingLead, sentLeadOffer, acceptBusinessTerms } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The erase link of a lead's confirmation email, as the customer clicks it. */
const ERASE_LINK = /https?:\/\/\S+\/privacy\/cancella\?t=[A-Za-z0-9._~%-]+/;

test('erasing a customer closes their leads for good: no «Seleziona aziende», no send, the open offer link and the card form left open sell nothing', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // One customer's lead approved and waiting for its businesses («Selezione Aziende»), erased by the admin…
  const waiting = { email: `in.attesa.${stamp}@example.it`, name: 'Marta Colombo', request: 'Scarico della doccia lento a Fano' };
  const waitingId = await pendingLead(urls.publicSite, waiting);
  await admin.call(routes.adminUpdateLead, { params: { id: waitingId }, body: { status: 'approved_pending_companies' } });
  // …and another's lead already offered to a business, erased by the customer's own link.
  const offered = { email: `offerta.${stamp}@example.it`, name: 'Luca Ferri', phone: '+39 345 111 2233', request: 'Perdita dal boiler a Fano' };
  const business = { name: `Idraulica Chiusa ${stamp}`, email: `chiusa.${stamp}@example.it`, location: 'Fano' };
  const { lead: sent, link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor: offered, business });

  // The business has its card form open when the customer erases their data.
  const buyer = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 390, height: 844 } });
  const offer = await buyer.newPage();
  await offer.goto(link);
  await offer.getByRole('button', { name: checkoutCompany.submit }).waitFor();
  await fillBilling(offer, E2E_BILLING);
  await acceptBusinessTerms(offer);
  await offer.getByRole('button', { name: checkoutCompany.submit }).click();
  const cardNumber = offer.getByRole('textbox', { name: checkoutTestGateway.cardNumberLabel });
  await cardNumber.waitFor();

  const confirmation = await waitForMail(offered.email, (text) => ERASE_LINK.test(text));
  const token = new URL(ERASE_LINK.exec(confirmation.text)?.[0] ?? '').searchParams.get('t') ?? '';
  const customer = await browser.browser.newContext({ locale: 'it-IT' });
  const erasePage = await customer.newPage();
  await erasePage.goto(`${urls.publicSite}/privacy/cancella?t=${encodeURIComponent(token)}`);
  await erasePage.getByRole('button', { name: privacySite.eraseConfirm }).click();
  await erasePage.getByText(privacySite.eraseDone).waitFor();
  await customer.close();

  // The card form left open: paying is refused, nothing is charged; the link now answers «Lead Non Disponibile».
  await offer.getByRole('textbox', { name: checkoutTestGateway.expiryLabel }).fill('12/39');
  await offer.getByRole('textbox', { name: checkoutTestGateway.cvcLabel }).fill('123');
  await cardNumber.fill('4242 4242 4242 4242');
  await offer.getByRole('button', { name: /^Acquista Lead - €/ }).click();
  await offer.getByText(checkoutPayment.withdrawnMessage).waitFor();
  expect(new URL(offer.url()).pathname).toBe(`/business/lead/${sent.id}`);
  await offer.reload();
  await offer.getByRole('heading', { name: checkoutLeadUnavailable.unavailableTitle }).waitFor();
  await expect(offer.content()).resolves.not.toContain('richiesta cancellata');
  await buyer.close();
  const after = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  expect(after.businesses).toMatchObject([{ totalPurchases: 0 }]);

  // The admin erases the other customer from the «Privacy» tab.
  const adminContext = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 } });
  const page = await adminContext.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  await page.getByRole('tab', { name: adminTabs.privacy.label }).click();
  await page.getByRole('textbox', { name: startsWith(adminPrivacy.emailLabel) }).fill(waiting.email);
  await page.getByRole('button', { name: adminPrivacy.erase }).click();
  const confirm = page.getByRole('dialog', { name: adminPrivacy.confirm.title });
  await confirm.getByText(adminPrivacy.confirm.closedNote).waitFor();
  await confirm.getByRole('button', { name: adminPrivacy.confirm.confirmLabel }).click();
  const summary = page.getByRole('status', { name: adminPrivacy.eraseTitle });
  await summary.getByText(adminPrivacy.counts.requestsClosed(1)).waitFor();

  // The waiting lead: closed, said why, with no «Seleziona aziende»; its timeline has the closing.
  await page.goto(`${urls.adminConsole}${adminSectionPath('leads', { status: 'closed', lead: waitingId })}`);
  const drawer = page.getByRole('dialog', { name: leadTimeline.title });
  await drawer.getByText(leadTimeline.eventLabels.closed.erased).waitFor();
  await drawer.getByText(leadClosedReasonLabels.erased, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('row').filter({ hasText: leadStatusLabels.closed }).filter({ hasText: leadClosedReasonLabels.erased }).first().waitFor();
  expect(await page.getByRole('button', { name: adminLeads.selectBusinesses }).count()).toBe(0);
  await adminContext.close();

  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'closed', limit: 100 } });
  expect(leads.filter((lead) => lead.id === sent.id || lead.id === waitingId)).toHaveLength(2);
  const [partner] = (await admin.call(routes.adminListBusinesses, { query: { search: business.email } })).businesses;
  if (partner === undefined) throw new Error('no partner');
  await expect(
    admin.call(routes.adminSendLeadToBusinesses, { params: { id: waitingId }, body: { selectedBusinessIds: [partner.id] } }),
  ).rejects.toMatchObject({ status: 409 });
});
