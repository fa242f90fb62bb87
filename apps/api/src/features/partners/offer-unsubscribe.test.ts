import { randomUUID } from 'node:crypto';
import { formatEuro } from '@trovapro/copy';
import type { AdminBusinessDetail, CandidateBusiness } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostmarkEmailProvider } from '../../providers/email/postmark-provider.ts';
import { startFakePostmark, type FakePostmark } from '../../test/fake-postmark.ts';
import { approvePartner, signUpPartner } from '../../test/partner-helpers.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { insertSentLead } from '../checkout/sent-lead.fixture.ts';
import { deliverableMessage, deliverDueEmails } from '../email-outbox/email-outbox.service.ts';
import { maskSecrets } from '../email-outbox/outbox-secrets.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { createOfferLinks, offerLinksSecret } from './partners.service.ts';

const CHECKOUT = 'https://pay.trovapro.example';

let t: TestApp;
let cookie: string;
let postmark: FakePostmark;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_URL: `${CHECKOUT}/` } });
  await importMunicipalities(t.database.db);
  await seedDefaultTemplates(t.database.db);
  cookie = await signInAdmin(t);
  postmark = await startFakePostmark();
});
afterAll(async () => {
  await t?.close();
  await postmark?.close();
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const candidateIds = async (leadId: string) => {
  const response = await admin('GET', `/api/admin/leads/${leadId}/candidate-businesses`);
  expect(response.statusCode).toBe(200);
  // Those the lead may be sent to: issue 33 also lists a business that paused itself, greyed out («In pausa»).
  return (response.json() as CandidateBusiness[]).filter((business) => business.preferenceCheck.accepts).map((business) => business.id);
};
const businessOf = async (id: string) => ((await admin('GET', `/api/admin/businesses/${id}`)).json() as AdminBusinessDetail).business;
/** A mail client's one-click POST (RFC 8058): a form body to the List-Unsubscribe address. */
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
/** The checkout's «Non ricevere più offerte» button: the same address, no body. */
const buttonPost = (query: string) => t.app.inject({ method: 'POST', url: `/api/partners/unsubscribe${query}` });

let seq = 0;
/** A plumber of Fano (province reach) that signed up and was approved. */
async function approvedPartner(name: string): Promise<string> {
  const id = await signUpPartner(t.app, t.database.db, { companyName: name, email: `offerte.${++seq}@example.it` });
  await approvePartner(t.app, cookie, id);
  return id;
}

describe('the offer email', () => {
  let businessId: string;
  let leadId: string;
  let oneClickUrl: string;
  let pageUrl: string;

  beforeAll(async () => {
    businessId = await approvedPartner('Idraulica Stop');
    leadId = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    expect(await candidateIds(leadId)).toContain(businessId);
    const sent = await admin('POST', `/api/admin/leads/${leadId}/send-to-businesses`, { selectedBusinessIds: [businessId] });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('states the price IVA included, ends with the stop link and carries List-Unsubscribe headers, its links as secrets', async () => {
    const row = await t.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `lead-offer:${leadId}:${businessId}`)
      .executeTakeFirstOrThrow();
    expect(row.text).toContain(`${formatEuro('25.00')} IVA inclusa`);
    expect(row.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<⟦[0-9a-f]{16}⟧>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The stored message and headers keep markers only (the links wait in `secrets` until sent): the admin's email log shows no stop link.
    expect(JSON.stringify({ ...row, secrets: null })).not.toContain('unsubscribe?');
    expect(maskSecrets(row.text).trimEnd()).toMatch(/Interrompi le offerte con un clic: ••••$/);

    const message = deliverableMessage(row);
    const links = createOfferLinks(await offerLinksSecret(t.database.db, t.config), CHECKOUT);
    pageUrl = links.pageUrl(businessId);
    oneClickUrl = links.oneClickUrl(businessId);
    expect(pageUrl).toMatch(new RegExp(`^${CHECKOUT}/business/unsubscribe\\?b=${businessId}&t=[A-Za-z0-9_-]{43}$`));
    expect(
      message.text.trimEnd().endsWith(`Non vuoi più ricevere richieste di lavoro da TrovaPro? Interrompi le offerte con un clic: ${pageUrl}`),
    ).toBe(true);
    expect(message.html).toContain(pageUrl);
    expect(message.html.indexOf('Interrompi le offerte')).toBeLessThan(message.html.indexOf('</body>'));
    expect(message.headers).toEqual({ 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('goes to Postmark with the real one-click address in its Headers', async () => {
    const provider = new PostmarkEmailProvider({ serverToken: 'server-token', from: 'TrovaPro <noreply@trovapro.it>', apiUrl: postmark.url });
    await deliverDueEmails(t.database.db, provider);
    const businessEmail = (await businessOf(businessId)).email;
    const sentTo = (subject: string) =>
      postmark.requests.find((entry) => entry.body.To === businessEmail && String(entry.body.Subject).startsWith(subject));
    const request = sentTo('Nuova richiesta a Fano');
    expect(request?.body.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: `<${oneClickUrl}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(String(request?.body.TextBody).trimEnd().endsWith(pageUrl)).toBe(true);
    // Other emails carry no extra headers.
    const approval = sentTo('La tua azienda è stata approvata');
    expect(approval).toBeDefined();
    expect(approval?.body.Headers).toBeUndefined();
    // Sent: the stored row keeps no stop link at all.
    const stored = await t.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `lead-offer:${leadId}:${businessId}`)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'sent', secrets: null });
    expect(JSON.stringify(stored)).not.toContain('unsubscribe?');
  });

  it('one click (the form POST of a mail client) pauses the offers at once: reason «unsubscribed», since now', async () => {
    const response = await oneClick(oneClickUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Fatto: non riceverai più offerte di lavoro da TrovaPro.' });
    const business = await businessOf(businessId);
    expect(business).toMatchObject({ isActive: false, approval: 'approved', pausedReason: 'unsubscribed', pausedAt: expect.any(String) });
    expect(Date.now() - Date.parse(business.pausedAt ?? '')).toBeLessThan(60_000);

    // No longer a candidate, and cannot be sent a lead.
    const next = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    expect(await candidateIds(next)).not.toContain(businessId);
    expect((await admin('POST', `/api/admin/leads/${next}/send-to-businesses`, { selectedBusinessIds: [businessId] })).statusCode).toBe(409);

    // A second click (or the checkout's button) answers the same and keeps the first date.
    const again = await buttonPost(new URL(pageUrl).search);
    expect(again.statusCode).toBe(200);
    expect((await businessOf(businessId)).pausedAt).toBe(business.pausedAt);

    // The admin can start the offers again: the reason goes.
    expect((await admin('PATCH', `/api/admin/businesses/${businessId}`, { isActive: true })).json()).toMatchObject({
      isActive: true,
      pausedReason: null,
      pausedAt: null,
    });
    expect(await candidateIds(next)).toContain(businessId);
  });

  it('answers 404 for a wrong token, the token of another business, an unknown business; 400 for a malformed query', async () => {
    const other = await approvedPartner('Idraulica Altra');
    const links = createOfferLinks(await offerLinksSecret(t.database.db, t.config), CHECKOUT);
    const token = (url: string) => new URL(url).searchParams.get('t') ?? '';
    const cases = [
      `?b=${other}&t=${'A'.repeat(43)}`,
      `?b=${other}&t=${token(links.oneClickUrl(businessId))}`,
      `?b=${other}&t=${token(links.oneClickUrl(other)).slice(0, 42)}`,
      // A token signed for an id no business has.
      new URL(links.oneClickUrl(randomUUID())).search,
    ];
    for (const query of cases) {
      const response = await buttonPost(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // Another key signs other tokens.
    const forged = createOfferLinks(Buffer.alloc(32, 7), CHECKOUT).oneClickUrl(other);
    expect((await oneClick(forged)).statusCode).toBe(404);
    expect(await businessOf(other)).toMatchObject({ isActive: true, pausedReason: null });

    for (const query of ['', `?b=${other}`, `?t=${token(links.oneClickUrl(other))}`, `?b=not-a-uuid&t=${token(links.oneClickUrl(other))}`]) {
      expect((await buttonPost(query)).statusCode, query).toBe(400);
    }
    expect((await oneClick(links.oneClickUrl(other))).statusCode).toBe(200);
    expect(await businessOf(other)).toMatchObject({ isActive: false, pausedReason: 'unsubscribed' });
  });

  it('the stop link of an admin-paused business keeps the admin’s pause: the link cannot turn it into one the business may lift', async () => {
    const id = await approvedPartner('Idraulica In Pausa');
    await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: false });
    const { pausedAt } = await businessOf(id);
    expect(await businessOf(id)).toMatchObject({ pausedReason: 'admin' });
    const links = createOfferLinks(await offerLinksSecret(t.database.db, t.config), CHECKOUT);
    expect((await oneClick(links.oneClickUrl(id))).statusCode).toBe(200);
    expect(await businessOf(id)).toMatchObject({ isActive: false, pausedReason: 'admin', pausedAt });
  });
});

describe('the stop page: the state of the offers, and resuming them', () => {
  let links: ReturnType<typeof createOfferLinks>;
  beforeAll(async () => {
    links = createOfferLinks(await offerLinksSecret(t.database.db, t.config), CHECKOUT);
  });
  const query = (id: string) => new URL(links.pageUrl(id)).search;
  const status = (search: string) => t.app.inject({ method: 'GET', url: `/api/partners/offers${search}` });
  const resume = (search: string) => t.app.inject({ method: 'POST', url: `/api/partners/resume-offers${search}` });
  const SUPPORT = 'supporto@trovapro.it';

  it('reads the state without changing it: active, then stopped by the business since its click, then active again after resuming', async () => {
    const id = await approvedPartner('Idraulica Va e Viene');
    const leadId = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    expect((await status(query(id))).json()).toEqual({ state: 'active', stoppedAt: null, supportEmail: SUPPORT });
    expect(await businessOf(id)).toMatchObject({ isActive: true, pausedReason: null });

    expect((await buttonPost(query(id))).statusCode).toBe(200);
    const stopped = (await status(query(id))).json() as { state: string; stoppedAt: string };
    expect(stopped).toEqual({ state: 'stopped', stoppedAt: (await businessOf(id)).pausedAt, supportEmail: SUPPORT });
    expect(Date.now() - Date.parse(stopped.stoppedAt)).toBeLessThan(60_000);
    // Reading again (a reload) answers the same.
    expect((await status(query(id))).json()).toEqual(stopped);
    expect(await candidateIds(leadId)).not.toContain(id);

    const resumed = await resume(query(id));
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ state: 'active', stoppedAt: null, supportEmail: SUPPORT });
    expect(await businessOf(id)).toMatchObject({ isActive: true, pausedReason: null, pausedAt: null });
    expect(await candidateIds(leadId)).toContain(id);
    // A second click answers the same.
    expect((await resume(query(id))).json()).toMatchObject({ state: 'active' });
  });

  it('a pause from the business’s area (issue 33) is the business’s own: «stopped», kept by the stop link, lifted by resuming', async () => {
    const id = await approvedPartner('Idraulica Pausa Area');
    await t.database.db
      .updateTable('businesses')
      .set({ is_active: false, paused_reason: 'area', paused_at: new Date('2026-03-02T09:00:00Z') })
      .where('id', '=', id)
      .execute();
    expect((await status(query(id))).json()).toEqual({ state: 'stopped', stoppedAt: '2026-03-02T09:00:00.000Z', supportEmail: SUPPORT });
    expect((await buttonPost(query(id))).statusCode).toBe(200);
    expect(await businessOf(id)).toMatchObject({ isActive: false, pausedReason: 'area', pausedAt: '2026-03-02T09:00:00.000Z' });
    expect((await resume(query(id))).json()).toEqual({ state: 'active', stoppedAt: null, supportEmail: SUPPORT });
    expect(await businessOf(id)).toMatchObject({ isActive: true, pausedReason: null });
  });

  it('says the admin paused the offers, and refuses to resume them through the link (409)', async () => {
    const id = await approvedPartner('Idraulica Sospesa');
    await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: false });
    expect((await status(query(id))).json()).toEqual({ state: 'paused', stoppedAt: null, supportEmail: SUPPORT });
    const refused = await resume(query(id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'invalid_transition',
      message: `Le offerte di questa azienda non si possono riattivare da qui: scrivi a ${SUPPORT}.`,
    });
    expect(await businessOf(id)).toMatchObject({ isActive: false, pausedReason: 'admin' });
  });

  it('says a sign-up waits for approval or was refused; neither the stop nor the resume changes it', async () => {
    const pending = await signUpPartner(t.app, t.database.db, { companyName: 'Idraulica Nuova', email: `offerte.${++seq}@example.it` });
    const refusedId = await signUpPartner(t.app, t.database.db, { companyName: 'Idraulica Rifiutata', email: `offerte.${++seq}@example.it` });
    expect((await admin('POST', `/api/admin/businesses/${refusedId}/refuse`, {})).statusCode).toBe(200);
    for (const [id, state] of [
      [pending, 'pending'],
      [refusedId, 'refused'],
    ] as const) {
      expect((await status(query(id))).json()).toEqual({ state, stoppedAt: null, supportEmail: SUPPORT });
      expect((await buttonPost(query(id))).statusCode).toBe(200);
      expect((await resume(query(id))).statusCode).toBe(409);
      expect(await businessOf(id)).toMatchObject({ approval: state, isActive: false, pausedReason: null });
      expect((await status(query(id))).json()).toMatchObject({ state });
    }
  });

  it('answers 404 for a wrong token or an unknown business, 400 for a malformed query, and changes nothing', async () => {
    const id = await approvedPartner('Idraulica Sicura');
    for (const search of [`?b=${id}&t=${'A'.repeat(43)}`, new URL(links.pageUrl(randomUUID())).search]) {
      expect((await status(search)).statusCode, search).toBe(404);
      expect((await resume(search)).statusCode, search).toBe(404);
    }
    for (const search of ['', `?b=${id}`, `?b=nope&t=${'A'.repeat(43)}`]) {
      expect((await status(search)).statusCode, search).toBe(400);
      expect((await resume(search)).statusCode, search).toBe(400);
    }
    expect(await businessOf(id)).toMatchObject({ isActive: true, pausedReason: null });
  });
});
