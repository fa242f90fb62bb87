import { randomUUID } from 'node:crypto';
import { candidateRanking } from '@trovapro/copy';
import { REVIEW_SCORE_PRIOR, reviewScore, type Business, type CandidateBusiness, type ReviewStatus } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/file-app.ts';
import { insertReview } from '../../test/business-review.ts';
import { insertLead } from './leads.repository.ts';

/** Issue 34: published reviews weigh in the candidates' ranking, within a place group, never above a nearer business. */
const t = useTestApp({ comuni: true, signedIn: true });

const BERGAMO = '016024';

async function addBusiness(name: string, location: string): Promise<Business> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.it`;
  const response = await t.admin('POST', '/api/admin/businesses', { name, email, category: 'Idraulico', location });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Business;
}

/** Reviews of the business with these stars, in that status. */
async function review(business: Business, stars: readonly number[], status: ReviewStatus = 'published') {
  for (const star of stars) await insertReview(t.database.db, business.id, { stars: star, status });
}

async function candidates(leadId: string): Promise<CandidateBusiness[]> {
  const response = await t.admin('GET', `/api/admin/leads/${leadId}/candidate-businesses`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CandidateBusiness[];
}

let lead = '';
beforeAll(async () => {
  lead = randomUUID();
  await insertLead(t.database.db, {
    id: lead,
    user_request: 'Perdita dal lavandino a Bergamo',
    user_email: 'cliente@example.it',
    user_name: 'Cliente',
    user_phone: null,
    category: 'Idraulico',
    price: '25.00',
    status: 'approved_pending_companies',
    istat_code: BERGAMO,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });

  // Same comune: fifty reviews averaging 4,8 beat a single 5★; no reviews scores the prior (3).
  const fifty = await addBusiness('Zeta Idraulica', 'Bergamo');
  await review(fifty, [...Array<number>(40).fill(5), ...Array<number>(10).fill(4)]);
  await review(await addBusiness('Beta Idraulica', 'Bergamo'), [5]);
  await addBusiness('Alfa Idraulica', 'Bergamo');
  await addBusiness('Delta Idraulica', 'Bergamo');
  // One published 1★ (below the prior), and hidden and pending 5★ that must not lift it.
  const poor = await addBusiness('Gamma Idraulica', 'Bergamo');
  await review(poor, [1]);
  await review(poor, [5, 5, 5], 'hidden');
  await review(poor, [5, 5, 5], 'pending');
  // Same province: ten 5★ reviews, still after every business of the comune.
  await review(await addBusiness('Eccellente Idraulica', 'Treviglio (BG)'), Array<number>(10).fill(5));
  await addBusiness('Omega Idraulica', 'Treviglio (BG)');
}, 120_000);

describe('candidates ranked by review score within a place group (issue 34)', () => {
  it('puts a better-reviewed business of the same place first, never above a nearer one; ties by name', async () => {
    const ranked = (await candidates(lead)).map((business) => `${business.name}: ${business.placeRelation}`);
    expect(ranked).toEqual([
      'Zeta Idraulica: same_comune',
      'Beta Idraulica: same_comune',
      'Alfa Idraulica: same_comune',
      'Delta Idraulica: same_comune',
      'Gamma Idraulica: same_comune',
      'Eccellente Idraulica: same_province',
      'Omega Idraulica: same_province',
    ]);
  });

  it('shows each candidate’s rating of its published reviews only, or none', async () => {
    const ratings = Object.fromEntries((await candidates(lead)).map((business) => [business.name, business.rating]));
    expect(ratings).toEqual({
      'Zeta Idraulica': { average: '4.8', count: 50 },
      'Beta Idraulica': { average: '5.0', count: 1 },
      'Alfa Idraulica': null,
      'Delta Idraulica': null,
      'Gamma Idraulica': { average: '1.0', count: 1 },
      'Eccellente Idraulica': { average: '5.0', count: 10 },
      'Omega Idraulica': null,
    });
  });

  it('applies the rule the candidate list states', () => {
    expect(reviewScore(5, 1)).toBeLessThan(reviewScore(240, 50));
    expect(reviewScore(0, 0)).toBe(REVIEW_SCORE_PRIOR.stars);
    expect(candidateRanking.order).toContain(`${REVIEW_SCORE_PRIOR.reviews} recensioni da ${REVIEW_SCORE_PRIOR.stars} stelle`);
    expect(candidateRanking.order).toContain('una sola recensione da 5 stelle non supera cinquanta da 4,8');
  });

  it('a business added by hand has no rating yet', async () => {
    const response = await t.admin('POST', `/api/admin/leads/${lead}/candidate-businesses`, {
      name: 'Nuova Idraulica',
      email: `nuova.${randomUUID().slice(0, 6)}@example.it`,
      category: 'Idraulico',
      location: 'Bergamo',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as CandidateBusiness).rating).toBeNull();
  });
});
