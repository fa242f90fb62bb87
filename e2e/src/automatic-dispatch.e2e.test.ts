import { adminAutomation, adminDispatchLeads, adminTabs, businessSelection, leadTimeline, queueReasonTexts } from '@trovapro/copy';
import { type KnownCategory, routes } from '@trovapro/domain';
import { afterAll, expect, inject, test } from 'vitest';
import { signedInAdminApi } from './support/admin-api.ts';
import { screenshots } from './support/screenshots.ts';
import { browserForFile, signInAsAdmin } from './support/browser.ts';
import { mailCount, waitForMail } from './support/mailbox.ts';
import { pendingLead } from './support/sent-lead.ts';

/**
 * Issue 35, end to end: the admin switches automatic sending on for one category in «Automazione»; a visitor's lead then
 * reaches the zone's businesses after the hold without anyone touching the console; a duplicate and an ambiguous-place
 * lead stay in the queue with their reasons; «Ferma» during the hold works.
 */
const urls = inject('urls');
const browser = browserForFile();
const CATEGORY = 'Giardinaggio' satisfies KnownCategory;
/** Matera: a comune no other e2e file gives businesses to. */
const MATERA = '077014';
/** Reggio di Calabria: «Reggio» alone fits several comuni. */
const REGGIO_CALABRIA = '080063';

type AdminApi = Awaited<ReturnType<typeof signedInAdminApi>>;
let admin: AdminApi | undefined;

afterAll(async () => {
  // The e2e stack is shared by the files after this one: the category goes back to manual.
  await admin?.call(routes.adminUpdateDispatchRule, {
    params: { category: CATEGORY },
    body: { enabled: false, topN: 3, holdMinutes: 10, waveHours: 4 },
  });
});

/** A lead through the chat's own calls, in this category and the comune the visitor confirmed. */
const chatLead = ({ istatCode, ...visitor }: { email: string; name: string; request: string; istatCode: string; phone?: string }) =>
  pendingLead(urls.publicSite, visitor, { category: CATEGORY, istatCode });

const offered = (text: string) => text.includes('/business/lead/');

test('with «Automazione» on for a category, a lead reaches the zone’s top businesses by itself; a duplicate and an ambiguous place wait with their reasons; «Ferma» stops one', async () => {
  admin = await signedInAdminApi(urls.adminConsole);
  const stamp = `${Date.now()}`;
  const partner = async (name: string, location: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.it`;
    await admin?.call(routes.adminCreateBusiness, { body: { name: `${name} ${stamp}`, email, category: CATEGORY, location } });
    return email;
  };
  const [alfa, beta, gamma] = [await partner('Alfa Verde', 'Matera'), await partner('Beta Verde', 'Matera'), await partner('Gamma Verde', 'Matera')];
  const farAway = await partner('Aaa Lontano Giardini', 'Torino');

  // The admin sets the rule in the console: two businesses, no wait.
  const context = await browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page, urls.adminConsole);
  await page.getByRole('tab', { name: adminTabs.automation.label }).click();
  const card = page.getByRole('region', { name: CATEGORY });
  await card.getByRole('textbox', { name: adminAutomation.topN }).fill('2');
  await card.getByRole('textbox', { name: adminAutomation.holdMinutes }).fill('0');
  await card.getByRole('button', { name: adminAutomation.save }).click();
  await page.getByText(adminAutomation.savedMessage(CATEGORY)).waitFor();
  await card.getByRole('switch', { name: adminAutomation.enabled }).click({ force: true });
  await page.getByText(adminAutomation.switchedOn(CATEGORY)).waitFor();
  await card.getByText(/^Salvata da /).waitFor();
  await screenshots(page, 'h35', 'automazione');

  // A visitor's lead: offered to the two best of Matera within seconds, nobody touching the console; not to Torino.
  const phone = `+39 333 ${stamp.slice(-7)}`;
  const visitor = { email: `rosa.${stamp}@example.it`, name: 'Rosa Lucani', istatCode: MATERA, phone };
  const leadId = await chatLead({ ...visitor, request: 'Potatura delle siepi e taglio dell’erba nel giardino di casa a Matera' });
  await waitForMail(alfa, offered, 30_000);
  await waitForMail(beta, offered, 30_000);
  expect(await mailCount(gamma)).toBe(0);
  expect(await mailCount(farAway)).toBe(0);
  const detail = await admin.call(routes.adminLeadDetail, { params: { id: leadId } });
  expect(detail.lead.status).toBe('sent');
  expect(detail.events.find((event) => event.type === 'auto_sent')).toMatchObject({ count: 2, rule: CATEGORY });

  // The same person again (the same phone, another email), and «Reggio» (several comuni): both stay in the queue with why.
  const duplicate = await chatLead({
    ...visitor,
    email: `rosa.lucani.${stamp}@example.it`,
    request: 'Vorrei anche la pulizia del prato e delle aiuole, Matera',
  });
  const ambiguous = await chatLead({
    email: `carmelo.${stamp}@example.it`,
    name: 'Carmelo Arena',
    istatCode: REGGIO_CALABRIA,
    request: 'Potatura degli ulivi e taglio dell’erba nel giardino a Reggio',
  });

  // «Ferma» during a hold of 5 minutes.
  await card.getByRole('textbox', { name: adminAutomation.holdMinutes }).fill('5');
  await card.getByRole('button', { name: adminAutomation.save }).click();
  await page.getByText(adminAutomation.savedMessage(CATEGORY)).first().waitFor();
  const held = await chatLead({
    email: `pino.${stamp}@example.it`,
    name: 'Pino Sassi',
    istatCode: MATERA,
    request: 'Manutenzione del giardino condominiale e potatura delle siepi a Matera',
  });

  await page.getByRole('tab', { name: adminTabs.leads.label }).click();
  await page.getByText(adminDispatchLeads.queueView, { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'queue');
  const rowOf = async (text: string) => {
    const found = page.getByRole('row').filter({ hasText: text });
    await found.first().waitFor();
    return found.first();
  };
  const duplicateRow = await rowOf('Vorrei anche la pulizia del prato');
  await duplicateRow.getByRole('button', { name: new RegExp(`^${adminDispatchLeads.possibleDuplicate}`) }).waitFor();
  await duplicateRow.getByText(/possibile duplicato di una richiesta del \d{2}\/\d{2}\/\d{4}/).waitFor();
  const ambiguousRow = await rowOf('Potatura degli ulivi');
  await ambiguousRow.getByText(new RegExp(queueReasonTexts.place_ambiguous)).waitFor();
  const heldRow = await rowOf('Manutenzione del giardino condominiale');
  await heldRow.getByText(/Invio automatico tra [45] min/).waitFor();
  await screenshots(page, 'h35', 'coda');
  await heldRow.getByRole('button', { name: adminDispatchLeads.stopLabel }).click();
  await page.getByRole('dialog', { name: adminDispatchLeads.stopConfirmTitle }).getByRole('button', { name: adminDispatchLeads.stop }).click();
  await heldRow.getByText(new RegExp(queueReasonTexts.stopped)).waitFor();

  const stopped = await admin.call(routes.adminLeadDetail, { params: { id: held } });
  expect(stopped.lead.dispatch).toMatchObject({ autoDispatchAt: null, reasons: [{ code: 'stopped' }] });
  for (const id of [duplicate, ambiguous, held]) {
    const lead = await admin.call(routes.adminLeadDetail, { params: { id } });
    expect(lead.lead.status).toBe('pending');
  }
  // The stop is in the lead's timeline, with the admin's name; a note joins it there.
  await heldRow.getByRole('button', { name: leadTimeline.open }).click();
  const drawer = page.getByRole('dialog', { name: leadTimeline.title });
  await drawer.getByText(/^Invio automatico fermato da /).waitFor();
  await drawer.getByRole('textbox', { name: adminDispatchLeads.noteLabel }).fill('Richiamare il cliente: vuole un sopralluogo prima.');
  await drawer.getByRole('button', { name: adminDispatchLeads.addNote }).click();
  await drawer.getByText(/^Nota di .+: Richiamare il cliente: vuole un sopralluogo prima\.$/).waitFor();
  await screenshots(page, 'h35', 'cronologia');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // The duplicate, once the admin has looked: «Approva e invia» in one dialog, the zone's best two ticked in advance.
  await duplicateRow.getByRole('button', { name: adminDispatchLeads.approveAndSend }).click();
  const dialog = page.getByRole('dialog', { name: businessSelection.title });
  await dialog.getByText(adminDispatchLeads.duplicateWarning).waitFor();
  await expect.poll(() => dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
  await dialog
    .getByText(/^1° · /)
    .first()
    .waitFor();
  await screenshots(page, 'h35', 'approva-e-invia');
  await dialog.getByRole('button', { name: adminDispatchLeads.approveAndSend }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(async () => (await admin?.call(routes.adminLeadDetail, { params: { id: duplicate } }))?.lead.status).toBe('sent');
  await context.close();
});
