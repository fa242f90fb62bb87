import { adminLeads, adminLogin, adminTabs, businessSelection } from '@trovapro/copy';
import { routes } from '@trovapro/domain';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signedInAdminApi, waitForEmail } from './support/admin-api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

const urls = inject('urls');
/** Mantine appends the required asterisk to a field's accessible name. */
const startsWith = (label: string) => new RegExp(`^${label}`);
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function postPublic(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${urls.publicSite}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

test('an admin approves a pending lead, picks two candidates in the dialog and sends them the offer', async () => {
  const admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;

  // A pending lead, through the chat's own calls: code by email, verification, completion.
  const visitor = `cliente.${stamp}@example.it`;
  const userRequest = `Perdita dal lavandino a Bergamo, richiesta ${stamp}`;
  const { leadId } = (await postPublic('/api/send-verification', { email: visitor })) as { leadId: string };
  const codeEmail = await waitForEmail(admin, visitor, (text) => /\b\d{4}\b/.test(text));
  await postPublic('/api/verify-code', { email: visitor, code: /\b(\d{4})\b/.exec(codeEmail.text)?.[1] ?? '' });
  await postPublic('/api/leads/complete', { userEmail: visitor, userRequest, userName: 'Carla', leadId });

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
  await page.goto(`${urls.adminConsole}/admin/login`);
  await page.getByLabel(startsWith(adminLogin.emailLabel)).fill(E2E_ADMIN.email);
  await page.getByLabel(startsWith(adminLogin.passwordLabel)).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: adminLogin.submit }).click();
  await page.waitForURL('**/admin/dashboard**');

  await page.getByRole('tab', { name: adminTabs.leads.label }).click();
  const row = page.getByRole('row').filter({ hasText: userRequest });
  await row.getByRole('button', { name: adminLeads.approve }).click();
  await page.getByText(adminLeads.updatedTitle).first().waitFor();

  await row.getByRole('button', { name: adminLeads.selectBusinesses }).click();
  const dialog = page.getByRole('dialog', { name: businessSelection.title });
  await dialog.waitFor();
  for (const name of names) await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByText(businessSelection.selectedCount(2)).waitFor();
  await dialog.getByRole('button', { name: businessSelection.send(2) }).click();

  await page.getByText(businessSelection.sentTitle).first().waitFor();
  await page.getByText(businessSelection.sentMessage(2)).first().waitFor();
  await context.close();

  // The outbox holds one offer per business, with the purchase link; the lead is sent.
  for (const business of businesses) {
    const offer = await waitForEmail(admin, business.email, (text) => text.includes(`/business/lead/${leadId}`));
    expect(offer.purpose).toBe('lead-offer');
    expect(offer.text).toContain(`${urls.checkout}/business/lead/${leadId}`);
  }
  const { leads } = await admin.call(routes.adminListLeads, { query: { status: 'sent', limit: 100 } });
  expect(leads.find((lead) => lead.id === leadId)).toMatchObject({
    status: 'sent',
    category: 'Idraulico',
    location: { municipality: 'Bergamo' },
  });
  const candidates = await admin.call(routes.adminCandidateBusinesses, { params: { id: leadId } });
  expect(candidates.some((candidate) => names.includes(candidate.name))).toBe(false);
});
