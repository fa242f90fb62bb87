import { randomUUID } from 'node:crypto';
import type { AdminLeadList, LeadStatus } from '@trovapro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';
import { importMunicipalities } from '../municipalities/municipalities.service.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { insertLead, phoneDigits } from './leads.repository.ts';

let t: TestApp;
let cookie: string;
const MILANO = '015146';
const BERGAMO = '016024';

interface TestLead {
  name: string;
  email: string;
  phone: string | null;
  request: string;
  istatCode: string | null;
  price: string;
  hoursAgo: number;
  status?: LeadStatus;
}

/** Four leads, oldest first. */
const LEADS = {
  mario: {
    name: 'Mario Rossi',
    email: 'mario.rossi@example.it',
    phone: '+39 333 123 4567',
    request: 'Perdita dal lavandino della cucina',
    istatCode: MILANO,
    price: '25.00',
    hoursAgo: 4,
  },
  giulia: {
    name: 'Giulia Bianchi',
    email: 'giulia@posta.it',
    phone: null,
    request: 'Tinteggiare il 100% delle pareti',
    istatCode: BERGAMO,
    price: '40.00',
    hoursAgo: 3,
  },
  luca: {
    name: 'Luca Verdi',
    email: 'luca_verdi@example.it',
    phone: '+39 02 1234 5678',
    request: 'Serve un elettricista a ROSSANO, impianto vecchio',
    istatCode: null,
    price: '40.00',
    hoursAgo: 2,
    status: 'rejected',
  },
  anna: {
    name: 'Anna Neri',
    email: 'anna.neri@example.it',
    phone: null,
    request: 'Giardino da sistemare, prato 50_50 con aiuole',
    istatCode: BERGAMO,
    price: '15.00',
    hoursAgo: 1,
  },
} satisfies Record<string, TestLead>;
const ids: Record<keyof typeof LEADS, string> = { mario: '', giulia: '', luca: '', anna: '' };
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await importMunicipalities(t.database.db);
  cookie = await signInAdmin(t);
  for (const [key, lead] of Object.entries(LEADS) as Array<[keyof typeof LEADS, TestLead]>) {
    const id = randomUUID();
    ids[key] = id;
    nameOf.set(id, key);
    await insertLead(t.database.db, {
      id,
      user_request: lead.request,
      user_email: lead.email,
      user_name: lead.name,
      user_phone: lead.phone,
      category: 'Idraulico',
      price: lead.price,
      status: lead.status ?? 'pending',
      istat_code: lead.istatCode,
      created_at: new Date(Date.now() - lead.hoursAgo * 3_600_000),
    });
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads', query, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminLeadList;
}
/** The test names of the listed leads, in the list's order. */
const names = async (query: Record<string, string>) => (await list(query)).leads.map((lead) => nameOf.get(lead.id));

describe('GET /api/admin/leads — search', () => {
  it('finds a lead by the surname, whatever the case, and nothing else', async () => {
    expect(await names({ search: 'rossi' })).toEqual(['mario']);
    expect(await names({ search: 'ROSSI' })).toEqual(['mario']);
    expect(await names({ search: '  Rossi ' })).toEqual(['mario']);
    // «ross» is in ROSSANO (Luca's request) too.
    expect(await names({ search: 'ross' })).toEqual(['luca', 'mario']);
  });

  it('finds by a part of the email and by the request text', async () => {
    expect(await names({ search: 'posta.it' })).toEqual(['giulia']);
    expect(await names({ search: 'Lavandino' })).toEqual(['mario']);
  });

  it('finds by the phone with or without +39, spaces or dashes', async () => {
    for (const search of ['+39 333 123 4567', '3331234567', '333 123 4567', '+393331234567', '333-1234567', '0039 333 1234567']) {
      expect(await names({ search }), search).toEqual(['mario']);
    }
    expect(await names({ search: '02 1234' })).toEqual(['luca']);
    expect(await names({ search: '3331234568' })).toEqual([]);
  });

  it('finds by the name of the comune', async () => {
    expect(await names({ search: 'milano' })).toEqual(['mario']);
    expect(await names({ search: 'BERGAMO' })).toEqual(['anna', 'giulia']);
    expect(await names({ search: 'bergamo', status: 'pending', sort: 'price_desc' })).toEqual(['giulia', 'anna']);
    expect(await names({ search: 'bergamo', status: 'pending', sort: 'price_asc' })).toEqual(['anna', 'giulia']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await names({ search: '%' })).toEqual(['giulia']);
    expect(await names({ search: '100%' })).toEqual(['giulia']);
    expect(await names({ search: '_' })).toEqual(['anna', 'luca']);
    expect(await names({ search: '0_5' })).toEqual(['anna']);
    expect(await names({ search: '\\' })).toEqual([]);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('treats a blank search as none, and counts what the search finds', async () => {
    expect(await names({ search: '   ' })).toEqual(['anna', 'luca', 'giulia', 'mario']);
    expect(await list({ search: 'bergamo', limit: '1' })).toMatchObject({ total: 2, totalPages: 2 });
    expect(await list({ search: 'nessuno' })).toEqual({ leads: [], total: 0, totalPages: 0 });
  });

  it('refuses a search over 100 characters (400)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads', query: { search: 'x'.repeat(101) }, headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });

  it('reads a phone-looking term by its digits only when it has four or more', () => {
    expect(phoneDigits('+39 333 123 4567')).toBe('393331234567');
    expect(phoneDigits('0039 333')).toBe('39333');
    expect(phoneDigits('123')).toBeUndefined();
    expect(phoneDigits('via Roma 12')).toBeUndefined();
  });
});

describe('GET /api/admin/leads — sort', () => {
  it('is newest first by default, oldest first, or by price either way (ties newest first)', async () => {
    expect(await names({})).toEqual(['anna', 'luca', 'giulia', 'mario']);
    expect(await names({ sort: 'newest' })).toEqual(['anna', 'luca', 'giulia', 'mario']);
    expect(await names({ sort: 'oldest' })).toEqual(['mario', 'giulia', 'luca', 'anna']);
    expect(await names({ sort: 'price_desc' })).toEqual(['luca', 'giulia', 'mario', 'anna']);
    // Cheapest first; Luca and Giulia cost the same, and Luca's lead is the newer.
    expect(await names({ sort: 'price_asc' })).toEqual(['anna', 'mario', 'luca', 'giulia']);
  });

  it('pages in every order', async () => {
    for (const [sort, order] of [
      ['newest', ['anna', 'luca', 'giulia', 'mario']],
      ['oldest', ['mario', 'giulia', 'luca', 'anna']],
      ['price_desc', ['luca', 'giulia', 'mario', 'anna']],
      ['price_asc', ['anna', 'mario', 'luca', 'giulia']],
    ] as const) {
      const first = await list({ sort, limit: '3', page: '1' });
      const second = await list({ sort, limit: '3', page: '2' });
      expect(first).toMatchObject({ total: 4, totalPages: 2 });
      expect(
        [...first.leads, ...second.leads].map((lead) => nameOf.get(lead.id)),
        sort,
      ).toEqual(order);
    }
  });

  it('breaks a tie of date and price by the id', async () => {
    const twins = [randomUUID(), randomUUID()].sort();
    for (const id of twins) {
      await insertLead(t.database.db, {
        id,
        user_request: 'Gemello',
        user_email: 'gemello@example.it',
        user_name: 'Gemello',
        user_phone: null,
        category: 'Gemelli',
        price: '10.00',
        status: 'pending',
        istat_code: null,
        created_at: new Date('2024-01-01T10:00:00Z'),
      });
    }
    const order = async (sort: string) => (await list({ category: 'Gemelli', sort })).leads.map((lead) => lead.id);
    expect(await order('newest')).toEqual([...twins].reverse());
    expect(await order('price_desc')).toEqual([...twins].reverse());
    expect(await order('price_asc')).toEqual([...twins].reverse());
    expect(await order('oldest')).toEqual(twins);
  });

  it('reads every page in its order, the later ones from the other end, ties included', async () => {
    // Seven leads, some with the same price, some created at the same instant.
    const shapes = [
      ['10.00', '2024-02-01T10:00:00Z'],
      ['30.00', '2024-02-01T10:00:00Z'],
      ['30.00', '2024-02-02T10:00:00Z'],
      ['30.00', '2024-02-02T10:00:00Z'],
      ['20.00', '2024-02-03T10:00:00Z'],
      ['10.00', '2024-02-04T10:00:00Z'],
      ['20.00', '2024-02-04T10:00:00Z'],
    ] as const;
    for (const [price, createdAt] of shapes) {
      await insertLead(t.database.db, {
        id: randomUUID(),
        user_request: 'Pagine',
        user_email: 'pagine@example.it',
        user_name: 'Pagine',
        user_phone: null,
        category: 'Pagine',
        price,
        status: 'pending',
        istat_code: null,
        created_at: createdAt,
      });
    }
    for (const sort of ['newest', 'oldest', 'price_desc', 'price_asc']) {
      const all = (await list({ category: 'Pagine', sort, limit: '100' })).leads.map((lead) => lead.id);
      expect(all).toHaveLength(7);
      const prices = (await list({ category: 'Pagine', sort, limit: '100' })).leads.map((lead) => Number(lead.price));
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const limit of [1, 2, 3]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(7 / limit); page++) {
          const answer = await list({ category: 'Pagine', sort, limit: String(limit), page: String(page) });
          expect(answer.total).toBe(7);
          pages.push(...answer.leads.map((lead) => lead.id));
        }
        expect(pages, `${sort} by ${limit}`).toEqual(all);
      }
      expect((await list({ category: 'Pagine', sort, limit: '2', page: '5' })).leads).toEqual([]);
    }
  });

  it('refuses an unknown order (400)', async () => {
    for (const sort of ['cheapest', 'price']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/leads', query: { sort }, headers: { cookie } });
      expect(response.statusCode, sort).toBe(400);
    }
  });
});

describe('GET /api/admin/leads — the customer', () => {
  it('shows name, email and the phone (null when none was given)', async () => {
    const { leads } = await list({ search: 'rossi' });
    expect(leads[0]).toMatchObject({ userName: 'Mario Rossi', userEmail: 'mario.rossi@example.it', userPhone: '+39 333 123 4567' });
    expect((await list({ search: 'posta' })).leads[0]?.userPhone).toBeNull();
  });
});

describe('GET /api/admin/leads — search ignores accents, both ways', () => {
  const PESARO = '041044';
  const FORLI = '040012';
  const accented: Record<string, string> = {};

  beforeAll(async () => {
    const leads = [
      { key: 'request', request: 'Perdita dal tetto a Pésaro, urgente', name: 'Nicolò Ferri', istatCode: null },
      { key: 'comune', request: 'Infiltrazione in cantina', name: 'Marco Neri', istatCode: PESARO },
      { key: 'forli', request: 'Caldaia rotta', name: 'ANDRÈ DUPONT', istatCode: FORLI },
    ];
    for (const lead of leads) {
      const id = randomUUID();
      accented[id] = lead.key;
      await insertLead(t.database.db, {
        id,
        user_request: lead.request,
        user_email: `${lead.key}@example.it`,
        user_name: lead.name,
        user_phone: null,
        category: 'Accenti',
        price: '20.00',
        status: 'pending',
        istat_code: lead.istatCode,
        created_at: new Date(),
      });
    }
  });
  const found = async (search: string) => (await list({ category: 'Accenti', search })).leads.map((lead) => accented[lead.id]).sort();

  it('finds «Pésaro» typed without the accent, and Pesaro typed with one, in the request and the comune', async () => {
    for (const search of ['pesaro', 'Pesaro', 'PESARO', 'Pésaro', 'pésaro', 'PÉSARO', 'pèsaro']) {
      expect(await found(search), search).toEqual(['comune', 'request']);
    }
  });

  it('folds the accents of names and comuni, in upper and lower case', async () => {
    for (const search of ['nicolo', 'Nicolò', 'NICOLÒ', 'nicolo ferri']) expect(await found(search), search).toEqual(['request']);
    for (const search of ['forli', 'Forlì', 'FORLÌ', 'andre', 'André', 'andrè dupont']) expect(await found(search), search).toEqual(['forli']);
    expect(await found('nicolà')).toEqual([]);
  });
});
