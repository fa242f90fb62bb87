import { apiBusinessReviewsMessages } from '@trovapro/copy';
import { REVIEW_REPLY_MAX, routes, type BusinessReview, type BusinessReviewList } from '@trovapro/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_COOKIE_NAME } from '../../plugins/business-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { VISITOR } from '../checkout/sent-lead.fixture.ts';
import { insertReview } from '../../test/business-review.ts';
import { REPLIES_PER_BUSINESS } from './business-reviews.service.ts';
import { createBusinessSession } from './business-sessions.ts';

/** «Recensioni» of the «Area aziende» (issue 34): the business's reviews, and its one reply while it may give it. */
const CHECKOUT = 'https://trovapro.example';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let cookieA = '';
let cookieB = '';
let businessA = '';
let businessB = '';
const reviews = { open: '', old: '', overdue: '', published: '', hidden: '', anonymous: '', ofB: '' };

const list = async (cookie: string, query = ''): Promise<BusinessReviewList> => {
  const response = await t.app.inject({ method: 'GET', url: `${routes.businessListReviews.path}${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessReviewList;
};

const reply = (cookie: string, id: string, text: string) =>
  t.app.inject({
    method: 'PUT',
    url: routes.businessReplyToReview.path.replace(':id', id),
    headers: { cookie, origin: CHECKOUT },
    payload: { reply: text },
  });

const stored = (id: string) =>
  t.database.db.selectFrom('reviews').select(['reply', 'replied_at', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const eventsOf = (id: string) =>
  t.database.db.selectFrom('review_events').select(['type', 'admin_id']).where('review_id', '=', id).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_URL: CHECKOUT } });
  const { db } = t.database;
  const business = (email: string, name: string) =>
    db
      .insertInto('businesses')
      .values({ name, email, category: 'Idraulico', location: 'Fano', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
  businessA = (await business('alfa@example.it', 'Idraulica Alfa')).id;
  businessB = (await business('beta@example.it', 'Termoidraulica Beta')).id;

  reviews.old = await insertReview(db, businessA, { stars: 4, hoursAgo: 30, comment: null, lead: { category: 'Elettricista', inFano: false } });
  reviews.overdue = await insertReview(db, businessA, { stars: 2, hoursAgo: 20, replyDays: -1 });
  reviews.published = await insertReview(db, businessA, { stars: 5, hoursAgo: 10, status: 'published' });
  reviews.hidden = await insertReview(db, businessA, { stars: 1, hoursAgo: 5, status: 'hidden' });
  reviews.anonymous = await insertReview(db, businessA, { stars: 4, hoursAgo: 3, author: null, status: 'published' });
  reviews.open = await insertReview(db, businessA, { stars: 3, hoursAgo: 1, comment: 'Arrivato in ritardo, ma il lavoro è buono.' });
  reviews.ofB = await insertReview(db, businessB, { stars: 5 });

  cookieA = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, businessA)}`;
  cookieB = `${BUSINESS_COOKIE_NAME}=${await createBusinessSession(db, businessB)}`;
}, 60_000);
afterAll(() => t.close());

describe('GET /api/business/area/reviews', () => {
  it('lists only the business’s own reviews, newest first, with the request they are about', async () => {
    const page = await list(cookieA);
    expect(page.reviews.map((review) => review.id)).toEqual([
      reviews.open,
      reviews.anonymous,
      reviews.hidden,
      reviews.published,
      reviews.overdue,
      reviews.old,
    ]);
    expect([page.total, page.totalPages]).toEqual([6, 1]);
    const [open] = page.reviews;
    expect(open).toMatchObject({
      stars: 3,
      comment: 'Arrivato in ritardo, ma il lavoro è buono.',
      author: 'Giulia B.',
      category: 'Idraulico',
      place: 'Fano (Pesaro e Urbino)',
      status: 'pending',
      reply: null,
      repliedAt: null,
      canReply: true,
    });
    expect(Date.parse(open?.replyUntil ?? '')).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(page.reviews.find((review) => review.id === reviews.old)).toMatchObject({ category: 'Elettricista', place: 'Zona Sud', comment: null });
    expect((await list(cookieB)).reviews.map((review) => review.id)).toEqual([reviews.ofB]);
    // Never the customer's contacts.
    for (const secret of [VISITOR.email, VISITOR.phone, VISITOR.name]) expect(JSON.stringify(page)).not.toContain(secret);
  });

  it('says who may still be answered, shows an anonymised author as null and never the admin’s reason for hiding', async () => {
    const byId = new Map((await list(cookieA)).reviews.map((review) => [review.id, review]));
    expect(byId.get(reviews.overdue)).toMatchObject({ status: 'pending', canReply: false });
    expect(byId.get(reviews.published)).toMatchObject({ status: 'published', canReply: false });
    expect(byId.get(reviews.hidden)).toMatchObject({ status: 'hidden', canReply: false });
    expect(byId.get(reviews.anonymous)).toMatchObject({ author: null });
    expect(JSON.stringify([...byId.values()])).not.toContain('Contiene il numero di telefono');
  });

  it('gives the rating of the published reviews only, and how many await a reply', async () => {
    const page = await list(cookieA);
    // Published: 5 and 4 → 4,5 of 2; the pending 3, 2, 4 and the hidden 1 do not count.
    expect(page.rating).toEqual({ average: '4.5', count: 2 });
    expect(page.awaitingReply).toBe(2);
    expect((await list(cookieB)).rating).toBeNull();
  });

  it('pages them 20 at a time by default and as asked; needs a session', async () => {
    const second = await list(cookieA, '?limit=2&page=2');
    expect(second.reviews.map((review) => review.id)).toEqual([reviews.hidden, reviews.published]);
    expect([second.total, second.totalPages]).toEqual([6, 3]);
    expect((await t.app.inject({ method: 'GET', url: routes.businessListReviews.path })).statusCode).toBe(401);
  });
});

describe('PUT /api/business/area/reviews/:id/reply', () => {
  it('saves the reply, trimmed, logs it as replied, and lets the business edit it until the deadline', async () => {
    const first = await reply(cookieA, reviews.open, '  Grazie del commento: la prossima volta saremo puntuali.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: reviews.open, reply: 'Grazie del commento: la prossima volta saremo puntuali.', canReply: true });
    expect((first.json() as BusinessReview).repliedAt).not.toBeNull();

    const edited = await reply(cookieA, reviews.open, 'Grazie, ci scusiamo per il ritardo.');
    expect(edited.statusCode).toBe(200);
    expect(await stored(reviews.open)).toMatchObject({ reply: 'Grazie, ci scusiamo per il ritardo.', status: 'pending' });
    expect(await eventsOf(reviews.open)).toEqual([
      { type: 'replied', admin_id: null },
      { type: 'replied', admin_id: null },
    ]);
    expect((await list(cookieA)).awaitingReply).toBe(1);
  });

  it('answers 404 for another business’s review or an unknown id, and writes nothing', async () => {
    const foreign = await reply(cookieA, reviews.ofB, 'Non è mia.');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: apiBusinessReviewsMessages.reviewNotFound });
    expect(await stored(reviews.ofB)).toMatchObject({ reply: null });
    expect(await eventsOf(reviews.ofB)).toEqual([]);
    expect((await reply(cookieA, UNKNOWN_ID, 'Nessuna.')).statusCode).toBe(404);
    expect((await reply(cookieB, reviews.open, 'Di Beta.')).statusCode).toBe(404);
  });

  it('answers 409 after the deadline or once the admin has published or hidden the review, with why', async () => {
    const late = await reply(cookieA, reviews.overdue, 'Troppo tardi.');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'conflict', message: apiBusinessReviewsMessages.replyTimeOver });
    for (const id of [reviews.published, reviews.hidden]) {
      const moderated = await reply(cookieA, id, 'Dopo la pubblicazione.');
      expect(moderated.statusCode).toBe(409);
      expect(moderated.json()).toMatchObject({ message: apiBusinessReviewsMessages.alreadyModerated });
      expect(await stored(id)).toMatchObject({ reply: null });
    }
    expect(await eventsOf(reviews.overdue)).toEqual([]);
  });

  it('closes as soon as the deadline passes, a reply written before it staying', async () => {
    await t.database.db.updateTable('reviews').set({ reply_until: sql<Date>`now() - interval '1 second'` }).where('id', '=', reviews.open).execute();
    expect((await reply(cookieA, reviews.open, 'Ancora una modifica.')).statusCode).toBe(409);
    expect(await stored(reviews.open)).toMatchObject({ reply: 'Grazie, ci scusiamo per il ritardo.' });
    expect((await list(cookieA)).reviews.find((review) => review.id === reviews.open)).toMatchObject({ canReply: false });
  });

  it('refuses a blank or too long reply (400), a foreign origin (403) and no session (401)', async () => {
    const blank = await reply(cookieA, reviews.old, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation_error', field: 'reply' });
    expect((await reply(cookieA, reviews.old, 'x'.repeat(REVIEW_REPLY_MAX + 1))).statusCode).toBe(400);
    expect((await reply(cookieA, reviews.old, 'x'.repeat(REVIEW_REPLY_MAX))).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: routes.businessReplyToReview.path.replace(':id', reviews.old),
      headers: { cookie: cookieA, origin: 'https://evil.example' },
      payload: { reply: 'Da un altro sito.' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await reply('', reviews.old, 'Senza sessione.')).statusCode).toBe(401);
  });

  it('saves at most REPLIES_PER_BUSINESS replies a business in 15 minutes', async () => {
    await t.database.db.deleteFrom('rate_limit_counters').where('key', 'like', 'review-reply:%').execute();
    const answers: number[] = [];
    for (let i = 0; i < REPLIES_PER_BUSINESS; i++) answers.push((await reply(cookieB, reviews.ofB, `Risposta ${i}`)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(REPLIES_PER_BUSINESS);
    const refused = await reply(cookieB, reviews.ofB, 'Una di troppo.');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
