import { randomUUID } from 'node:crypto';
import { CATEGORIES, type CandidateBusiness, type LeadCategories } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { insertSentLead } from '../checkout/sent-lead.fixture.ts';
import { insertLead } from './leads.repository.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true, signedIn: true });

const admin = t.admin;

async function addLead(category: string): Promise<void> {
  await insertLead(t.database.db, {
    id: randomUUID(),
    user_request: `Mi serve un ${category.toLowerCase()}`,
    user_email: 'visitatore@example.it',
    user_name: 'Visitatore',
    user_phone: null,
    category,
    price: '20.00',
    status: 'pending',
    istat_code: null,
  });
}

describe('GET /api/admin/leads/categories', () => {
  it('lists the six services first, then every other category found on stored leads, once each, A to Z', async () => {
    const before = await admin('GET', '/api/admin/leads/categories');
    expect(before.statusCode).toBe(200);
    expect((before.json() as LeadCategories).categories).toEqual([...CATEGORIES]);

    for (const category of ['Idraulico', 'Avvocato', 'Idraulico', 'Commercialista', 'Avvocato', 'Élite Traslochi']) await addLead(category);
    const after = (await admin('GET', '/api/admin/leads/categories')).json() as LeadCategories;
    expect(after.categories).toEqual([...CATEGORIES, 'Avvocato', 'Commercialista', 'Élite Traslochi']);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/leads/categories' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/leads/:id/candidate-businesses', () => {
  const partner = (location: string, email: string) => ({ name: `Idraulica ${location}`, email, category: 'Idraulico', location });

  it('adds the business by hand and answers it as a candidate, with where it is from the lead', async () => {
    const leadId = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    const cases = [
      ['Fano', 'same_comune'],
      ['Pesaro', 'same_province'],
      ['Ancona', 'same_region'],
      ['Milano', 'elsewhere'],
    ] as const;
    for (const [location, relation] of cases) {
      const email = `${location.toLowerCase()}@idraulica.example.it`;
      const response = await admin('POST', `/api/admin/leads/${leadId}/candidate-businesses`, partner(location, email));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ name: `Idraulica ${location}`, email, isActive: true, placeRelation: relation });
    }
    // It is a partner like any other: among the lead's candidates at their place.
    const candidates = (await admin('GET', `/api/admin/leads/${leadId}/candidate-businesses`)).json() as CandidateBusiness[];
    expect(candidates.map((candidate) => [candidate.location, candidate.placeRelation])).toEqual(cases);
  });

  it('is elsewhere for a lead of unknown place, whatever the business', async () => {
    const leadId = await insertSentLead(t.database.db, { status: 'approved_pending_companies', inFano: false });
    const response = await admin('POST', `/api/admin/leads/${leadId}/candidate-businesses`, partner('Fano', 'altrove@idraulica.example.it'));
    expect(response.json()).toMatchObject({ placeRelation: 'elsewhere' });
  });

  it('answers 404 for an unknown lead and creates nothing; 409 for a taken email; 400 for a blank name', async () => {
    const unknown = await admin('POST', `/api/admin/leads/${randomUUID()}/candidate-businesses`, partner('Fano', 'nessuno@example.it'));
    expect(unknown.statusCode).toBe(404);
    const created = await t.database.db.selectFrom('businesses').select('id').where('email', '=', 'nessuno@example.it').execute();
    expect(created).toEqual([]);

    const leadId = await insertSentLead(t.database.db, { status: 'approved_pending_companies' });
    const taken = await admin('POST', `/api/admin/leads/${leadId}/candidate-businesses`, partner('Fano', 'FANO@idraulica.example.it'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'conflict', field: 'email' });
    const blank = await admin('POST', `/api/admin/leads/${leadId}/candidate-businesses`, { ...partner('Fano', 'vuoto@example.it'), name: '   ' });
    expect(blank.statusCode).toBe(400);
  });
});
