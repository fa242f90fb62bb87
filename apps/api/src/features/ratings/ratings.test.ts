import { randomUUID } from 'node:crypto';
import type { PublicLandingPage } from '@trovapro/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../plugins/public-cache.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true });
const db = () => t.database.db;

type ReviewState = 'published' | 'hidden' | 'pending' | 'anonymised';

/** The ISTAT code of a comune of the imported list, by its name and province. */
async function istatOf(name: string, province: string): Promise<string> {
  const row = await db()
    .selectFrom('municipalities')
    .select('istat_code')
    .where('name', '=', name)
    .where('province', '=', province)
    .executeTakeFirstOrThrow();
  return row.istat_code;
}

let businessId: string;

/** A paid purchase of a lead of `category` in the comune, 20 days ago, and its review in `state`; the review's id. */
async function review(category: string, istatCode: string, rating: number, state: ReviewState = 'published'): Promise<string> {
  const leadId = randomUUID();
  await db()
    .insertInto('leads')
    .values({
      id: leadId,
      user_request: 'Un lavoro da fare',
      user_email: `cliente-${leadId}@example.it`,
      user_name: 'Lucia',
      category,
      price: '25.00',
      status: 'sent',
      istat_code: istatCode,
      created_at: sql<Date>`now() - interval '21 days'`,
    })
    .execute();
  const purchase = await db()
    .insertInto('purchases')
    .values({
      lead_id: leadId,
      business_id: businessId,
      business_email: 'info@azienda.example.it',
      business_name: 'Azienda di prova',
      amount: '25.00',
      payment_intent_id: `pi_${randomUUID()}`,
      payment_provider: 'test-gateway',
      status: 'paid',
      paid_at: sql<Date>`now() - interval '20 days'`,
      created_at: sql<Date>`now() - interval '20 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const moderated = state === 'pending' ? {} : { moderated_at: sql<Date>`now() - interval '5 days'` };
  const row = await db()
    .insertInto('reviews')
    .values({
      purchase_id: purchase.id,
      lead_id: leadId,
      business_id: businessId,
      rating,
      author_name: state === 'anonymised' ? null : 'Lucia B.',
      created_at: sql<Date>`now() - interval '13 days'`,
      reply_until: sql<Date>`now() - interval '6 days'`,
      status: state === 'anonymised' ? 'published' : state,
      ...moderated,
      ...(state === 'hidden' ? { hidden_reason: 'Contiene dati personali' } : {}),
      ...(state === 'anonymised' ? { anonymised_at: sql<Date>`now() - interval '1 day'` } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published landing page for the keyword in the comune; its slug. */
async function landingPage(keyword: string, istatCode: string): Promise<string> {
  const comune = await db().selectFrom('municipalities').selectAll().where('istat_code', '=', istatCode).executeTakeFirstOrThrow();
  const slug = `${keyword}-${comune.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db()
    .insertInto('landing_pages')
    .values({
      keyword,
      keyword_normalized: keyword.toLowerCase(),
      istat_code: istatCode,
      municipality_name: comune.name,
      province: comune.province,
      slug,
      title: `Trova il migliore ${keyword} a ${comune.name}`,
      meta_description: 'Preventivi gratuiti.',
      content: '<p>Testo</p>',
      is_published: true,
    })
    .execute();
  return slug;
}

const view = async (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/landing-pages/${slug}`, headers });
const ratingOf = async (slug: string) => ((await view(slug)).json() as PublicLandingPage).rating;

const places = { parma: '', fidenza: '', piacenza: '', milano: '' };
let pendingInParma: string;

beforeAll(async () => {
  const business = await db()
    .insertInto('businesses')
    .values({ name: 'Azienda di prova', email: 'info@azienda.example.it', category: 'Idraulico', location: 'Parma' })
    .returning('id')
    .executeTakeFirstOrThrow();
  businessId = business.id;
  places.parma = await istatOf('Parma', 'Parma');
  places.fidenza = await istatOf('Fidenza', 'Parma');
  places.piacenza = await istatOf('Piacenza', 'Piacenza');
  places.milano = await istatOf('Milano', 'Milano');
  // Province of Parma, plumbers: four published reviews and one anonymised (5,5,4,5 and 4: «4,6», 5 reviews).
  await review('Idraulico', places.parma, 5);
  await review('Idraulico', places.parma, 5);
  await review('Idraulico', places.fidenza, 4);
  await review('Idraulico', places.fidenza, 5);
  await review('Idraulico', places.parma, 4, 'anonymised');
  // Never counted: hidden, waiting for the admin.
  await review('Idraulico', places.parma, 1, 'hidden');
  pendingInParma = await review('Idraulico', places.parma, 1, 'pending');
  // Another category in the same province.
  await review('Elettricista', places.parma, 1);
  await review('Elettricista', places.fidenza, 2);
  // Province of Piacenza (Emilia-Romagna too): one plumber's review.
  await review('Idraulico', places.piacenza, 2);
});

describe('the rating of a landing page (product §23 Ratings)', () => {
  it('averages the published reviews of its category in its province, anonymised ones too, hidden and pending ones never', async () => {
    const slug = await landingPage('idraulico', places.parma);
    expect(await ratingOf(slug)).toEqual({ average: 4.6, count: 5, scope: 'province', placeName: 'Parma' });
    // A plural keyword names the same category; another comune of the province has the same figures.
    expect(await ratingOf(await landingPage('idraulici', places.fidenza))).toEqual({
      average: 4.6,
      count: 5,
      scope: 'province',
      placeName: 'Parma',
    });
  });

  it('takes the region when the province has fewer than 5', async () => {
    const slug = await landingPage('idraulico', places.piacenza);
    // Parma's five and Piacenza's one: (23 + 2) / 6 = 4,17.
    expect(await ratingOf(slug)).toEqual({ average: 4.2, count: 6, scope: 'region', placeName: 'Emilia-Romagna' });
  });

  it('is null below 5 in the region too, without reviews, and for a keyword of no category', async () => {
    expect(await ratingOf(await landingPage('elettricista', places.parma))).toBeNull();
    expect(await ratingOf(await landingPage('idraulico', places.milano))).toBeNull();
    expect(await ratingOf(await landingPage('traslochi', places.parma))).toBeNull();
  });

  it('shows a published or hidden review at the next read once the change is announced: a new version, a new ETag', async () => {
    const slug = await landingPage('idraulico', places.fidenza);
    const first = await view(slug);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    // Unchanged: a 304 without a body.
    const unchanged = await view(slug, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const version = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/landing-pages-version' });
      expect(response.headers['cache-control']).toBe('no-store');
      return (response.json() as { version: string }).version;
    };
    const before = await version();
    expect(await version()).toBe(before);

    // The admin publishes the pending review (as the reviews' moderation does, announcing the change).
    await db().updateTable('reviews').set({ status: 'published', moderated_at: sql<Date>`now()` }).where('id', '=', pendingInParma).execute();
    await announceChange(db(), t.publicCache, 'landing-pages');
    // The public site sees a new version, asks the page with its ETag, and gets the new rating.
    expect(await version()).not.toBe(before);
    const changed = await view(slug, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // 5,5,4,5,4 and 1: 24 / 6 = 4,0.
    expect((changed.json() as PublicLandingPage).rating).toEqual({ average: 4, count: 6, scope: 'province', placeName: 'Parma' });

    // Hidden again: back to the five.
    await db().updateTable('reviews').set({ status: 'hidden', hidden_reason: 'Offensiva' }).where('id', '=', pendingInParma).execute();
    await announceChange(db(), t.publicCache, 'landing-pages');
    expect(await ratingOf(slug)).toEqual({ average: 4.6, count: 5, scope: 'province', placeName: 'Parma' });
  });
});
