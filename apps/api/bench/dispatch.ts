/**
 * `pnpm bench:dispatch` (issue 35 §6) — automatic dispatch on PostgreSQL, a simulated day compressed into minutes:
 * - a fresh database `trovapro_bench_dispatch_<pid>` on DATABASE_URL's server (default the local one), migrated as
 *   the app does, with the comuni imported; dropped at the end;
 * - 5,000 approved partners with varied «Preferenze»: seats in real comuni (mostly where the leads are), 1–3 of the six
 *   categories, every reach (comune, comuni, province, region, none), some highest prices, weekly caps (some low),
 *   some paused (from their area or by the admin), and this week's purchases (paid, some refunded, some last week);
 * - the rules on for the six categories: hold 0 minutes, top 3, waves every 168 hours (none during the run);
 * - 1,000 verified leads arriving as a Poisson process over ARRIVAL_SECONDS (BENCH_ARRIVAL_SECONDS, default 180),
 *   each through completeLead as the route runs it (a verification row, then in one transaction the lead, its events,
 *   the confirmation email and planAutoDispatch, the routes' `afterCreate`); ~85 % understood by the built-in analyzer
 *   (category and comune), ~15 % that must stay manual (an ambiguous place «a Reggio», a duplicate of an earlier
 *   email, a phone number in the text);
 * - two instances (two pools, two job engines with supervision) working 'auto-dispatch' and 'dispatch-sweep' as
 *   background-tasks.ts does; the emails stay queued; meanwhile businesses buy some of the offers they received
 *   (paid purchases at the lead's price).
 * Then it reports the time from verification to the first offer (p50, p95), the share of leads sent automatically,
 * the offers per business, and the violations counted by its own SQL over the stored offers (written from the rules,
 * not from the dispatcher's code). Exits 1 when p95 ≥ 60 s or any violation is found. BENCH_JIT=off turns PostgreSQL's
 * JIT off for the bench database (diagnosis only; docs/PERFORMANCE.md says why). Figures: docs/PERFORMANCE.md.
 */
import { randomUUID } from 'node:crypto';
import { CATEGORIES, defaultPriceForCategory } from '@trovapro/domain';
import { sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createRequestLinks } from '../src/features/customer-request/customer-request.service.ts';
import { autoDispatchTask, createDispatchContext, planAutoDispatch, runDueDispatches } from '../src/features/dispatch/dispatch.service.ts';
import { completeLead, type LeadsContext } from '../src/features/leads/leads.service.ts';
import { importMunicipalities } from '../src/features/municipalities/municipalities.service.ts';
import { createEraseLinks, privacySecret } from '../src/features/privacy/privacy.service.ts';
import { JobEngine } from '../src/jobs/job-engine.ts';
import { createAiProvider } from '../src/providers/ai/index.ts';
import { testConfig } from '../src/test/test-database.ts';

const BUSINESSES = 5_000;
const LEADS = 1_000;
/** The day's leads arrive over this many seconds (a Poisson process: exponential gaps, mean ARRIVAL_SECONDS / LEADS). */
const ARRIVAL_SECONDS = Number(process.env.BENCH_ARRIVAL_SECONDS ?? 180);
const TOP_N = 3;
const HOLD_MINUTES = 0;
const WAVE_HOURS = 168;
const P95_TARGET_SECONDS = 60;
/** After the last arrival, how long the queue may take to settle before the figures are read. */
const SETTLE_TIMEOUT_SECONDS = 180;
/** The shares of the leads that must stay manual, by kind. */
const MANUAL_SHARES = { ambiguous: 0.05, duplicate: 0.05, contact: 0.05 } as const;
/** A business buys an offer it received with this probability, a few seconds after it. */
const BUY_PROBABILITY = 0.35;
const SEED = Number(process.env.BENCH_SEED ?? 35);

type LeadKind = 'auto' | keyof typeof MANUAL_SHARES;

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `trovapro_bench_dispatch_${process.pid}`;

/** A small deterministic generator (mulberry32), so two runs build the same partners and leads. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
const random = generator(SEED);

/** A weighted pick: `weights` cumulative, built once. */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Requests the built-in analyzer reads as their category; « a <comune>» follows. */
const REQUESTS: Record<(typeof CATEGORIES)[number], readonly string[]> = {
  Idraulico: [
    'Perdita sotto il lavandino',
    'Perdita d’acqua sotto il lavello della cucina',
    'Sostituzione dello scaldabagno',
    'Lo scarico della doccia è otturato',
    'Serve un idraulico per il rubinetto che gocciola',
  ],
  Elettricista: [
    'Rifare l’impianto elettrico di un appartamento',
    'Salta la corrente quando accendo il forno',
    'Installazione di faretti a led in soggiorno',
    'Serve un elettricista per le prese di casa',
  ],
  Imbianchino: [
    'Tinteggiatura di quattro stanze e del corridoio',
    'Pareti del bagno con muffa da ridipingere',
    'Imbiancare un appartamento di 70 mq',
    'Verniciatura della ringhiera del balcone',
  ],
  Meccanico: [
    'Tagliando e cambio olio per una Fiat Panda',
    'La macchina fa un rumore strano quando freno',
    'Sostituzione della frizione di una Golf',
    'Cambio gomme e controllo dei freni',
  ],
  Pulizie: [
    'Pulizia completa di un appartamento dopo un trasloco',
    'Pulizie settimanali per un ufficio',
    'Pulizia delle vetrate di un negozio',
    'Impresa di pulizie per le scale del condominio',
  ],
  Giardinaggio: [
    'Potatura di due ulivi e taglio della siepe',
    'Manutenzione del prato e del giardino',
    'Taglio dell’erba in giardino',
    'Sistemazione del giardino sul retro',
  ],
};
const AMBIGUOUS_PLACES = ['Reggio', 'Castelnuovo', 'Montecchio', 'San Giorgio', 'Santa Maria'];
const FIRST_NAMES = ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Andrea', 'Sara', 'Matteo', 'Elena'];
const SURNAMES = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];
const TRADES: Record<(typeof CATEGORIES)[number], string> = {
  Idraulico: 'Idraulica',
  Elettricista: 'Elettrica',
  Imbianchino: 'Colorificio',
  Meccanico: 'Autofficina',
  Pulizie: 'Pulizie',
  Giardinaggio: 'Giardini',
};

interface Comune {
  istat_code: string;
  name: string;
  province_code: string;
  region: string;
  population: number | null;
}

interface PlannedLead {
  readonly id: string;
  readonly kind: LeadKind;
  readonly category: (typeof CATEGORIES)[number];
  readonly istatCode: string;
  readonly userRequest: string;
  readonly email: string;
  readonly phone: string;
  readonly userName: string;
  /** Seconds after the start of the arrivals. */
  readonly at: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// The data

/** The comuni the leads name: the most populated ones whose name the analyzer reads back unambiguously. */
async function leadComuni(comuni: readonly Comune[]): Promise<Comune[]> {
  const ai = createAiProvider();
  const candidates = [...comuni].sort((a, b) => (b.population ?? 0) - (a.population ?? 0)).slice(0, 600);
  const understood: Comune[] = [];
  for (const comune of candidates) {
    const profile = await ai.analyzeRequest({ userRequest: `Perdita sotto il lavandino a ${comune.name}`, userName: 'Mario Rossi' });
    if (!profile.needsClarification && profile.location?.istatCode === comune.istat_code && profile.category === 'Idraulico') understood.push(comune);
    if (understood.length === 400) break;
  }
  return understood;
}

async function fillBusinesses(db: Db, comuni: readonly Comune[], leadPlaces: readonly Comune[]): Promise<void> {
  const byProvince = new Map<string, Comune[]>();
  for (const comune of comuni) byProvince.set(comune.province_code, [...(byProvince.get(comune.province_code) ?? []), comune]);
  const leadPlace = weightedPicker(leadPlaces, (comune) => Math.sqrt(comune.population ?? 1000));
  const rows = [];
  for (let i = 1; i <= BUSINESSES; i++) {
    // Seven in ten where the leads are; the rest anywhere in Italy.
    const seat = random.chance(0.7) ? leadPlace() : random.pick(comuni);
    const categories = [random.pick(CATEGORIES)];
    for (const extra of [0.35, 0.15]) {
      if (!random.chance(extra)) break;
      const other = random.pick(CATEGORIES.filter((category) => !categories.includes(category)));
      categories.push(other);
    }
    const reachDraw = random.next();
    const reach = (['comune', 'comuni', 'province', 'region', null] as const)[
      reachDraw < 0.2 ? 0 : reachDraw < 0.35 ? 1 : reachDraw < 0.7 ? 2 : reachDraw < 0.85 ? 3 : 4
    ];
    const neighbours = byProvince.get(seat.province_code) ?? [seat];
    const serviceComuni =
      reach === 'comuni'
        ? [...new Set([seat.istat_code, ...Array.from({ length: 2 + random.int(6) }, () => random.pick(neighbours).istat_code)])]
        : [];
    const priceDraw = random.next();
    const maxPrice = priceDraw < 0.7 ? null : priceDraw < 0.9 ? '30.00' : '20.00';
    const capDraw = random.next();
    const weeklyCap = capDraw < 0.5 ? null : capDraw < 0.7 ? random.pick(['25.00', '40.00', '50.00']) : random.pick(['100.00', '150.00', '250.00']);
    const pauseDraw = random.next();
    const paused = pauseDraw < 0.04 ? ('area' as const) : pauseDraw < 0.08 ? ('admin' as const) : null;
    const surname = random.pick(SURNAMES);
    rows.push({
      name: `${TRADES[categories[0]!]} ${surname} ${i}`,
      email: `${TRADES[categories[0]!].toLowerCase()}.${surname.toLowerCase()}${i}@example.it`,
      category: categories[0]!,
      categories,
      location: seat.name,
      istat_code: seat.istat_code,
      province_code: seat.province_code,
      region: seat.region,
      approval: 'approved' as const,
      is_active: paused === null,
      paused_reason: paused,
      paused_at: paused === null ? null : new Date(Date.now() - 86_400_000),
      service_reach: reach,
      service_comuni: serviceComuni,
      max_price: maxPrice,
      weekly_cap: weeklyCap,
      created_at: new Date(Date.now() - (BUSINESSES - i) * 60_000),
    });
  }
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('businesses')
      .values(rows.slice(start, start + 500))
      .execute();
}

/**
 * This week's purchases (so caps are partly used) and some history: one past lead per purchase (an email of its own,
 * never a duplicate of the run's), paid this week, paid last week (not counted), or paid and refunded this week.
 */
async function fillPurchaseHistory(db: Db): Promise<{ paidThisWeek: number; refunded: number; lastWeek: number }> {
  const businesses = await db
    .selectFrom('businesses')
    .select(['id', 'email', 'name', 'category', 'istat_code', 'weekly_cap'])
    .orderBy('created_at')
    .execute();
  const { start } = await db
    .selectNoFrom(sql<Date>`date_trunc('week', now() at time zone 'Europe/Rome') at time zone 'Europe/Rome'`.as('start'))
    .executeTakeFirstOrThrow();
  const weekStart = new Date(start).getTime();
  const now = Date.now();
  const counts = { paidThisWeek: 0, refunded: 0, lastWeek: 0 };
  const leads = [];
  const purchases = [];
  let n = 0;
  for (const business of businesses) {
    if (!random.chance(0.45)) continue;
    const bought = 1 + random.int(business.weekly_cap !== null && Number(business.weekly_cap) <= 50 ? 2 : 4);
    for (let k = 0; k < bought; k++) {
      n += 1;
      const kind = random.chance(0.12) ? 'refunded' : random.chance(0.15) ? 'lastWeek' : 'paidThisWeek';
      const paidAt =
        kind === 'lastWeek' ? weekStart - (1 + random.int(6 * 24)) * 3_600_000 : weekStart + random.next() * Math.max(now - 60_000 - weekStart, 1);
      const price = defaultPriceForCategory(business.category);
      const leadId = randomUUID();
      leads.push({
        id: leadId,
        user_request: `${REQUESTS[business.category as (typeof CATEGORIES)[number]]?.[0] ?? 'Lavoro'} (storico)`,
        user_email: `storico${n}@example.it`,
        user_name: 'Cliente Storico',
        user_phone: null,
        category: business.category,
        price,
        status: 'sent' as const,
        istat_code: business.istat_code,
        sent_at: new Date(paidAt - 3_600_000),
        created_at: new Date(paidAt - 7_200_000),
      });
      purchases.push({
        lead_id: leadId,
        business_id: business.id,
        business_email: business.email,
        business_name: business.name,
        amount: price,
        status: kind === 'refunded' ? ('refunded' as const) : ('paid' as const),
        payment_provider: 'test-gateway' as const,
        payment_intent_id: `pi_bench_history_${n}`,
        created_at: new Date(paidAt),
        paid_at: new Date(paidAt),
        refunded_at: kind === 'refunded' ? new Date(Math.min(paidAt + 3_600_000, now)) : null,
      });
      counts[kind] += 1;
    }
  }
  for (let start = 0; start < leads.length; start += 500)
    await db
      .insertInto('leads')
      .values(leads.slice(start, start + 500))
      .execute();
  for (let start = 0; start < purchases.length; start += 500)
    await db
      .insertInto('purchases')
      .values(purchases.slice(start, start + 500))
      .execute();
  return counts;
}

/** The day's leads, in arrival order, with the analyzer's reading checked for the ones that should go automatically. */
async function planLeads(leadPlaces: readonly Comune[]): Promise<PlannedLead[]> {
  const ai = createAiProvider();
  const place = weightedPicker(leadPlaces, (comune) => Math.sqrt(comune.population ?? 1000));
  const leads: PlannedLead[] = [];
  let at = 0;
  for (let i = 1; i <= LEADS; i++) {
    at += -Math.log(1 - random.next()) * (ARRIVAL_SECONDS / LEADS);
    const draw = random.next();
    const earlier = leads.filter((lead) => lead.kind === 'auto');
    let kind: LeadKind =
      draw < MANUAL_SHARES.ambiguous
        ? 'ambiguous'
        : draw < MANUAL_SHARES.ambiguous + MANUAL_SHARES.duplicate
          ? 'duplicate'
          : draw < MANUAL_SHARES.ambiguous + MANUAL_SHARES.duplicate + MANUAL_SHARES.contact
            ? 'contact'
            : 'auto';
    if (kind === 'duplicate' && earlier.length === 0) kind = 'auto';
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const base = {
      id: randomUUID(),
      kind,
      at,
      userName: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${i}.${process.pid}@example.it`,
      phone: `+39 3${String(20 + (i % 70)).padStart(2, '0')} ${String(100 + (i % 900)).padStart(3, '0')} ${String(1000 + i).padStart(4, '0')}`,
    };
    if (kind === 'duplicate') {
      // The same person asks again for the same service, in other words.
      const original = random.pick(earlier);
      const request = random.pick(REQUESTS[original.category].filter((text) => !original.userRequest.startsWith(text)));
      const comune = leadPlaces.find((candidate) => candidate.istat_code === original.istatCode)!;
      leads.push({
        ...base,
        category: original.category,
        istatCode: original.istatCode,
        email: original.email,
        phone: original.phone,
        userRequest: `${request} a ${comune.name}`,
      });
      continue;
    }
    for (let attempt = 0; ; attempt++) {
      const category = random.pick(CATEGORIES);
      const request = random.pick(REQUESTS[category]);
      if (kind === 'ambiguous') {
        const name = random.pick(AMBIGUOUS_PLACES);
        const profile = await ai.analyzeRequest({ userRequest: `${request} a ${name}`, userName: base.userName });
        const choice = profile.placeChoices?.[random.int(profile.placeChoices.length)];
        // The visitor picked one of the comuni the chat offered.
        if (profile.category === category && choice !== undefined) {
          leads.push({ ...base, category, istatCode: choice.istatCode, userRequest: `${request} a ${name}` });
          break;
        }
      } else {
        const comune = place();
        const contact = kind === 'contact' ? `, chiamatemi al 3${String(31 + random.int(60))} ${String(1000000 + random.int(8999999))}` : '';
        const userRequest = `${request} a ${comune.name}${contact}`;
        const profile = await ai.analyzeRequest({ userRequest, userName: base.userName });
        if (profile.category === category && profile.location?.istatCode === comune.istat_code && !profile.needsClarification) {
          leads.push({ ...base, category, istatCode: comune.istat_code, userRequest });
          break;
        }
      }
      if (attempt > 50) throw new Error(`no ${kind} request the analyzer reads as meant`);
    }
  }
  return leads;
}

// ---------------------------------------------------------------------------------------------------------------------
// The checks: written from the rules (issue 35, db/business-preferences.ts's description), not from the dispatcher

const WEEK_OF = (at: string) => `(date_trunc('week', ${at} at time zone 'Europe/Rome') at time zone 'Europe/Rome')`;

/** Each check: the number of offers (or leads) breaking it, over the run's leads (table bench_leads). */
function violationQueries(maxOffers: number): [string, string][] {
  return [
    [
      'weekly cap exceeded (paid this Rome week before the offer + price > cap)',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        join businesses b on b.id = d.business_id
        where b.weekly_cap is not null and l.price + (select coalesce(sum(p.amount), 0) from purchases p
          where p.business_id = b.id and p.status = 'paid' and p.paid_at >= ${WEEK_OF('d.sent_at')} and p.paid_at < d.sent_at) > b.weekly_cap`,
    ],
    [
      'paused business offered',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join businesses b on b.id = d.business_id
        where not b.is_active or b.paused_reason is not null`,
    ],
    [
      'business not approved offered',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join businesses b on b.id = d.business_id
        where b.approval <> 'approved'`,
    ],
    [
      'out-of-reach business offered',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        join businesses b on b.id = d.business_id left join municipalities m on m.istat_code = l.istat_code
        where b.service_reach is not null and (l.istat_code is null or not (
          (b.service_reach = 'comune' and b.istat_code is not distinct from l.istat_code)
          or (b.service_reach = 'comuni' and l.istat_code = any(b.service_comuni))
          or (b.service_reach = 'province' and b.province_code is not distinct from m.province_code)
          or (b.service_reach = 'region' and b.region is not distinct from m.region)))`,
    ],
    [
      'category not among the business’s categories',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        join businesses b on b.id = d.business_id where not (l.category = any(b.categories))`,
    ],
    [
      'price above the business’s highest price',
      `select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        join businesses b on b.id = d.business_id where b.max_price is not null and l.price > b.max_price`,
    ],
    [
      `lead offered to more than top_n (${TOP_N}) or LEAD_MAX_OFFERS (${maxOffers})`,
      `select count(*) from (select d.lead_id from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        left join dispatch_rules r on r.category = l.category
        group by d.lead_id, r.top_n having count(*) > least(coalesce(r.top_n, 0), ${maxOffers})) over_limit`,
    ],
    [
      'manual-only lead offered (duplicate, ambiguous place, contact data)',
      `select count(distinct d.lead_id) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id where bl.kind <> 'auto'`,
    ],
    [
      'offer email written twice (once-only across the 2 instances)',
      `select count(*) from (select o.lead_id, o.recipient from email_outbox o join bench_leads bl on bl.id = o.lead_id
        where o.purpose = 'lead-offer' group by o.lead_id, o.recipient having count(*) > 1) twice`,
    ],
    [
      'lead with more than one automatic sending event',
      `select count(*) from (select e.lead_id from lead_events e join bench_leads bl on bl.id = e.lead_id
        where e.type = 'auto_sent' group by e.lead_id having count(*) > 1) twice`,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------------------------------
// The run

function dispatchConfig(url: string): Config {
  return testConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '10' });
}

/** The chat's verification of the visitor's email (the code checked just now); the lead takes its id. */
async function insertVerification(db: Db, lead: PlannedLead): Promise<void> {
  await db
    .insertInto('verifications')
    .values({ id: lead.id, email: lead.email, code_hash: 'bench', expires_at: new Date(Date.now() + 600_000), verified_at: new Date() })
    .execute();
}

/** The visitor's verified lead, through completeLead as `POST /api/leads/complete` runs it (its own client address). */
async function completeRunLead(context: LeadsContext, lead: PlannedLead, index: number): Promise<number> {
  const started = performance.now();
  await insertVerification(context.db, lead);
  await completeLead(
    context,
    {
      leadId: lead.id,
      userEmail: lead.email,
      userName: lead.userName,
      userPhone: lead.phone,
      userRequest: lead.userRequest,
      category: lead.category,
      istatCode: lead.istatCode,
      privacyConsent: true,
    },
    `10.35.${index >> 8}.${index & 255}`,
  );
  return performance.now() - started;
}

/** Businesses buying some of the offers they received, a few seconds after (the checkout's price: the lead's). */
function startBuyers(db: Db, maxBuyers: number): { stop(): Promise<number> } {
  let running = true;
  let bought = 0;
  const seen = new Set<string>();
  const loop = (async () => {
    while (running) {
      await sleep(500);
      const offers = await sql<{ lead_id: string; business_id: string; email: string; name: string; price: string }>`
        select d.lead_id, d.business_id, b.email, b.name, l.price::text as price
        from lead_deliveries d join bench_leads bl on bl.id = d.lead_id join leads l on l.id = d.lead_id
        join businesses b on b.id = d.business_id
        where d.sent_at < now() - interval '2 seconds' and d.sent_at > now() - interval '60 seconds'`.execute(db);
      for (const offer of offers.rows) {
        const key = `${offer.lead_id}:${offer.business_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!random.chance(BUY_PROBABILITY)) continue;
        // As the checkout: at most LEAD_MAX_BUYERS paid per lead, one per business.
        const result = await sql`
          insert into purchases (lead_id, business_id, business_email, business_name, amount, status, payment_provider, payment_intent_id, paid_at)
          select ${offer.lead_id}, ${offer.business_id}, ${offer.email}, ${offer.name}, ${offer.price}::numeric, 'paid', 'test-gateway',
            ${`pi_bench_run_${key}`}, now()
          where (select count(*) from purchases where lead_id = ${offer.lead_id} and status = 'paid') < ${maxBuyers}`.execute(db);
        bought += Number(result.numAffectedRows ?? 0);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return bought;
    },
  };
}

async function pendingAutoJobs(db: Db): Promise<number> {
  const row = await sql<{ n: string }>`
    select count(*)::text as n from pgboss.job where name = 'auto-dispatch' and state in ('created', 'retry', 'active')`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

const seconds = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} s` : Number.isNaN(value) ? 'none' : 'never sent');

function line(label: string, value: string, width = 74): string {
  return `${label.padEnd(width)} ${value}`;
}

console.log(`bench:dispatch — database ${databaseName} on ${new URL(serverUrl).host}`);
await adminQuery(`create database ${databaseName}`);
// Diagnosis only (BENCH_JIT=off): PostgreSQL's JIT compilation off for the bench database, to see what it costs.
if (process.env.BENCH_JIT === 'off') await adminQuery(`alter database ${databaseName} set jit = off`);
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
const config = dispatchConfig(url.toString());
const db = await createDatabase(config);
let db2: Db | undefined;
const engines: JobEngine[] = [];
let failed = false;
try {
  const setupStarted = performance.now();
  await migrateToLatest(db);
  await importMunicipalities(db);
  const comuni = await db.selectFrom('municipalities').select(['istat_code', 'name', 'province_code', 'region', 'population']).execute();
  const places = await leadComuni(comuni);
  await fillBusinesses(db, comuni, places);
  const history = await fillPurchaseHistory(db);
  await db
    .insertInto('dispatch_rules')
    .values(CATEGORIES.map((category) => ({ category, enabled: true, top_n: TOP_N, hold_minutes: HOLD_MINUTES, wave_hours: WAVE_HOURS })))
    .execute();
  const planned = await planLeads(places);
  await sql`create table bench_leads (id uuid primary key, kind text not null)`.execute(db);
  await db
    .insertInto('bench_leads' as never)
    .values(planned.map((lead) => ({ id: lead.id, kind: lead.kind })) as never)
    .execute();
  await sql`vacuum analyze`.execute(db);
  const kindCounts = Object.fromEntries(
    ['auto', 'ambiguous', 'duplicate', 'contact'].map((kind) => [kind, planned.filter((lead) => lead.kind === kind).length]),
  );
  console.log(
    `set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s: ${BUSINESSES} partners, ${places.length} lead comuni, ` +
      `history ${history.paidThisWeek} paid this week / ${history.refunded} refunded / ${history.lastWeek} last week; ` +
      `leads ${JSON.stringify(kindCounts)}`,
  );

  const dispatch = await createDispatchContext(db, config);
  const rules = dispatch.rules;
  const secret = await privacySecret(db, config);
  const leadsContext: LeadsContext = {
    db,
    ai: createAiProvider(),
    eraseLinks: createEraseLinks(secret, config.publicSiteUrl),
    requestLinks: createRequestLinks(secret, config.publicSiteUrl),
    maxBuyers: config.leadMaxBuyers,
    maxOffers: config.leadMaxOffers,
    notice: { adminNotify: config.adminNotify, adminConsoleUrl: config.adminConsoleUrl },
    afterCreate: (trx, leadId) => planAutoDispatch(trx, leadId, new Date()),
  };
  // Two instances: two pools, two engines supervising and working the queue and the sweep, as background-tasks.ts.
  db2 = await createDatabase(config);
  const log = { warn: (details: object, message: string) => console.warn(message, details) };
  for (const handle of [db, db2]) {
    const engine = await JobEngine.open(handle, { log, supervise: true });
    const context = createDispatchContext(handle, config);
    await engine.work({
      'auto-dispatch': autoDispatchTask(handle, () => context),
      'dispatch-sweep': async () => void (await runDueDispatches(handle, await context)),
    });
    engines.push(engine);
  }
  const buyers = startBuyers(db, rules.maxBuyers);

  console.log(`arrivals: ${LEADS} leads over ~${ARRIVAL_SECONDS} s (Poisson), hold ${HOLD_MINUTES} min, top ${TOP_N}…`);
  const runStarted = performance.now();
  const insertMs: number[] = [];
  const inserts: Promise<void>[] = [];
  const creationErrors: unknown[] = [];
  for (const lead of planned) {
    const wait = runStarted + lead.at * 1000 - performance.now();
    if (wait > 0) await sleep(wait);
    inserts.push(
      completeRunLead(leadsContext, lead, inserts.length).then(
        (ms) => void insertMs.push(ms),
        (error: unknown) => void creationErrors.push(error),
      ),
    );
  }
  await Promise.all(inserts);
  const arrivalSeconds = (performance.now() - runStarted) / 1000;
  if (creationErrors.length > 0) {
    failed = true;
    console.log(`${creationErrors.length} leads could not be created; the first error:`, creationErrors[0]);
  }
  // Settled: no auto-dispatch job left to run, and no lead waiting for its sending.
  const settleStarted = performance.now();
  for (;;) {
    const waiting = await db
      .selectFrom('leads')
      .select(db.fn.countAll<string>().as('n'))
      .where('auto_dispatch_at', 'is not', null)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if ((await pendingAutoJobs(db)) === 0 && Number(waiting.n) === 0) break;
    if (performance.now() - settleStarted > SETTLE_TIMEOUT_SECONDS * 1000) {
      console.log(`not settled ${SETTLE_TIMEOUT_SECONDS} s after the last arrival (${waiting.n} leads still waiting)`);
      failed = true;
      break;
    }
    await sleep(500);
  }
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  const bought = await buyers.stop();
  for (const engine of engines.splice(0)) await engine.stop();

  // ---- figures
  // Every lead sent, and every lead still waiting for its sending when the run ended (counted as never sent).
  const latencies = (
    await sql<{ seconds: number | null }>`
      select extract(epoch from ((select min(d.sent_at) from lead_deliveries d where d.lead_id = l.id) - coalesce(v.verified_at, l.created_at)))::float8 as seconds
      from bench_leads bl join leads l on l.id = bl.id left join verifications v on v.id = l.id
      where exists (select 1 from lead_deliveries d where d.lead_id = l.id) or (l.status = 'pending' and l.auto_dispatch_at is not null)`.execute(db)
  ).rows
    .map((row) => row.seconds ?? Number.POSITIVE_INFINITY)
    .sort((a, b) => a - b);
  const sentByKind = (
    await sql<{ kind: string; leads: number; sent: number }>`
      select bl.kind, count(*)::int as leads, count(*) filter (where exists (select 1 from lead_deliveries d where d.lead_id = bl.id))::int as sent
      from bench_leads bl group by bl.kind order by bl.kind`.execute(db)
  ).rows;
  const reasons = (
    await sql<{ kind: string; reasons: string; n: number }>`
      select bl.kind, coalesce(nullif(array_to_string(l.queue_reasons, ','), ''), '(none)') as reasons, count(*)::int as n
      from bench_leads bl join leads l on l.id = bl.id
      where not exists (select 1 from lead_deliveries d where d.lead_id = bl.id)
      group by 1, 2 order by 1, 3 desc`.execute(db)
  ).rows;
  const perBusiness = (
    await sql<{ offers: number; active: boolean }>`
      select (select count(*) from lead_deliveries d join bench_leads bl on bl.id = d.lead_id where d.business_id = b.id)::int as offers,
        b.is_active as active
      from businesses b`.execute(db)
  ).rows;
  const offersPerLead = (
    await sql<{ offers: number; n: number }>`
      select offers, count(*)::int as n from (select count(*)::int as offers from lead_deliveries d join bench_leads bl on bl.id = d.lead_id group by d.lead_id) x
      group by offers order by offers`.execute(db)
  ).rows;
  const outbox = await sql<{ n: number }>`
    select count(*)::int as n from email_outbox o join bench_leads bl on bl.id = o.lead_id where o.purpose = 'lead-offer' and o.status = 'pending'`.execute(
    db,
  );

  const total = sentByKind.reduce((sum, row) => sum + row.leads, 0);
  const sent = sentByKind.reduce((sum, row) => sum + row.sent, 0);
  const auto = sentByKind.find((row) => row.kind === 'auto') ?? { leads: 0, sent: 0 };
  const counts = perBusiness.map((row) => row.offers).sort((a, b) => a - b);
  const activeCounts = perBusiness
    .filter((row) => row.active)
    .map((row) => row.offers)
    .sort((a, b) => a - b);
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);

  console.log(`\narrivals took ${arrivalSeconds.toFixed(1)} s; queue settled ${settleSeconds.toFixed(1)} s after the last one\n`);
  console.log(
    line(
      'completeLead (verification → lead, events, email, plan), p50 / p95 ms',
      `${percentile(
        [...insertMs].sort((a, b) => a - b),
        0.5,
      ).toFixed(1)} / ${percentile(
        [...insertMs].sort((a, b) => a - b),
        0.95,
      ).toFixed(1)}`,
    ),
  );
  console.log(
    line(
      'verification → first offer sent, p50 / p95 / max s',
      `${seconds(p50)} / ${seconds(p95)} / ${seconds(latencies.at(-1) ?? Number.NaN)} (${latencies.filter((x) => !Number.isFinite(x)).length} still waiting counted as never)`,
    ),
  );
  const sentLatencies = latencies.filter((value) => Number.isFinite(value));
  console.log(
    line(
      'the same, of the leads sent only: p50 / p95 / max s',
      `${seconds(percentile(sentLatencies, 0.5))} / ${seconds(percentile(sentLatencies, 0.95))} / ${seconds(sentLatencies.at(-1) ?? Number.NaN)}`,
    ),
  );
  console.log(line('leads sent automatically, of all', `${sent} / ${total} (${((100 * sent) / Math.max(total, 1)).toFixed(1)} %)`));
  console.log(
    line(
      'leads sent automatically, of the eligible (understood, not duplicate, no contact data)',
      `${auto.sent} / ${auto.leads} (${((100 * auto.sent) / Math.max(auto.leads, 1)).toFixed(1)} %)`,
    ),
  );
  for (const row of sentByKind) console.log(line(`  kind ${row.kind}`, `${row.sent} / ${row.leads} sent`));
  console.log(line('offers per lead (offers: leads)', offersPerLead.map((row) => `${row.offers}: ${row.n}`).join(', ')));
  console.log(
    line(
      'offers per business, all 5,000: min / median / p95 / max',
      `${counts[0]} / ${percentile(counts, 0.5)} / ${percentile(counts, 0.95)} / ${counts.at(-1)}; offered anything: ${((100 * counts.filter((n) => n > 0).length) / counts.length).toFixed(1)} %`,
    ),
  );
  console.log(
    line(
      'offers per business, active ones: min / median / p95 / max',
      `${activeCounts[0]} / ${percentile(activeCounts, 0.5)} / ${percentile(activeCounts, 0.95)} / ${activeCounts.at(-1)}; offered anything: ${((100 * activeCounts.filter((n) => n > 0).length) / activeCounts.length).toFixed(1)} %`,
    ),
  );
  console.log(line('purchases during the run (businesses buying offers)', String(bought)));
  console.log(line('offer emails queued (not sent)', String(outbox.rows[0]?.n ?? 0)));
  console.log('\nleads not sent, by kind and the dispatcher’s queue reasons:');
  for (const row of reasons) console.log(line(`  ${row.kind}: ${row.reasons}`, String(row.n)));

  console.log('\nviolations (own SQL over the stored offers):');
  for (const [label, query] of violationQueries(rules.maxOffers)) {
    const { rows } = await sql<{ count: string }>`${sql.raw(query)}`.execute(db);
    const n = Number(rows[0]?.count ?? 0);
    if (n > 0) failed = true;
    console.log(line(`  ${label}`, n === 0 ? '0' : `${n}  VIOLATION`));
  }
  const manualSent = (
    await sql<{ kind: string; id: string; reasons: string; duplicate_of: string | null; original: string | null; gap: number | null }>`
      select bl.kind, l.id, array_to_string(l.queue_reasons, ',') as reasons, l.duplicate_of,
        (select o.id from leads o where o.id <> l.id and o.user_email = l.user_email and o.category = l.category order by o.created_at limit 1) as original,
        extract(epoch from l.created_at - (select min(o.created_at) from leads o where o.id <> l.id and o.user_email = l.user_email
          and o.category = l.category))::float8 as gap
      from bench_leads bl join leads l on l.id = bl.id
      where bl.kind <> 'auto' and (exists (select 1 from lead_deliveries d where d.lead_id = l.id)
        or (bl.kind = 'duplicate' and l.duplicate_of is null))`.execute(db)
  ).rows;
  for (const row of manualSent) {
    console.log(
      `    ${row.kind} lead ${row.id} offered or not seen as a duplicate (reasons «${row.reasons}», duplicate_of ${row.duplicate_of ?? 'null'}` +
        (row.original === null ? ')' : `; the earlier lead ${row.original} was created ${row.gap?.toFixed(2)} s before it)`),
    );
  }
  const p95Ok = Number.isFinite(p95) && p95 < P95_TARGET_SECONDS;
  if (!p95Ok) failed = true;
  console.log(`\ntargets: p95 < ${P95_TARGET_SECONDS} s (${seconds(p95)}) and 0 violations — ${failed ? 'FAILED' : 'met'}`);
} finally {
  for (const engine of engines) await engine.stop().catch(() => {});
  await db.destroy();
  await db2?.destroy();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
}
process.exit(failed ? 1 : 0);
