import { randomUUID } from 'node:crypto';
import type { Business, CandidateBusiness, ServiceReach } from '@trovapro/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvePartner, signUpPartner } from '../../test/partner-helpers.ts';
import { insertLead } from '../leads/leads.repository.ts';
import { useTestApp } from '../../test/file-app.ts';

const t = useTestApp({ comuni: true, signedIn: true });

/** Fano and Pesaro (province of Pesaro e Urbino), Ancona (Marche), Bologna (Emilia-Romagna). */
const PLACES = { fano: '041013', pesaro: '041044', ancona: '042002', bologna: '037006' } as const;

const admin = t.admin;

async function addLead(istatCode: string | null, category = 'Giardinaggio'): Promise<string> {
  const id = randomUUID();
  await insertLead(t.database.db, {
    id,
    user_request: 'Potatura della siepe',
    user_email: `cliente.${id.slice(0, 8)}@example.it`,
    user_name: 'Cliente',
    user_phone: null,
    category,
    price: '25.00',
    status: 'approved_pending_companies',
    istat_code: istatCode,
    landing_page_id: null,
    prefilled_service: null,
    prefilled_location: null,
    landing_context: null,
  });
  return id;
}

/** The candidates of a lead by name, with how near they are. */
const candidates = async (leadId: string) => {
  const response = await admin('GET', `/api/admin/leads/${leadId}/candidate-businesses`);
  expect(response.statusCode, response.body).toBe(200);
  // Those the lead may be sent to: issue 33 also lists the ones outside their reach, greyed out («Fuori zona»).
  return (response.json() as CandidateBusiness[])
    .filter((business) => business.preferenceCheck.accepts)
    .map((business) => `${business.name}: ${business.placeRelation}`);
};

/** A gardener seated in Fano that signed up with `reach` (approved unless said otherwise). */
async function signedUp(name: string, serviceReach: ServiceReach, approve = true): Promise<string> {
  const id = await signUpPartner(t.app, t.database.db, {
    companyName: name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.it`,
    category: 'Giardinaggio',
    serviceReach,
  });
  if (approve) await approvePartner(t.app, t.cookie, id);
  return id;
}

describe('candidates and the reach a partner signed up with', () => {
  beforeAll(async () => {
    await signedUp('Verde Comune', 'comune');
    await signedUp('Verde Provincia', 'province');
    await signedUp('Verde Regione', 'region');
    // Added by the admin in Fano: no reach, a candidate for any lead.
    const added = await admin('POST', '/api/admin/businesses', {
      name: 'Verde Admin',
      email: 'verde.admin@example.it',
      category: 'Giardinaggio',
      location: 'Fano',
    });
    expect(added.statusCode).toBe(201);
    // Never candidates: waiting for approval, refused, paused by the admin, stopped from the email.
    await signedUp('Verde In Attesa', 'region', false);
    const refused = await signedUp('Verde Rifiutato', 'region', false);
    expect((await admin('POST', `/api/admin/businesses/${refused}/refuse`, {})).statusCode).toBe(200);
    const paused = await signedUp('Verde In Pausa', 'region');
    expect((await admin('PATCH', `/api/admin/businesses/${paused}`, { isActive: false })).statusCode).toBe(200);
    const stopped = await signedUp('Verde Disiscritto', 'region');
    await t.database.db.updateTable('businesses').set({ is_active: false, paused_reason: 'unsubscribed' }).where('id', '=', stopped).execute();
  });

  it('a lead in the seat’s comune: every reach', async () => {
    expect(await candidates(await addLead(PLACES.fano))).toEqual([
      'Verde Admin: same_comune',
      'Verde Comune: same_comune',
      'Verde Provincia: same_comune',
      'Verde Regione: same_comune',
    ]);
  });

  it('a lead elsewhere in the province: not the comune reach', async () => {
    expect(await candidates(await addLead(PLACES.pesaro))).toEqual([
      'Verde Admin: same_province',
      'Verde Provincia: same_province',
      'Verde Regione: same_province',
    ]);
  });

  it('a lead elsewhere in the region: only the region reach, and the admin’s', async () => {
    expect(await candidates(await addLead(PLACES.ancona))).toEqual(['Verde Admin: same_region', 'Verde Regione: same_region']);
  });

  it('a lead outside the region, or of no known place: only the admin’s business', async () => {
    expect(await candidates(await addLead(PLACES.bologna))).toEqual(['Verde Admin: elsewhere']);
    expect(await candidates(await addLead(null))).toEqual(['Verde Admin: elsewhere']);
  });

  it('the admin sees each business’s reach (none for its own)', async () => {
    const list = (await admin('GET', '/api/admin/businesses?category=Giardinaggio&limit=100')).json() as { businesses: Business[] };
    const reach = Object.fromEntries(list.businesses.map((business) => [business.name, business.serviceReach]));
    expect(reach).toMatchObject({ 'Verde Comune': 'comune', 'Verde Provincia': 'province', 'Verde Regione': 'region', 'Verde Admin': null });
  });
});
