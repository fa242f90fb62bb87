import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, postJson, verifyEmail } from '../../test/chat-helpers.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { seedDefaultTemplates } from '../templates/templates.service.ts';
import { COMPLETIONS_PER_ADDRESS } from './leads.service.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await importMunicipalities(t.database.db);
  await seedDefaultTemplates(t.database.db);
  adminCookie = await signInAdmin(t);
});
afterAll(() => t.close());

/** A completion as the chat sends it: with the visitor's consent to share the request with businesses. */
const complete = (body: object) => postJson(t.app, '/api/leads/complete', { privacyConsent: true, ...body }, fromAddress('192.0.2.80'));
const leadCount = async () => (await t.database.db.selectFrom('leads').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_VERIFIED = { code: 'email_not_verified', message: 'Conferma la tua email prima di inviare la richiesta.' };
const SERVICE_NOT_OFFERED = {
  code: 'service_not_offered',
  message: 'Possiamo inoltrare richieste solo per questi servizi: idraulico, elettricista, imbianchino, meccanico, pulizie e giardinaggio.',
  field: 'category',
};

describe('POST /api/leads/complete', () => {
  it('answers 403 and creates no lead for an email never verified, or sent a code not entered', async () => {
    const body = { userEmail: 'ignoto@example.it', userRequest: 'Perdita dal rubinetto a Roma', userName: 'Ignoto', leadId: UNKNOWN_ID };
    const response = await complete(body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_VERIFIED);

    const sent = await postJson(t.app, '/api/send-verification', { email: 'ignoto@example.it' }, fromAddress('192.0.2.81'));
    expect((await complete({ ...body, leadId: (sent.json() as { leadId: string }).leadId })).statusCode).toBe(403);
    expect(await leadCount()).toBe(0);
  });

  it('refuses a price or a status sent by the client, and a category outside the six (400, nothing created)', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'furba@example.it');
    const body = { userEmail: 'furba@example.it', userRequest: 'Idraulico a Roma', userName: 'Furba', leadId };
    for (const extra of [{ price: '1.00' }, { status: 'sent' }]) {
      const response = await complete({ ...body, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
    for (const category of ['Avvocato', 'Altro', 'idraulico', '']) {
      const response = await complete({ ...body, category });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(SERVICE_NOT_OFFERED);
    }
    expect(await leadCount()).toBe(0);
  });

  it('creates a pending lead with the category, comune and price the server derives, once per verification', async () => {
    const verificationId = await verifyEmail(t.app, t.database.db, 'Lucia.Bianchi@Example.it');
    const response = await complete({
      userEmail: 'Lucia.Bianchi@Example.it',
      userRequest: "Perdita d'acqua sotto il lavandino a Reggio Emilia",
      userName: ' Lucia ',
      userPhone: '   ',
      leadId: verificationId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Richiesta inviata', leadId: verificationId });

    const { db } = t.database;
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .select(sql<string>`price::text`.as('price_text'))
      .where('id', '=', verificationId)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      user_email: 'lucia.bianchi@example.it',
      user_name: 'Lucia',
      user_phone: null,
      category: 'Idraulico',
      price_text: '25.00',
      status: 'pending',
      istat_code: '035033',
      landing_page_id: null,
    });

    const email = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('dedupe_key', '=', `lead-confirmation:${verificationId}`)
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ recipient: 'lucia.bianchi@example.it', purpose: 'lead-confirmation', status: 'pending' });
    expect(email.subject).toBe('Abbiamo ricevuto la tua richiesta: Idraulico');
    expect(email.text).toContain('Ciao Lucia,');
    expect(email.text).toContain("Zona: Reggio nell'Emilia");
    expect(email.html).toContain('Perdita d&#39;acqua sotto il lavandino');

    const again = await complete({
      userEmail: 'lucia.bianchi@example.it',
      userRequest: 'Un altro lavoro a Roma',
      userName: 'Lucia',
      leadId: verificationId,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(NOT_VERIFIED);
  });

  it('gives one lead to one verification when two completions race', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'gara@example.it');
    const body = { userEmail: 'gara@example.it', userRequest: 'Tagliare la siepe a Padova', userName: 'Gara', leadId };
    const statuses = (await Promise.all([complete(body), complete(body)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 403]);
  });

  it('keeps the landing fields and uses the landing comune; a need the analysis cannot name is refused until the visitor chooses a service', async () => {
    const landingPageId = '6f0d8b8e-2f4e-4d59-9a8e-3b1f1c2d4e5f';
    // The lead keeps only the id of a landing page that exists (see features/landing-pages).
    await t.database.db
      .insertInto('landing_pages')
      .values({
        id: landingPageId,
        keyword: 'aiuto',
        keyword_normalized: 'aiuto',
        istat_code: '041013',
        municipality_name: 'Fano',
        province: 'Pesaro e Urbino',
        slug: 'aiuto-fano',
        title: 'Trova il migliore aiuto a Fano',
        meta_description: '',
        content: '',
      })
      .execute();
    const leadId = await verifyEmail(t.app, t.database.db, 'landing@example.it');
    const body = {
      userEmail: 'landing@example.it',
      userRequest: 'Mi serve una mano con una faccenda in casa',
      userName: 'Marco',
      userPhone: '+39 333 1234567',
      leadId,
      landingPageId,
      prefilledService: 'aiuto',
      prefilledLocation: 'Fano',
      landingContext: 'Servizi a Fano',
    };
    const unnamed = await complete(body);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual(SERVICE_NOT_OFFERED);
    expect(await leadCount()).toBe(2);
    const response = await complete({ ...body, category: 'Pulizie' });
    expect(response.statusCode).toBe(201);
    const lead = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .select(sql<string>`price::text`.as('price_text'))
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      category: 'Pulizie',
      price_text: '15.00',
      istat_code: '041013',
      user_phone: '+39 333 123 4567',
      landing_page_id: landingPageId,
      prefilled_service: 'aiuto',
      prefilled_location: 'Fano',
      landing_context: 'Servizi a Fano',
    });
  });

  it('answers 403 when the email was verified more than 30 minutes ago', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'tardi@example.it');
    await t.database.db
      .updateTable('verifications')
      .set({ verified_at: sql`now() - interval '31 minutes'` })
      .where('email', '=', 'tardi@example.it')
      .execute();
    const response = await complete({ userEmail: 'tardi@example.it', userRequest: 'Idraulico a Roma', userName: 'Tardi', leadId });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/admin/leads', () => {
  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/leads${query}`, headers: { cookie: adminCookie } });

  it('lists leads newest first with the comune joined and prices as decimal strings', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { leads: Record<string, unknown>[]; total: number; totalPages: number };
    expect(body.total).toBe(3);
    expect(body.totalPages).toBe(1);
    expect(body.leads.map((lead) => lead.userName)).toEqual(['Marco', 'Gara', 'Lucia']);
    expect(body.leads[2]).toEqual({
      id: expect.any(String),
      userRequest: "Perdita d'acqua sotto il lavandino a Reggio Emilia",
      userEmail: 'lucia.bianchi@example.it',
      userName: 'Lucia',
      userPhone: null,
      category: 'Idraulico',
      price: '25.00',
      status: 'pending',
      closedReason: null,
      location: { municipality: "Reggio nell'Emilia", province: "Reggio nell'Emilia", istatCode: '035033' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // No rule is on: nothing automatic, no reason, no earlier request of the same person.
      dispatch: { autoDispatchAt: null, rule: null, reasons: [], duplicateOf: null },
    });
    expect(body.leads[0]?.location).toEqual({ municipality: 'Fano', province: 'Pesaro e Urbino', istatCode: '041013' });
  });

  it('filters by status and category, and pages', async () => {
    const { db } = t.database;
    await db.updateTable('leads').set({ status: 'rejected' }).where('user_name', '=', 'Gara').execute();

    const pending = (await list('?status=pending')).json() as { leads: { userName: string }[]; total: number };
    expect(pending.total).toBe(2);
    expect(pending.leads.map((lead) => lead.userName)).toEqual(['Marco', 'Lucia']);

    const gardening = (await list('?category=Giardinaggio')).json() as { leads: { userName: string }[] };
    expect(gardening.leads.map((lead) => lead.userName)).toEqual(['Gara']);
    expect(((await list('?status=pending&category=Giardinaggio')).json() as { total: number }).total).toBe(0);

    const page2 = (await list('?limit=2&page=2')).json() as { leads: { userName: string }[]; total: number; totalPages: number };
    expect(page2).toMatchObject({ total: 3, totalPages: 2 });
    expect(page2.leads.map((lead) => lead.userName)).toEqual(['Lucia']);

    expect((await list('?status=boh')).statusCode).toBe(400);
    expect((await list('?limit=101')).statusCode).toBe(400);
  });
});

// Last: they add leads, which the list tests above count.
describe('POST /api/leads/complete is bound to the chat that verified the email', () => {
  it('needs the leadId of send-verification: without it the request is refused (400)', async () => {
    await verifyEmail(t.app, t.database.db, 'senza-id@example.it');
    const response = await complete({ userEmail: 'senza-id@example.it', userRequest: 'Imbiancare la cucina a Torino', userName: 'Sara' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', field: 'leadId' });
  });

  it("a third party cannot spend a victim's fresh verification, and the victim's own submit still works", async () => {
    const victimLeadId = await verifyEmail(t.app, t.database.db, 'vittima@example.it');
    const body = { userEmail: 'vittima@example.it', userRequest: 'Imbiancare il salotto a Torino', userName: 'Sara' };
    // The attacker knows the email but not the id the victim's chat received.
    const attacker = await postJson(
      t.app,
      '/api/leads/complete',
      { ...body, userName: 'Falso', userRequest: 'Spam', leadId: UNKNOWN_ID, privacyConsent: true },
      fromAddress('198.51.100.66'),
    );
    expect(attacker.statusCode).toBe(403);
    expect(attacker.json()).toEqual(NOT_VERIFIED);

    const own = await complete({ ...body, leadId: victimLeadId });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ leadId: victimLeadId });
  });

  it(`limits completions per client address: ${COMPLETIONS_PER_ADDRESS} in 15 minutes, then 429`, async () => {
    const address = fromAddress('198.51.100.90');
    const body = {
      userEmail: 'ripetuta@example.it',
      userRequest: 'Idraulico a Roma',
      userName: 'Ripetuta',
      leadId: UNKNOWN_ID,
      privacyConsent: true,
    };
    const statuses: number[] = [];
    for (let index = 0; index <= COMPLETIONS_PER_ADDRESS; index += 1) {
      statuses.push((await postJson(t.app, '/api/leads/complete', body, address)).statusCode);
    }
    expect(statuses.slice(0, COMPLETIONS_PER_ADDRESS)).toEqual(Array(COMPLETIONS_PER_ADDRESS).fill(403));
    expect(statuses[COMPLETIONS_PER_ADDRESS]).toBe(429);
  });
});

describe("the visitor's phone", () => {
  it('is refused when it is not a phone number (400 naming it; the verification stays usable) and stored normalised', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'telefono@example.it');
    const body = { userEmail: 'telefono@example.it', userRequest: 'Idraulico a Roma', userName: 'Tel', leadId };
    const refused = await complete({ ...body, userPhone: 'abc-not-a-phone' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_error', field: 'userPhone' });
    const created = await complete({ ...body, userPhone: '333.123.4567' });
    expect(created.statusCode).toBe(201);
    const lead = await t.database.db.selectFrom('leads').select('user_phone').where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead.user_phone).toBe('+39 333 123 4567');
  });
});

describe('POST /api/leads/complete from a landing page', () => {
  it('refuses a request that describes no job, whatever the landing page prefills (400, nothing created)', async () => {
    const leadsBefore = await leadCount();
    const leadId = await verifyEmail(t.app, t.database.db, 'saluto@example.it');
    const landing = { prefilledService: 'idraulico', prefilledLocation: 'Firenze', landingContext: 'Idraulici a Firenze' };
    for (const userRequest of ['ciao', 'Buongiorno, vorrei informazioni', 'quanto costa?']) {
      const response = await complete({ userEmail: 'saluto@example.it', userRequest, userName: 'Saluto', leadId, ...landing });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'request_describes_no_job',
        message: 'Descrivi il lavoro che ti serve prima di inviare la richiesta.',
        field: 'userRequest',
      });
    }
    expect(await leadCount()).toBe(leadsBefore);
    // The verification was not used up: the same chat can still send a real request.
    const answered = await complete({
      userEmail: 'saluto@example.it',
      userRequest: 'ciao\nperdita sotto il lavandino',
      userName: 'Saluto',
      leadId,
      ...landing,
    });
    expect(answered.statusCode).toBe(201);
    const lead = await t.database.db.selectFrom('leads').select(['category', 'istat_code']).where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(lead).toEqual({ category: 'Idraulico', istat_code: '048017' });
  });

  it("keeps the visitor's trade and place over a landing page's", async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'milano@example.it');
    const response = await complete({
      userEmail: 'milano@example.it',
      userRequest: 'mi serve un idraulico a Milano',
      userName: 'Marco',
      leadId,
      prefilledService: 'imbianchino',
      prefilledLocation: 'Agnone',
      landingContext: 'Imbianchini ad Agnone',
    });
    expect(response.statusCode).toBe(201);
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['category', 'istat_code', 'prefilled_service'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ category: 'Idraulico', istat_code: '015146', prefilled_service: 'imbianchino' });
  });
});

// Issue 29: the service and the comune the visitor confirmed in the chat; no lead for a trade outside the six.
describe('POST /api/leads/complete with what the visitor chose', () => {
  // Another client address: the completions above spent most of theirs.
  const chosen = (body: object) => postJson(t.app, '/api/leads/complete', { privacyConsent: true, ...body }, fromAddress('192.0.2.180'));

  it('takes the category and the comune the visitor chose over what the request says (an ambiguous «Reggio» included)', async () => {
    const leadId = await verifyEmail(t.app, t.database.db, 'scelta@example.it');
    const response = await chosen({
      userEmail: 'scelta@example.it',
      userRequest: 'perdita dal rubinetto a Reggio',
      userName: 'Scelta',
      leadId,
      category: 'Imbianchino',
      istatCode: '080063',
    });
    expect(response.statusCode).toBe(201);
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['category', 'istat_code', sql<string>`price::text`.as('price')])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ category: 'Imbianchino', istat_code: '080063', price: '30.00' });
    const email = await t.database.db
      .selectFrom('email_outbox')
      .select('text')
      .where('dedupe_key', '=', `lead-confirmation:${leadId}`)
      .executeTakeFirstOrThrow();
    expect(email.text).toContain('Zona: Reggio di Calabria');
  });

  it('derives only what the visitor did not choose', async () => {
    const onlyCategory = await verifyEmail(t.app, t.database.db, 'solo-servizio@example.it');
    expect(
      (
        await chosen({
          userEmail: 'solo-servizio@example.it',
          userRequest: 'perdita dal rubinetto a Bergamo',
          userName: 'A',
          leadId: onlyCategory,
          category: 'Elettricista',
        })
      ).statusCode,
    ).toBe(201);
    const onlyComune = await verifyEmail(t.app, t.database.db, 'solo-comune@example.it');
    expect(
      (
        await chosen({
          userEmail: 'solo-comune@example.it',
          userRequest: 'perdita dal rubinetto a Bergamo',
          userName: 'B',
          leadId: onlyComune,
          istatCode: '015146',
        })
      ).statusCode,
    ).toBe(201);
    const rows = await t.database.db
      .selectFrom('leads')
      .select(['id', 'category', 'istat_code'])
      .where('id', 'in', [onlyCategory, onlyComune])
      .execute();
    expect(rows.find((row) => row.id === onlyCategory)).toMatchObject({ category: 'Elettricista', istat_code: '016024' });
    expect(rows.find((row) => row.id === onlyComune)).toMatchObject({ category: 'Idraulico', istat_code: '015146' });
  });

  it('refuses a comune that does not exist (400 on istatCode), and the verification stays usable', async () => {
    const before = await leadCount();
    const leadId = await verifyEmail(t.app, t.database.db, 'comune@example.it');
    const body = { userEmail: 'comune@example.it', userRequest: 'perdita dal rubinetto', userName: 'C', leadId, category: 'Idraulico' };
    for (const istatCode of ['999999', '12345', 'abcdef']) {
      const response = await chosen({ ...body, istatCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field: 'istatCode' });
    }
    expect((await chosen({ ...body, istatCode: '999999' })).json()).toEqual({
      code: 'validation_error',
      message: 'Scegli il comune dall’elenco.',
      field: 'istatCode',
    });
    expect(await leadCount()).toBe(before);
    expect((await chosen({ ...body, istatCode: '001272' })).statusCode).toBe(201);
  });

  it('creates no lead for a trade outside the six, whatever the client sends', async () => {
    const before = await leadCount();
    const leadId = await verifyEmail(t.app, t.database.db, 'avvocato@example.it');
    const body = { userEmail: 'avvocato@example.it', userRequest: 'Mi serve un avvocato per una causa di lavoro a Milano', userName: 'D', leadId };
    for (const extra of [{}, { istatCode: '015146' }, { category: 'Avvocato' }]) {
      const response = await chosen({ ...body, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(SERVICE_NOT_OFFERED);
    }
    expect(await leadCount()).toBe(before);
    const verification = await t.database.db.selectFrom('verifications').select('consumed_at').where('id', '=', leadId).executeTakeFirstOrThrow();
    expect(verification.consumed_at).toBeNull();
  });
});
