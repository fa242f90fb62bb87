/**
 * `pnpm bench:admin` (DATABASE_URL required): creates a fresh database on that PostgreSQL server, imports
 * the comuni, inserts 100,000 leads with realistic people (Italian names, emails, phones, requests; one in
 * ten in Milano) and their timelines (events, sendings to partners, offer emails, purchases), and 5,000
 * partner businesses, then measures p95 of, through the service functions the routes call:
 * - the admin lead list with every filter combination (no filter, status, category, both; first and last
 *   page), each order, and searches (a rare surname, a comune matching many, an email fragment, a phone
 *   fragment, a term matching nothing) with each order, with and without a filter, first and last page;
 * - the lead detail (timeline) and the candidate-business query;
 * - the partner list with searches, and the partner detail.
 * Prints a table; exits 1 when a p95 reaches 50 ms. The database is dropped at the end.
 */
import { CATEGORIES, LEAD_SORTS, type AdminBusinessListQuery, type AdminLeadListQuery } from '@trovapro/domain';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { getBusinessDetail, listBusinesses } from '../src/features/businesses/businesses.service.ts';
import { listCandidateBusinesses } from '../src/features/leads/lead-admin.service.ts';
import { adminLeadDetail } from '../src/features/leads/lead-events.service.ts';
import { listLeads } from '../src/features/leads/leads.service.ts';
import { importMunicipalities } from '../src/features/municipalities/municipalities.service.ts';
import { createTestDatabase, testServerUrl } from '../src/test/test-database.ts';

const LEADS = 100_000;
const BUSINESSES = 5_000;
const TARGET_MS = 50;
const RUNS = 200;
const WARMUP_RUNS = 20;
const STATUSES = ['pending', 'approved_pending_companies', 'rejected', 'sent'] as const;
const MILANO = '015146';
const ROMA = '058091';

const SURNAMES = (
  'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, ' +
  'Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Ferrara, ' +
  "Galli, Martini, Leone, Longo, Gentile, Martinelli, Vitale, Lombardo, Serra, Coppola, De Santis, D'Angelo, Marchetti"
).split(', ');
const FIRST_NAMES = (
  'Marco, Giulia, Luca, Francesca, Alessandro, Chiara, Andrea, Sara, Matteo, Valentina, Davide, Elena, Simone, ' +
  'Martina, Federico, Laura, Stefano, Anna, Giorgio, Paola, Roberto, Silvia, Paolo, Elisa'
).split(', ');
const MAIL_DOMAINS = ['gmail.com', 'libero.it', 'hotmail.it', 'yahoo.it', 'outlook.it'];
/** Three requests for each of the six categories and for 'Traslochi', in that order; the comune follows. */
const LEAD_CATEGORIES = [...CATEGORIES, 'Traslochi'];
const REQUESTS = [
  'Perdita d’acqua sotto il lavello della cucina, serve un idraulico entro la settimana',
  'Sostituzione dello scaldabagno elettrico con uno a gas',
  'Lo scarico della doccia è otturato da giorni',
  'Rifare l’impianto elettrico di un appartamento di 80 mq',
  'Salta la corrente quando accendo il forno e la lavatrice insieme',
  'Installazione di faretti a led in soggiorno e corridoio',
  'Tinteggiatura di quattro stanze e del corridoio',
  'Pareti del bagno con muffa da trattare e ridipingere',
  'Verniciatura della ringhiera del balcone',
  'Tagliando e cambio olio per una Fiat Panda del 2015',
  'La macchina fa un rumore strano quando freno',
  'Sostituzione della frizione di una Golf',
  'Pulizia completa di un appartamento dopo un trasloco',
  'Pulizie settimanali per un ufficio di 120 mq',
  'Pulizia delle vetrate di un negozio',
  'Potatura di due ulivi e taglio della siepe',
  'Manutenzione del prato e impianto di irrigazione',
  'Progettazione di un piccolo giardino sul retro',
  'Trasloco di un bilocale al terzo piano senza ascensore',
  'Trasporto di un divano e un armadio',
  'Smontaggio e rimontaggio di una cucina',
];
/** The partners' names start with their trade (the category's, in CATEGORIES order). */
const TRADES = ['Idraulica', 'Elettrica', 'Colorificio', 'Autofficina', 'Pulizie', 'Giardini'];

/** A surname only 5 leads have (the search for a handful). */
const RARE_SURNAME = 'Quercioli';

if (testServerUrl() === undefined) {
  console.error('bench:admin needs DATABASE_URL (a PostgreSQL server where it may create a database).');
  process.exit(2);
}

async function fillBusinesses(db: Db): Promise<void> {
  await sql`
    with codes as (select array_agg(istat_code order by istat_code) as list from municipalities),
    gen as (
      select g, g % 6 as trade, (${SURNAMES}::text[])[1 + g % ${sql.lit(SURNAMES.length)}] as surname,
        case when g % 10 = 3 then ${MILANO} else codes.list[1 + (g * 7919) % cardinality(codes.list)] end as istat_code
      from generate_series(1, ${BUSINESSES}::int) as g, codes
    )
    insert into businesses (name, email, category, location, istat_code, province_code, region, is_active, total_purchases, total_spent, created_at)
    select (${TRADES}::text[])[1 + trade] || ' ' || surname || ' ' || g,
      lower((${TRADES}::text[])[1 + trade] || '.' || regexp_replace(surname, '[^A-Za-z]', '', 'g')) || g || '@example.it',
      (${[...CATEGORIES]}::text[])[1 + trade],
      -- One in five partners typed a province only («PR»): no comune, as the API stores it.
      case when g % 5 = 2 then m.province_code else m.name end,
      case when g % 5 = 2 then null else m.istat_code end,
      m.province_code, m.region, g % 10 <> 0, g % 5, (g % 5) * 25, now() - make_interval(mins => g)
    from gen join municipalities m on m.istat_code = gen.istat_code`.execute(db);
}

async function fillLeads(db: Db): Promise<void> {
  const statuses = [...STATUSES];
  await sql`
    with codes as (select array_agg(istat_code order by istat_code) as list from municipalities),
    gen as (
      select g, g % 7 as category,
        (${FIRST_NAMES}::text[])[1 + g % ${sql.lit(FIRST_NAMES.length)}] as first_name,
        case when g % 20000 = 1234 then ${RARE_SURNAME} else (${SURNAMES}::text[])[1 + (g / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(SURNAMES.length)}] end as surname,
        case when g % 20 = 0 then null when g % 10 = 3 then ${MILANO} when g % 20 = 7 then ${ROMA}
          else codes.list[1 + ((g::bigint * 104729) % cardinality(codes.list))::int] end as istat_code,
        (${statuses}::text[])[1 + (g / 7) % 4] as status,
        now() - make_interval(secs => g * 30) as created_at,
        lpad((abs(hashint4(g)) % 10000000)::text, 7, '0') as subscriber
      from generate_series(1, ${LEADS}::int) as g, codes
    )
    insert into leads (id, user_request, user_email, user_name, user_phone, category, price, status, istat_code, sent_at, created_at)
    select gen_random_uuid(),
      (${REQUESTS}::text[])[1 + category * 3 + g % 3] || coalesce(' a ' || m.name, '') || '.',
      lower(first_name || '.' || regexp_replace(surname, '[^A-Za-z]', '', 'g')) || (g % 997) || '@' || (${MAIL_DOMAINS}::text[])[1 + g % 5],
      first_name || ' ' || surname,
      case when g % 5 = 0 then null
        else '+39 3' || lpad((g * 37 % 100)::text, 2, '0') || ' ' || substr(subscriber, 1, 3) || ' ' || substr(subscriber, 4, 4) end,
      (${LEAD_CATEGORIES}::text[])[1 + category],
      15 + (g % 13) * 2.5,
      status, gen.istat_code,
      case when status = 'sent' then created_at + interval '1 hour' end,
      created_at
    from gen left join municipalities m on m.istat_code = gen.istat_code`.execute(db);
}

/** What the app writes around a lead: its events, its sendings (three partners each), offer emails, purchases. */
async function fillTimelines(db: Db): Promise<void> {
  await sql`
    insert into lead_events (lead_id, type, at)
    select id, 'created', created_at from leads
    union all select id, 'verified', created_at from leads
    union all select id, 'approved', created_at + interval '30 minutes' from leads where status in ('approved_pending_companies', 'sent')
    union all select id, 'rejected', created_at + interval '30 minutes' from leads where status = 'rejected'`.execute(db);
  await sql`
    with partners as (select array_agg(id order by created_at) as list from businesses),
    sent as (select id, sent_at, row_number() over (order by created_at) as n from leads where status = 'sent')
    insert into lead_deliveries (lead_id, business_id, sent_at)
    select sent.id, partners.list[1 + ((sent.n * 7 + k * 1013) % cardinality(partners.list))::int], sent.sent_at
    from sent, partners, generate_series(0, 2) as k`.execute(db);
  await sql`
    insert into email_outbox (dedupe_key, purpose, recipient, subject, html, text, status, created_at, sent_at, next_attempt_at, lead_id)
    select 'lead-offer:' || d.lead_id || ':' || d.business_id, 'lead-offer', b.email, 'Nuova richiesta: ' || l.category,
      '<p>Nuova richiesta</p>', 'Nuova richiesta', 'sent', d.sent_at, d.sent_at + interval '1 minute', d.sent_at, d.lead_id
    from lead_deliveries d join businesses b on b.id = d.business_id join leads l on l.id = d.lead_id`.execute(db);
  // A third of the sent leads bought by one partner; one in fifty paid too late by another and refunded.
  await sql`
    with ranked as (
      select d.lead_id, d.business_id, d.sent_at, l.price,
        row_number() over (partition by d.lead_id order by d.business_id) as k,
        dense_rank() over (order by d.lead_id) as n
      from lead_deliveries d join leads l on l.id = d.lead_id
    )
    insert into purchases (lead_id, business_id, business_email, business_name, amount, status, payment_provider, payment_intent_id,
      created_at, paid_at, refunded_at)
    select r.lead_id, r.business_id, b.email, b.name, r.price, case when r.k = 1 then 'paid' else 'refunded' end, 'test-gateway',
      'pi_bench_' || r.n || '_' || r.k, r.sent_at + interval '2 hours',
      case when r.k = 1 then r.sent_at + interval '2 hours' end,
      case when r.k = 2 then r.sent_at + interval '3 hours' end
    from ranked r join businesses b on b.id = r.business_id
    where (r.k = 1 and r.n % 3 = 0) or (r.k = 2 and r.n % 50 = 0)`.execute(db);
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
}

async function measure(run: (index: number) => Promise<unknown>): Promise<{ p95: number; median: number }> {
  for (let i = 0; i < WARMUP_RUNS; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { p95: p95(samples), median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
}

type Row = { name: string; p95: number; median: number };

/** The lead list's first page and, when there is more than one, its last. */
async function leadPages(db: Db, label: string, query: AdminLeadListQuery): Promise<Row[]> {
  const { totalPages, total } = await listLeads(db, { ...query, limit: 50 });
  const rows: Row[] = [];
  for (const page of totalPages > 1 ? [1, totalPages] : [1]) {
    const name = `leads ${label} (${total}), page ${page}/${Math.max(totalPages, 1)}`;
    rows.push({ name, ...(await measure(() => listLeads(db, { ...query, page, limit: 50 }))) });
  }
  return rows;
}

async function businessPages(db: Db, label: string, query: AdminBusinessListQuery): Promise<Row[]> {
  const { totalPages, total } = await listBusinesses(db, { ...query, limit: 50 });
  const rows: Row[] = [];
  for (const page of totalPages > 1 ? [1, totalPages] : [1]) {
    const name = `partners ${label} (${total}), page ${page}/${Math.max(totalPages, 1)}`;
    rows.push({ name, ...(await measure(() => listBusinesses(db, { ...query, page, limit: 50 }))) });
  }
  return rows;
}

console.log(`bench:admin — a fresh, migrated database: inserting ${LEADS} leads, ${BUSINESSES} businesses…`);
const database = await createTestDatabase();
const { db } = database;
let failed = false;
try {
  const started = performance.now();
  await importMunicipalities(db);
  await fillBusinesses(db);
  await fillLeads(db);
  await fillTimelines(db);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`.execute(db);
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} timed runs per row\n`);

  const rows: Row[] = [];
  const filters: [string, Pick<AdminLeadListQuery, 'status' | 'category'>][] = [
    ['no filter', {}],
    ['status=pending', { status: 'pending' }],
    ['category=Idraulico', { category: 'Idraulico' }],
    ['status+category', { status: 'sent', category: 'Pulizie' }],
  ];
  for (const [label, filter] of filters) rows.push(...(await leadPages(db, label, filter)));
  for (const sort of ['oldest', 'price_desc', 'price_asc'] as const) {
    rows.push(...(await leadPages(db, `sort=${sort}`, { sort })));
    for (const [label, filter] of filters.slice(1)) rows.push(...(await leadPages(db, `sort=${sort} ${label}`, { ...filter, sort })));
  }

  const searches: [string, string][] = [
    ['surname', RARE_SURNAME],
    ['comune', 'Milano'],
    // Accents ignored both ways: the comune Forlì typed without its accent, a plain name typed with one.
    ['comune without accent', 'forli'],
    ['accented term', 'Pésaro'],
    ['email', 'giulia.rossi'],
    ['phone', '347 12'],
    ['nothing', 'zzqxw'],
  ];
  for (const [kind, search] of searches) {
    for (const sort of LEAD_SORTS) {
      rows.push(...(await leadPages(db, `${kind} «${search}» sort=${sort}`, { search, sort })));
      rows.push(...(await leadPages(db, `${kind} «${search}» sort=${sort} status=pending`, { search, sort, status: 'pending' })));
    }
  }

  const sentLeadIds = (
    await db.selectFrom('leads').select('id').where('status', '=', 'sent').orderBy('created_at', 'desc').limit(RUNS).execute()
  ).map((row) => row.id);
  rows.push({ name: 'lead detail (200 sent leads)', ...(await measure((i) => adminLeadDetail(db, sentLeadIds[i % sentLeadIds.length]!))) });
  const leadIds = (
    await db.selectFrom('leads').select('id').where('status', '=', 'approved_pending_companies').orderBy('created_at', 'desc').limit(RUNS).execute()
  ).map((row) => row.id);
  rows.push({ name: 'candidate businesses (200 leads)', ...(await measure((i) => listCandidateBusinesses(db, leadIds[i % leadIds.length]!))) });

  rows.push(...(await businessPages(db, 'no search', {})));
  for (const search of ['Milano', 'Rossi', 'idraulica.bianchi', 'nessuna-azienda', 'forli', 'Pésaro']) {
    rows.push(...(await businessPages(db, `search «${search}»`, { search })));
  }
  rows.push(...(await businessPages(db, 'search «Milano» category=Elettricista', { search: 'Milano', category: 'Elettricista' })));
  const businessIds = (await db.selectFrom('businesses').select('id').orderBy('created_at', 'desc').limit(RUNS).execute()).map((row) => row.id);
  rows.push({ name: 'partner detail (200 partners)', ...(await measure((i) => getBusinessDetail(db, businessIds[i % businessIds.length]!))) });

  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`${'query'.padEnd(width)}  median ms  p95 ms`);
  for (const row of rows) {
    const ok = row.p95 < TARGET_MS;
    failed ||= !ok;
    console.log(`${row.name.padEnd(width)}  ${row.median.toFixed(2).padStart(9)}  ${row.p95.toFixed(2).padStart(6)}${ok ? '' : '  ABOVE TARGET'}`);
  }
  console.log(`\ntarget: p95 < ${TARGET_MS} ms — ${failed ? 'FAILED' : 'met'}`);
} finally {
  await database.drop();
}
process.exit(failed ? 1 : 0);
