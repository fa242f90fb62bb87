import { adminLeads, adminTabs, businessSelection } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { pendingLead, PURCHASE_LINK } from './support/sent-lead.ts';

const urls = inject('urls');
const browser = browserForFile();

test('an admin approves a pending lead, picks two candidates in the dialog and sends them the offer', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  // A pending lead, through the chat's own calls: code by email, verification, completion.
  const visitor = `cliente.${stamp}@example.it`;
  const userRequest = `Perdita dal lavandino a Bergamo, richiesta ${stamp}`;
  const leadId = await pendingLead(urls.publicSite, { email: visitor, name: 'Carla', request: userRequest });

  // Two active partner businesses of that category in that comune.
  const names = [`Idraulica Alfa ${stamp}`, `Idraulica Beta ${stamp}`];
  const businesses = [];
  for (const [index, name] of names.entries()) {
    businesses.push(
      await admin.call(routes.adminCreateBusiness, {
        body: { name, email: `idraulica.${index}.${stamp}@example.it`, category: 'Idraulico', location: 'Bergamo' },
      }),
    );
  }

  const context = await browser.browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);

  await page.getByRole('tab', { name: adminTabs.leads.label }).click();
  const row = page.getByRole('row').filter({ hasText: userRequest });
  await row.getByRole('button', { name: adminLeads.approve, exact: true }).click();
  await page.getByText(adminLeads.updatedTitle).first().waitFor();

  await row.getByRole('button', { name: adminLeads.selectBusinesses }).click();
  const dialog = page.getByRole('dialog', { name: businessSelection.title });
  await dialog.waitFor();
  // The candidates come with the rule's suggested ones ticked (issue 35): the admin's own pick replaces them.
  await dialog.getByRole('checkbox', { name: names[0] }).waitFor();
  const ticked = dialog.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  for (const name of names) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByText(businessSelection.selectedCount(2)).waitFor();
  await dialog.getByRole('button', { name: businessSelection.send(2) }).click();

  await page.getByText(businessSelection.sentTitle).first().waitFor();
  await page.getByText(businessSelection.sentMessage(2)).first().waitFor();
  await context.close();

  // Each business receives an offer with a purchase link of its own; the lead is sent.
  const links = new Set<string>();
  for (const business of businesses) {
    const offer = await waitForMail(business.email, (text) => text.includes(`/business/lead/${leadId}`));
    const link = PURCHASE_LINK.exec(offer.text)?.[0] ?? '';
    expect(link.startsWith(`${urls.checkout}/business/lead/${leadId}?t=`)).toBe(true);
    links.add(link);
  }
  expect(links.size).toBe(2);
  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'sent', limit: 100 } });
  expect(leads.find((lead) => lead.id === leadId)).toMatchObject({
    status: 'sent',
    category: 'Idraulico',
    location: { municipality: 'Bergamo' },
  });
  const candidates = await admin.call(routes.adminCandidateBusinesses, { params: { id: leadId } });
  expect(candidates.some((candidate) => names.includes(candidate.name))).toBe(false);
});
