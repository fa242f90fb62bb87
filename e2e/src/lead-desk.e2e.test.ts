import { adminTabs, formatEuro, leadDesk, leadTimeline, partnerApproval, partnerDesk } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { buyThroughLink, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

/** Digits as letters: a surname no other test's lead carries («Ferraresi» + «bcdaf…»). */
const lettersOf = (digits: string) => [...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

test('the admin finds a lead by the customer’s surname, reads its timeline after it was sent and bought, and pauses the buyer', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const surname = `Ferraresi${lettersOf(stamp)}`;
  const business = { name: `Termoidraulica Sole ${stamp}`, email: `sole.${stamp}@example.it`, location: 'Bologna' };
  const { lead, link } = await sentLeadOffer(admin, {
    publicSiteUrl: urls.publicSite,
    visitor: {
      email: `giulia.${stamp}@example.it`,
      name: `Giulia ${surname}`,
      phone: '+39 338 555 0192',
      request: 'Caldaia in blocco a Bologna, non parte il riscaldamento',
    },
    business,
  });
  await buyThroughLink(urls.checkout, link, business);
  await waitForMail(business.email, (text) => text.includes(`Giulia ${surname}`));

  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);

  // The surname, typed in lowercase, finds exactly that lead; the search is in the URL.
  await page.getByRole('tab', { name: adminTabs.leads.label }).click();
  await page.getByRole('searchbox', { name: leadDesk.searchLabel }).fill(surname.toLowerCase());
  await page.waitForURL((url) => url.searchParams.get('search') === surname.toLowerCase());
  const rows = page.getByRole('row').filter({ hasText: lead.userRequest });
  await rows.first().waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one lead
  await expect(rows.first().textContent()).resolves.toContain('+39 338 555 0192');

  // Its timeline: created, verified, approved, sent to the business, bought by it, and the emails about it.
  await rows.first().getByRole('button', { name: leadTimeline.open }).click();
  const drawer = page.getByRole('dialog', { name: leadTimeline.title });
  await drawer.waitFor();
  expect(new URL(page.url()).searchParams.get('lead')).toBe(lead.id);
  const labels = leadTimeline.eventLabels;
  await drawer.getByText(labels.sent(business.name)).waitFor();
  await drawer.getByText(labels.bought(business.name, formatEuro(lead.price))).waitFor();
  for (const label of [labels.created, labels.verified]) await drawer.getByText(label, { exact: true }).waitFor();
  await drawer.getByText(/^Approvato/).waitFor();
  await drawer
    .getByText(new RegExp(`^Email «.+» a ${business.email.replace(/\./g, '\\.')}$`))
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // The buyer, found by name on «Aziende Partner», is paused after a confirmation.
  await page.getByRole('tab', { name: adminTabs.businesses.label }).click();
  await page.getByRole('searchbox', { name: partnerDesk.searchLabel }).fill(business.name);
  await page.waitForURL((url) => url.searchParams.get('search') === business.name);
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  const partnerRow = page.getByRole('row').filter({ hasText: business.email });
  await partnerRow.getByText(partnerApproval.status.active, { exact: true }).waitFor();
  await partnerRow.getByRole('button', { name: partnerDesk.pause }).click();
  const confirm = page.getByRole('dialog', { name: partnerDesk.pauseTitle(business.name) });
  await confirm.getByRole('button', { name: partnerDesk.pause }).click();
  await partnerRow.getByText(partnerApproval.status.paused, { exact: true }).waitFor();
  await context.close();

  const { businesses } = await admin.call(routes.adminListBusinesses, { query: { search: business.email } });
  expect(businesses).toMatchObject([{ email: business.email, isActive: false, totalPurchases: 1 }]);
});
