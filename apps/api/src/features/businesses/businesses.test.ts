import type { AdminBusinessList, Business, CandidateBusiness } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSentLead } from '../checkout/sent-lead.fixture.ts';
import { averageWithOneDecimal } from './businesses.service.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true, templates: true, signedIn: true });

const admin = t.admin;
const search = async (query: string) => {
  const response = await admin('GET', `/api/admin/businesses?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as AdminBusinessList;
};
const create = (payload: object) => admin('POST', '/api/admin/businesses', payload);
const istatOf = async (id: string) =>
  (await t.database.db.selectFrom('businesses').select('istat_code').where('id', '=', id).executeTakeFirstOrThrow()).istat_code;

const VALID = { name: 'Idraulica Fanese', email: 'Info@Idraulica-Fanese.example.it', category: 'Idraulico', location: 'Fano (PU)' };

describe('POST /api/admin/businesses', () => {
  it('creates an active business: email lowercased, blanks dropped, the area matched to its comune', async () => {
    const response = await create({ ...VALID, phone: '  ', website: '' });
    expect(response.statusCode).toBe(201);
    const business = response.json() as Business;
    expect(business).toEqual({
      id: expect.any(String),
      name: 'Idraulica Fanese',
      email: 'info@idraulica-fanese.example.it',
      phone: null,
      category: 'Idraulico',
      location: 'Fano (PU)',
      website: null,
      isActive: true,
      totalPurchases: 0,
      totalSpent: '0.00',
      // Added by the admin: approved at once, no reach (a candidate anywhere), nothing bought yet.
      approval: 'approved',
      pausedReason: null,
      pausedAt: null,
      vatNumber: null,
      serviceReach: null,
      billing: null,
      createdAt: expect.any(String),
    });
    expect(await istatOf(business.id)).toBe('041013');
    const row = await t.database.db.selectFrom('businesses').select('created_at').where('id', '=', business.id).executeTakeFirstOrThrow();
    expect(business.createdAt).toBe(row.created_at.toISOString());
  });

  it.each([
    ['Fano', '041013'],
    ['Fano (Pesaro e Urbino)', '041013'],
    ['20121', '015146'],
    ['Zona industriale', null],
  ])('matches the area "%s" to the comune %s', async (location, istatCode) => {
    const response = await create({ ...VALID, email: `zona.${istatCode ?? 'nessuna'}.${location.length}@example.it`, location });
    expect(response.statusCode).toBe(201);
    expect(await istatOf((response.json() as Business).id)).toBe(istatCode);
  });

  it('answers 400 naming a missing or blank required field, a bad email or website, an unknown field', async () => {
    for (const field of ['name', 'email', 'category', 'location'] as const) {
      const { [field]: _omitted, ...rest } = VALID;
      const response = await create(rest);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', field });
    }
    expect((await create({ ...VALID, name: '   ' })).json()).toEqual({
      code: 'validation_error',
      message: 'Il campo «name» è obbligatorio',
      field: 'name',
    });
    expect((await create({ ...VALID, email: 'non-una-email' })).json()).toMatchObject({ field: 'email' });
    expect((await create({ ...VALID, email: 'w@example.it', website: 'ftp://x' })).json()).toMatchObject({ field: 'website' });
    expect((await create({ ...VALID, email: 'x@example.it', isActive: false })).statusCode).toBe(400);
  });

  it('answers 409 for an email already used, in any case', async () => {
    const response = await create({ ...VALID, name: 'Copia', email: 'INFO@idraulica-fanese.example.it' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: "Esiste già un'azienda con questa email", field: 'email' });
  });
});

describe('phone numbers of businesses', () => {
  it('are validated and stored in the international format, on create and on edit', async () => {
    const created = await create({ ...VALID, email: 'telefono@example.it', phone: '0721 123456' });
    expect(created.statusCode).toBe(201);
    const { id, phone } = created.json() as Business;
    expect(phone).toBe('+39 0721 123456');
    for (const bad of ['abc-not-a-phone', '123', '333 12']) {
      const refused = await create({ ...VALID, email: `bad-${bad.length}@example.it`, phone: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_error',
        field: 'phone',
        message: expect.stringContaining('Numero di telefono non valido'),
      });
      const edit = await admin('PATCH', `/api/admin/businesses/${id}`, { phone: bad });
      expect(edit.statusCode, bad).toBe(400);
    }
    expect(((await admin('PATCH', `/api/admin/businesses/${id}`, { phone: '+39 333-123-4567' })).json() as Business).phone).toBe('+39 333 123 4567');
  });
});

describe('PATCH /api/admin/businesses/:id', () => {
  it('saves the edited fields, re-matches the area, and can deactivate', async () => {
    const { id } = (await create({ ...VALID, email: 'modifica@example.it' })).json() as Business;
    const response = await admin('PATCH', `/api/admin/businesses/${id}`, {
      name: ' Nuovo Nome ',
      location: 'Bergamo',
      phone: '035 123456',
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Nuovo Nome',
      location: 'Bergamo',
      phone: '+39 035 123456',
      isActive: false,
      email: 'modifica@example.it',
    });
    expect(await istatOf(id)).toBe('016024');
  });

  it('answers 409 for a taken email, 404 for an unknown business, 400 for nothing or a blank field', async () => {
    const { id } = (await create({ ...VALID, email: 'seconda@example.it' })).json() as Business;
    const taken = await admin('PATCH', `/api/admin/businesses/${id}`, { email: 'Modifica@example.it' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', field: 'email' });
    expect((await admin('PATCH', `/api/admin/businesses/${id}`, { email: 'SECONDA@example.it' })).statusCode).toBe(200);
    expect((await admin('PATCH', '/api/admin/businesses/00000000-0000-4000-8000-000000000000', { name: 'X' })).statusCode).toBe(404);
    expect((await admin('PATCH', `/api/admin/businesses/${id}`, {})).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/businesses/${id}`, { location: ' ' })).json()).toMatchObject({ field: 'location' });
  });
});

describe('GET /api/admin/businesses', () => {
  it('filters by category, pages, and sums the cards over every matching business (product §9)', async () => {
    const emails = ['g1@example.it', 'g2@example.it', 'g3@example.it'];
    for (const email of emails) await create({ ...VALID, email, category: 'Giardinaggio', name: email });
    const { db } = t.database;
    const figures = [
      [1, '10.50'],
      [2, '20.25'],
      [2, '0.00'],
    ] as const;
    for (const [index, [purchases, spent]] of figures.entries()) {
      await db.updateTable('businesses').set({ total_purchases: purchases, total_spent: spent }).where('email', '=', emails[index]!).execute();
    }
    await db.updateTable('businesses').set({ is_active: false }).where('email', '=', 'g3@example.it').execute();

    const response = await admin('GET', '/api/admin/businesses?category=Giardinaggio&limit=2');
    expect(response.statusCode).toBe(200);
    const list = response.json() as AdminBusinessList;
    expect(list.total).toBe(3);
    expect(list.totalPages).toBe(2);
    expect(list.businesses.map((business) => business.email)).toEqual(['g3@example.it', 'g2@example.it']);
    expect(list.businesses[1]).toMatchObject({ totalPurchases: 2, totalSpent: '20.25' });
    expect(list.summary).toEqual({ pendingApproval: 0, totalBusinesses: 3, activeBusinesses: 2, totalRevenue: '30.75', averagePurchases: '1.7' });

    const page2 = (await admin('GET', '/api/admin/businesses?category=Giardinaggio&limit=2&page=2')).json() as AdminBusinessList;
    expect(page2.businesses.map((business) => business.email)).toEqual(['g1@example.it']);

    const none = (await admin('GET', '/api/admin/businesses?category=Meccanico')).json() as AdminBusinessList;
    expect(none).toEqual({
      businesses: [],
      total: 0,
      totalPages: 0,
      summary: { pendingApproval: 0, totalBusinesses: 0, activeBusinesses: 0, totalRevenue: '0.00', averagePurchases: '0' },
    });
    expect((await admin('GET', '/api/admin/businesses?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/businesses?search=', () => {
  const names = (list: AdminBusinessList) => list.businesses.map((business) => business.name).sort();

  beforeAll(async () => {
    const partners = [
      { name: 'Termoidraulica Zanardelli', email: 'info@termoidraulica.example.it', location: 'Fano (PU)' },
      { name: 'Impianti Quercioli', email: 'quercioli.zanardelli@example.it', location: 'Pesaro' },
      { name: 'Edilizia Corradini', email: 'corradini@example.it', location: '20121' },
      { name: 'Pulizie 100% Garantite', email: 'cento@example.it', location: 'Fano' },
      { name: 'Pulizie 1000 Garantite', email: 'mille@example.it', location: 'Fano' },
    ];
    for (const partner of partners) expect((await create({ ...partner, category: 'Ricerca' })).statusCode).toBe(201);
    const { db } = t.database;
    await db
      .updateTable('businesses')
      .set({ total_purchases: 3, total_spent: '75.00' })
      .where('email', '=', 'info@termoidraulica.example.it')
      .execute();
    await db
      .updateTable('businesses')
      .set({ total_purchases: 2, total_spent: '40.50', is_active: false })
      .where('email', '=', 'quercioli.zanardelli@example.it')
      .execute();
  });

  it('finds a term in the name or the email, in any case, and sums the cards over what it found', async () => {
    const found = await search('search=ZANARDELLI');
    expect(names(found)).toEqual(['Impianti Quercioli', 'Termoidraulica Zanardelli']);
    expect(found.total).toBe(2);
    expect(found.summary).toEqual({ pendingApproval: 0, totalBusinesses: 2, activeBusinesses: 1, totalRevenue: '115.50', averagePurchases: '2.5' });
    expect(names(await search('search=corradini%40example'))).toEqual(['Edilizia Corradini']);
  });

  it('finds the area as typed and the comune it was matched to («20121» is Milano)', async () => {
    expect(names(await search('category=Ricerca&search=pesaro'))).toEqual(['Impianti Quercioli']);
    expect(names(await search('category=Ricerca&search=Milano'))).toEqual(['Edilizia Corradini']);
    expect(names(await search('category=Ricerca&search=fano'))).toEqual([
      'Pulizie 100% Garantite',
      'Pulizie 1000 Garantite',
      'Termoidraulica Zanardelli',
    ]);
    // Without the category, other partners matched to Milano are found too.
    expect((await search('search=milano')).total).toBeGreaterThan(1);
  });

  it('takes % and _ literally, trims the term, and treats a blank one as no search', async () => {
    expect(names(await search(`search=${encodeURIComponent('100%')}`))).toEqual(['Pulizie 100% Garantite']);
    expect((await search('search=0_G')).total).toBe(0);
    expect((await search(`search=${encodeURIComponent('%')}`)).businesses.map((business) => business.name)).toEqual(['Pulizie 100% Garantite']);
    expect(names(await search(`search=${encodeURIComponent('  quercioli  ')}`))).toEqual(['Impianti Quercioli']);
    const all = await search('category=Ricerca');
    expect(all.total).toBe(5);
    expect(await search(`category=Ricerca&search=${encodeURIComponent('   ')}`)).toEqual(all);
    expect(await search('search=nessuna-azienda-si-chiama-cosi')).toMatchObject({ businesses: [], total: 0, summary: { totalBusinesses: 0 } });
    expect((await admin('GET', `/api/admin/businesses?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/businesses?search= ignores accents, both ways', () => {
  const names = (list: AdminBusinessList) => list.businesses.map((business) => business.name).sort();

  beforeAll(async () => {
    const partners = [
      { name: 'Caffè e Impianti Nicolò', email: 'nicolo@example.it', location: 'Rimini' },
      { name: 'Termica Romagnola', email: 'termica@example.it', location: 'Forlì' },
      { name: 'Idraulica Adriatica', email: 'adriatica@example.it', location: 'Pésaro' },
      { name: 'Elettrica Marche', email: 'marche@example.it', location: 'PESARO' },
    ];
    for (const partner of partners) expect((await create({ ...partner, category: 'Accenti' })).statusCode).toBe(201);
  });
  const found = async (term: string) => names(await search(`category=Accenti&search=${encodeURIComponent(term)}`));

  it('finds the name and the area typed with or without accents', async () => {
    for (const term of ['caffe', 'CAFFÈ', 'caffé', 'nicolo', 'Nicolò']) expect(await found(term), term).toEqual(['Caffè e Impianti Nicolò']);
    for (const term of ['pesaro', 'Pésaro', 'PÉSARO', 'pèsaro']) expect(await found(term), term).toEqual(['Elettrica Marche', 'Idraulica Adriatica']);
  });

  it('finds the comune the area was matched to, typed with or without its accent', async () => {
    for (const term of ['forli', 'Forlì', 'FORLI']) expect(await found(term), term).toEqual(['Termica Romagnola']);
  });
});

describe('pausing and activating a partner (PATCH isActive)', () => {
  it('a paused partner is no candidate and cannot be sent a lead; activated again, it is a candidate and receives it', async () => {
    const { db } = t.database;
    const created = await create({ name: 'Traslochi Fanesi', email: 'traslochi.fanesi@example.it', category: 'Traslochi', location: 'Fano' });
    const { id } = created.json() as Business;
    const lead = await insertSentLead(db, { status: 'approved_pending_companies', category: 'Traslochi' });
    const candidates = async () => {
      const response = await admin('GET', `/api/admin/leads/${lead}/candidate-businesses`);
      expect(response.statusCode).toBe(200);
      // Those the lead may be sent to (issue 33 also lists nearby businesses of other categories, greyed out).
      return (response.json() as CandidateBusiness[]).filter((business) => business.preferenceCheck.accepts).map((business) => business.id);
    };
    const send = () => admin('POST', `/api/admin/leads/${lead}/send-to-businesses`, { selectedBusinessIds: [id] });
    expect(await candidates()).toEqual([id]);

    const paused = await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, isActive: false, pausedReason: 'admin', pausedAt: expect.any(String) });
    const pausedRow = await db.selectFrom('businesses').select(['paused_reason', 'paused_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(pausedRow.paused_reason).toBe('admin');
    expect((paused.json() as Business).pausedAt).toBe(pausedRow.paused_at?.toISOString());
    expect(await candidates()).toEqual([]);
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'business_inactive', message: 'L’azienda «Traslochi Fanesi» non è attiva' });
    expect(await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', lead).execute()).toEqual([]);
    expect((await search('category=Traslochi')).summary.activeBusinesses).toBe(0);

    const activated = await admin('PATCH', `/api/admin/businesses/${id}`, { isActive: true });
    expect(activated.json()).toMatchObject({ id, isActive: true, pausedReason: null, pausedAt: null });
    expect(await db.selectFrom('businesses').select(['paused_reason', 'paused_at']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      paused_reason: null,
      paused_at: null,
    });
    expect(await candidates()).toEqual([id]);
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentToCount: 1 });
    expect(await db.selectFrom('lead_deliveries').select('business_id').where('lead_id', '=', lead).execute()).toEqual([{ business_id: id }]);
  });
});

describe('averageWithOneDecimal', () => {
  it('rounds half up to one decimal without floats, "0" for no businesses', () => {
    expect(averageWithOneDecimal(0, 0)).toBe('0');
    expect(averageWithOneDecimal(0, 4)).toBe('0.0');
    expect(averageWithOneDecimal(7, 2)).toBe('3.5');
    expect(averageWithOneDecimal(5, 3)).toBe('1.7');
    expect(averageWithOneDecimal(1, 20)).toBe('0.1');
    expect(averageWithOneDecimal(1, 21)).toBe('0.0');
    expect(averageWithOneDecimal(12, 1)).toBe('12.0');
  });
});
