import {
  adminBusinessPreferencesTexts,
  adminLeads,
  adminTabs,
  partnerDesk,
  businessArea,
  businessPreferencesPage as prefs,
  businessSelection,
  preferenceMismatchTexts,
} from '@trovapro/copy';
import { ApiRequestError } from '@trovapro/api-client';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { screenshots } from './support/screenshots.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { axeContext, blockingViolations } from './support/axe.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { buyThroughLink, pendingLead, sentLeadOffer } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

const AREA_LINK = /https?:\/\/\S+\/area\/accesso#[A-Za-z0-9_-]{43}/;

test('a business sets its preferences in its area; a lead outside them is shown with why in the admin’s dialog and the API refuses it; its weekly cap stops the next offer', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = Date.now();
  const business = { name: `Idraulica Preferenze ${stamp}`, email: `titolare.${stamp}@idraulicapreferenze.it` };
  const first = {
    email: `bruno.neri.${stamp}@example.it`,
    name: 'Bruno Neri',
    request: `Perdita dal tubo sotto il lavello a Fano, serve un idraulico (rif. ${stamp})`,
  };
  const { lead, link } = await sentLeadOffer(admin, { publicSiteUrl: urls.publicSite, visitor: first, business: { ...business, location: 'Fano' } });
  // One purchase this week: its price is what the business spent.
  await buyThroughLink(urls.checkout, link, business);
  const partner = (await admin.call(routes.adminListBusinesses, { query: { search: business.email } })).businesses[0]!;

  // The business signs in and opens «Preferenze» from its area's navigation.
  const context = await axeContext(browser.browser);
  const page = await context.newPage();
  await page.goto(`${urls.checkout}/area`);
  const before = await mailCount(business.email);
  await page.getByRole('textbox', { name: businessArea.emailLabel }).fill(business.email);
  await page.getByRole('button', { name: businessArea.submit }).click();
  const signIn = await waitForMail(business.email, (text) => AREA_LINK.test(text), 20_000, before);
  await page.goto(AREA_LINK.exec(signIn.text)?.[0] ?? '');
  await page.waitForURL('**/area/acquisti');
  await page.getByRole('navigation', { name: businessArea.title }).getByRole('link', { name: prefs.navLink }).click();
  await page.waitForURL('**/area/preferenze');
  await page.getByRole('heading', { name: prefs.title, level: 2, exact: true }).waitFor();

  // Only Pesaro, at most 10 €, and a weekly cap of what it already spent.
  await page.getByRole('radio', { name: prefs.reachOptions.comuni }).check();
  await page.getByPlaceholder(prefs.comuniPlaceholder).fill('Pesaro');
  await page.getByRole('option', { name: 'Pesaro (PU)' }).click();
  await page.getByRole('textbox', { name: prefs.maxPriceLabel }).fill('10');
  await page.getByRole('textbox', { name: prefs.weeklyCapLabel }).fill(lead.price.replace('.', ','));
  await page.getByRole('button', { name: prefs.save }).click();
  await page.getByText(prefs.saved).first().waitFor();
  await screenshots(page, 'h1', 'preferences');
  expect(await blockingViolations(page, 'business area preferences')).toEqual([]);
  await context.close();

  // A new lead in Fano, approved: outside the business's comuni, above its price, over its cap.
  const second = {
    email: `carla.riva.${stamp}@example.it`,
    name: 'Carla Riva',
    request: `Rubinetto della cucina che perde a Fano, serve un idraulico (rif. ${stamp}b)`,
  };
  const secondId = await pendingLead(urls.publicSite, second);
  await admin.call(routes.adminUpdateLead, { params: { id: secondId }, body: { status: 'approved_pending_companies' } });
  const candidates = await admin.call(routes.adminCandidateBusinesses, { params: { id: secondId } });
  const check = candidates.find((candidate) => candidate.id === partner.id)?.preferenceCheck;
  expect(check).toMatchObject({ accepts: false, mismatches: ['reach', 'price', 'cap'], maxPrice: '10.00' });
  const refused = await admin.call(routes.adminSendLeadToBusinesses, { params: { id: secondId }, body: { selectedBusinessIds: [partner.id] } }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(ApiRequestError);
  expect((refused as ApiRequestError).status).toBe(409);
  expect((refused as ApiRequestError).serverMessage).toContain(business.name);

  // The admin's dialog shows it with its reasons, and it cannot be ticked.
  const adminContext = await axeContext(browser.browser);
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, urls.adminConsole);
  await adminPage.getByRole('tab', { name: adminTabs.leads.label }).click();
  const row = adminPage.getByRole('row').filter({ hasText: second.request });
  await row.getByRole('button', { name: adminLeads.selectBusinesses }).click();
  const dialog = adminPage.getByRole('dialog', { name: businessSelection.title });
  const box = dialog.getByRole('checkbox', { name: business.name });
  await box.waitFor();
  await expect(box.isDisabled()).resolves.toBe(true);
  for (const reason of [preferenceMismatchTexts.reach, preferenceMismatchTexts.price('10.00'), preferenceMismatchTexts.cap]) {
    await dialog.getByText(reason).first().waitFor();
  }
  await screenshots(adminPage, 'h1', 'send-dialog');
  expect(await blockingViolations(adminPage, 'send dialog with a refused candidate')).toEqual([]);
  await dialog.getByRole('button', { name: businessSelection.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The partner's detail shows its preferences and what it spent this week.
  await adminPage.getByRole('tab', { name: adminTabs.businesses.label }).click();
  await adminPage.getByRole('searchbox', { name: partnerDesk.searchLabel }).fill(business.email);
  const partnerRow = adminPage.getByRole('row').filter({ hasText: business.name });
  await partnerRow.getByRole('button', { name: partnerDesk.details }).click();
  const drawer = adminPage.getByRole('dialog', { name: business.name });
  await drawer.getByRole('heading', { name: adminBusinessPreferencesTexts.title, exact: true }).waitFor();
  await drawer.getByText(adminBusinessPreferencesTexts.spentThisWeek).waitFor();
  await screenshots(adminPage, 'h1', 'partner-detail');
  await adminContext.close();
});
