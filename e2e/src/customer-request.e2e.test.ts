import { checkoutLeadUnavailable, customerRequestPage as copy } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { browserForFile } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, PURCHASE_LINK, pendingLead } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** The request page's link of a customer's email, as the customer clicks it. */
const REQUEST_LINK = /https?:\/\/\S+\/la-mia-richiesta\?t=[A-Za-z0-9._~%-]+/;
const SHOTS = process.env.CUSTOMER_REQUEST_SHOTS;

/** When asked (CUSTOMER_REQUEST_SHOTS=<dir>), the page at both widths, for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the customer opens their page from the confirmation email, sees the buyer’s contacts, and stops further contacts', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const visitor = {
    email: `richiesta.${stamp}@example.it`,
    name: 'Sara Galli',
    phone: '+39 347 555 1234',
    request: 'Perdita dal rubinetto della cucina a Fano',
  };
  const buyer = { name: `Idraulica Vista ${stamp}`, email: `vista.${stamp}@example.it` };
  const other = { name: `Idraulica Altra ${stamp}`, email: `altra.${stamp}@example.it` };
  // The customer's request, approved and offered to two businesses: one buys, the other never does.
  const leadId = await pendingLead(urls.publicSite, visitor);
  await admin.call(routes.adminUpdateLead, { params: { id: leadId }, body: { status: 'approved_pending_companies' } });
  const { lead } = await admin.call(routes.adminLeadDetail, { params: { id: leadId } });
  const partners = await Promise.all(
    [buyer, other].map((business) => admin.call(routes.adminCreateBusiness, { body: { ...business, category: lead.category, location: 'Fano' } })),
  );
  await admin.call(routes.adminSendLeadToBusinesses, {
    params: { id: leadId },
    body: { selectedBusinessIds: partners.map((partner) => partner.id) },
  });
  const linkOf = async (email: string) => PURCHASE_LINK.exec((await waitForMail(email, (text) => PURCHASE_LINK.test(text))).text)?.[0] ?? '';
  const link = await linkOf(buyer.email);
  const openLink = await linkOf(other.email);

  // The confirmation email carries the page's link.
  const confirmation = await waitForMail(visitor.email, (text) => REQUEST_LINK.test(text) && text.includes('Abbiamo registrato'));
  const pageUrl = REQUEST_LINK.exec(confirmation.text)?.[0] ?? '';
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pageUrl);
  await page.getByRole('heading', { name: copy.title, level: 1 }).waitFor();
  await page.getByText(copy.state.sent(2), { exact: true }).first().waitFor();
  await page.getByText(visitor.request).waitFor();
  await page.getByText(copy.noBuyers).waitFor();
  const violations = await blockingViolations(page, 'request page, sent');

  // A business buys: its contacts appear on the page, and the purchase email links the page too.
  const before = await mailCount(visitor.email);
  await buyThroughLink(urls.checkout, link, buyer);
  const purchased = await waitForMail(visitor.email, (text) => text.includes(buyer.name), undefined, before);
  expect(REQUEST_LINK.exec(purchased.text)?.[0]).toBe(pageUrl);
  await page.reload();
  await page
    .getByText(copy.state.bought([buyer.name]), { exact: true })
    .first()
    .waitFor();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: buyer.name }) });
  await card.getByRole('link', { name: buyer.email }).waitFor();
  await card.getByText(copy.noReviews).waitFor();
  violations.push(...(await blockingViolations(page, 'request page, bought')));
  await shoot(page, 'request-bought');

  // «Non voglio altri contatti»: «Sei sicuro?» first, then closed.
  await page.getByRole('button', { name: copy.stopButton }).click();
  await page.getByRole('heading', { name: copy.stopConfirmTitle }).waitFor();
  violations.push(...(await blockingViolations(page, 'request page, confirm stop')));
  await shoot(page, 'request-confirm-stop');
  await page.getByRole('button', { name: copy.stopConfirm }).click();
  await page.getByRole('status').waitFor();
  await page.getByText(copy.state.closedByYou, { exact: true }).first().waitFor();
  expect(await page.getByRole('button', { name: copy.stopButton }).count()).toBe(0);
  await shoot(page, 'request-closed');
  await waitForMail(buyer.email, (text) => text.includes('chiede di non essere più contattato'));

  // The other business's offer link now answers «Lead Non Disponibile».
  const offer = await context.newPage();
  await offer.goto(openLink);
  await offer.getByRole('heading', { name: checkoutLeadUnavailable.unavailableTitle }).waitFor();
  await offer.close();

  // Without the link: the form for a new one, the same answer for any address.
  await page.goto(`${urls.publicSite}/la-mia-richiesta`);
  await page.getByRole('textbox', { name: copy.linkEmailLabel }).fill(visitor.email);
  await page.getByRole('button', { name: copy.linkSubmit }).click();
  await page.getByText(copy.linkSentTitle, { exact: true }).waitFor();
  violations.push(...(await blockingViolations(page, 'request page, link sent')));
  await shoot(page, 'request-link-sent');
  const fresh = await waitForMail(visitor.email, (text) => text.includes('link personale di ogni richiesta'));
  expect(REQUEST_LINK.exec(fresh.text)?.[0]).toBe(pageUrl);
  await context.close();
  expect(violations).toEqual([]);
});
