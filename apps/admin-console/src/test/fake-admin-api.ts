import { randomUUID } from 'node:crypto';
import {
  ApiError,
  SESSION_COOKIE,
  startContractFake,
  type ReceivedRequest,
  type RouteHandlers,
  pageOf,
  type RouteName,
} from '@trovapro/api-client/testing';
import { apiAdminMessages, apiSignInLinkMessages, bulkLeadStatusMessages, dispatchApiMessages, formatEuro, queueReasonTexts } from '@trovapro/copy';
import {
  CATEGORIES,
  DISPATCH_DEFAULTS,
  canAdminSetStatus,
  canSendToBusinesses,
  moneyToCents,
  PLACE_RELATIONS,
  RECEIVED_LEADS_SHOWN,
  sumMoney,
  type ActivityItem,
  type Admin,
  type AdminReview,
  type AdminBusinessDetail,
  type AdminLeadReport,
  type AdminInvoice,
  type Business,
  type BusinessTermsAcceptance,
  type CandidateBusiness,
  type DashboardStats,
  type DispatchRule,
  type Lead,
  type LeadEvent,
  type LeadProposal,
  type LeadStatus,
  type OutboxEmail,
  type PrivacyExport,
  type ReceivedLead,
} from '@trovapro/domain';

/**
 * A stand-in for the API's admin routes (sign-in, overview, leads, businesses, emails, invoices, privacy), for the component
 * tests only: the shared contract fake (`@trovapro/api-client/testing`) with the product's rules, kept simple.
 */
export const TEST_ADMIN: Admin & { password: string } = {
  id: 'a1',
  name: 'Giulia Bianchi',
  email: 'giulia@trovapro.it',
  password: 'password-giusta',
};
/** Another admin of the same console (signing in as someone else after a session ended). */
export const OTHER_ADMIN: Admin & { password: string } = {
  id: 'a2',
  name: 'Marco Verdi',
  email: 'marco@trovapro.it',
  password: 'altra-password-giusta',
};
export const RATE_LIMITED_EMAIL = 'troppi@trovapro.it';
/** Sign-in link tokens the fake knows: a good one (once), an expired one, a used one; any other is unknown. */
export const SIGN_IN_LINK_TOKENS = { good: 'g'.repeat(43), expired: 'e'.repeat(43), used: 'u'.repeat(43) } as const;
export const RATE_LIMIT_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
export const INVALID_TRANSITION_MESSAGE = 'Transizione di stato non consentita';
export const DUPLICATE_EMAIL_MESSAGE = "Esiste già un'azienda con questa email";
/** The API's 409 to approving or refusing a business that is not waiting for approval. */
export const NOT_PENDING_MESSAGE = "L'azienda non è in attesa di approvazione";
/** The API's LEAD_MAX_PRICE default, and its answer to a price above it. */
export const LEAD_MAX_PRICE = '500.00';
export const PRICE_ABOVE_MAXIMUM_MESSAGE = apiAdminMessages.priceAboveMaximum(formatEuro(LEAD_MAX_PRICE));

/** What the fake serves; tests set it before rendering and read it afterwards. */
export interface FakeAdminData {
  stats: DashboardStats;
  leads: Lead[];
  businesses: Business[];
  emails: OutboxEmail[];
  /** Invoices and credit notes (the «Fatture» tab), in any order: the fake lists them newest first. */
  invoices: AdminInvoice[];
  /** Business ids that already received each lead (they are no longer candidates). */
  sentTo: Map<string, Set<string>>;
  /** Where each candidate is relative to the lead, by business id; 'elsewhere' when not set. */
  placeRelations: Map<string, CandidateBusiness['placeRelation']>;
  /** Issue 33: each candidate's preferences' check, by business id; accepting when not set. */
  preferenceChecks: Map<string, CandidateBusiness['preferenceCheck']>;
  /** A candidate's rating (issue 34: its published reviews); none by default. */
  ratings: Map<string, CandidateBusiness['rating']>;
  /** What the API keeps about each person, by email (the privacy tab's export and erase). */
  people: PrivacyExport[];
  /** Each lead's timeline, oldest first, by lead id (none when not set). */
  leadEvents: Map<string, LeadEvent[]>;
  /** The overview's recent activity, newest first. */
  activity: ActivityItem[];
  /** The leads each business received, newest first, by business id (none when not set). */
  received: Map<string, ReceivedLead[]>;
  /** The terms for businesses each business accepted last, by business id (null when not set). */
  terms: Map<string, BusinessTermsAcceptance>;
  /** Issue 33: each partner's «Preferenze» in its detail, by id; its category and no limits when not set. */
  preferences: Map<string, AdminBusinessDetail['preferences']>;
  /** The guarantee's reports («Contestazioni»), in the order the API lists them. */
  reports: AdminLeadReport[];
  /** Purchases refunded by `adminRefundPurchase`, with the reason given. */
  refunds: { purchaseId: string; reason: string }[];
  /** Issue 34: LEAD_MAX_OFFERS and CUSTOMER_CHOOSES as the server has them. */
  offerRules: { maxOffers: number; customerChooses: boolean };
  /** Issue 34: the businesses proposed to each lead's customer, by lead id. */
  proposals: Map<string, LeadProposal[]>;
  /** Issue 34: the customers' reviews («Recensioni»), in the order the API lists them. */
  reviews: AdminReview[];
  /** Issue 35: the six categories' rules of automatic dispatch (their defaults, off, unless a test sets them). */
  dispatchRules: DispatchRule[];
  /** Issue 35: LEAD_MAX_BUYERS as the server has it. */
  maxBuyers: number;
  /** Issue 35: each candidate's place in the ranking, by business id (none when not set). */
  rankings: Map<string, NonNullable<CandidateBusiness['ranking']>>;
}

/** Issue 35: a category's rule as the API answers it before the admin ever saved it. */
export function defaultDispatchRule(category: string): DispatchRule {
  return { category, ...DISPATCH_DEFAULTS, updatedAt: null, updatedBy: null };
}

/** What the add forms send (POST /api/admin/businesses and the selection dialog's manual add). */
type NewBusiness = Omit<
  Business,
  | 'id'
  | 'isActive'
  | 'totalPurchases'
  | 'totalSpent'
  | 'phone'
  | 'website'
  | 'approval'
  | 'pausedReason'
  | 'pausedAt'
  | 'vatNumber'
  | 'serviceReach'
  | 'billing'
  | 'createdAt'
> & {
  phone?: string;
  website?: string;
};

/** Where a business added by hand is, by its location as typed (the real API reads it into a comune). */
const PLACES_BY_LOCATION: Record<string, CandidateBusiness['placeRelation']> = {
  Fano: 'same_comune',
  'Fano (Pesaro e Urbino)': 'same_comune',
  Pesaro: 'same_province',
  Ancona: 'same_region',
};
/** A candidate whose preferences accept the lead. */
const ACCEPTS: CandidateBusiness['preferenceCheck'] = { accepts: true, mismatches: [], maxPrice: null, weeklyCap: null, spentThisWeek: '0.00' };
const placeOf = (business: Business): CandidateBusiness['placeRelation'] => PLACES_BY_LOCATION[business.location] ?? 'elsewhere';

/** The lead's fields the list's `search` looks into. */
const searchedText = (lead: Lead) =>
  [lead.userRequest, lead.userEmail, lead.userName, lead.userPhone ?? '', lead.location?.municipality ?? ''].join('\n').toLowerCase();
const bySort: Record<string, (a: Lead, b: Lead) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  price_desc: (a, b) => moneyToCents(b.price) - moneyToCents(a.price) || b.createdAt.localeCompare(a.createdAt),
  price_asc: (a, b) => moneyToCents(a.price) - moneyToCents(b.price) || b.createdAt.localeCompare(a.createdAt),
};

export interface FakeAdminApi {
  origin: string;
  /** Every request received, as "METHOD /path?query". */
  readonly requests: string[];
  /** Every request received, with its parsed query and JSON body. */
  calls: ReceivedRequest[];
  data: FakeAdminData;
  /** Names of `routes` that answer 500 until removed, e.g. 'adminCandidateBusinesses'. */
  failing: Set<RouteName>;
  /** Opens a session and returns its cookie value, as a successful login would. */
  openSession(): string;
  /** Ends every open session, as their expiry would: each later admin call answers 401. */
  expireSessions(): void;
  /** The admin a request's session cookie belongs to (the sign-in that opened it), if any. */
  adminOf(request: ReceivedRequest): Admin | undefined;
  failLogout: boolean;
  close(): Promise<void>;
}

export async function startFakeAdminApi(): Promise<FakeAdminApi> {
  const { password: _password, ...publicAdmin } = TEST_ADMIN;
  /** Who opened each session; one opened by the tests (`openSession`) is the test admin's. */
  const sessionAdmins = new Map<string, Admin>();
  const spentLinks = new Set<string>();
  const adminOfSession = (session: string | undefined): Admin => (session && sessionAdmins.get(session)) || publicAdmin;
  const fake = await startContractFake({
    adminLogin: ({ body }) => {
      if (body.email === RATE_LIMITED_EMAIL) throw new ApiError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE);
      const admin = [TEST_ADMIN, OTHER_ADMIN].find((candidate) => candidate.email === body.email && candidate.password === body.password);
      if (!admin) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Credenziali non valide');
      const { password: _secret, ...signedIn } = admin;
      const session = fake.openSession();
      sessionAdmins.set(session, signedIn);
      return { body: signedIn, headers: { 'set-cookie': `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax` } };
    },
    adminRequestSignInLink: ({ body }) => {
      if (body.email === RATE_LIMITED_EMAIL) throw new ApiError(429, 'too_many_requests', apiSignInLinkMessages.tooManyRequests);
      return { body: { success: true, message: apiSignInLinkMessages.sent } };
    },
    adminRedeemSignInLink: ({ body }) => {
      if (body.token === SIGN_IN_LINK_TOKENS.expired) throw new ApiError(410, 'link_expired', apiSignInLinkMessages.expired);
      if (body.token === SIGN_IN_LINK_TOKENS.used || (body.token === SIGN_IN_LINK_TOKENS.good && spentLinks.has(body.token))) {
        throw new ApiError(410, 'link_already_used', apiSignInLinkMessages.used);
      }
      if (body.token !== SIGN_IN_LINK_TOKENS.good) throw new ApiError(400, 'invalid_token', apiSignInLinkMessages.invalid);
      spentLinks.add(body.token);
      const session = fake.openSession();
      sessionAdmins.set(session, publicAdmin);
      return { body: publicAdmin, headers: { 'set-cookie': `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax` } };
    },
    adminMe: ({ session }) => ({ body: adminOfSession(session) }),
    adminLogout: ({ session }) => {
      if (api.failLogout) throw new ApiError(500, 'INTERNAL', 'Errore interno');
      if (session) fake.endSession(session);
      return { body: { success: true } };
    },
    ...adminDataHandlers(() => api.data),
  });
  const api: FakeAdminApi = {
    origin: fake.origin,
    get requests() {
      return fake.calls.map((call) => `${call.method} ${call.url}`);
    },
    calls: fake.calls,
    data: {
      stats: emptyStats(),
      leads: [],
      businesses: [],
      emails: [],
      invoices: [],
      sentTo: new Map(),
      placeRelations: new Map(),
      preferenceChecks: new Map(),
      ratings: new Map(),
      people: [],
      leadEvents: new Map(),
      activity: [],
      received: new Map(),
      terms: new Map(),
      preferences: new Map(),
      reports: [],
      refunds: [],
      offerRules: { maxOffers: 5, customerChooses: false },
      proposals: new Map(),
      reviews: [],
      dispatchRules: CATEGORIES.map(defaultDispatchRule),
      maxBuyers: 3,
      rankings: new Map(),
    },
    failing: fake.failing,
    failLogout: false,
    openSession: fake.openSession,
    expireSessions: fake.expireSessions,
    adminOf: (request) => {
      const session = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(String(request.headers.cookie ?? ''))?.[1];
      return session ? sessionAdmins.get(session) : undefined;
    },
    close: fake.close,
  };
  return api;
}

/** The admin routes of the overview, leads, businesses, email and privacy tabs, with the product's rules. */
function adminDataHandlers(data: () => FakeAdminData): RouteHandlers {
  const leadById = (id: string | undefined) => {
    const lead = data().leads.find((candidate) => candidate.id === id);
    if (!lead) throw new ApiError(404, 'not_found', 'Lead non trovato');
    return lead;
  };
  const pendingReport = (id: string | undefined) => {
    const report = data().reports.find((candidate) => candidate.id === id);
    if (!report) throw new ApiError(404, 'not_found', 'Segnalazione non trovata');
    if (report.state !== 'pending') throw new ApiError(409, 'conflict', 'Questa segnalazione è già stata decisa.');
    return report;
  };
  const reviewById = (id: string | undefined) => {
    const review = data().reviews.find((candidate) => candidate.id === id);
    if (!review) throw new ApiError(404, 'not_found', 'Recensione non trovata');
    return review;
  };
  const businessById = (id: string | undefined) => {
    const business = data().businesses.find((candidate) => candidate.id === id);
    if (!business) throw new ApiError(404, 'not_found', 'Azienda non trovata');
    return business;
  };
  const pendingBusiness = (id: string | undefined) => {
    const business = businessById(id);
    if (business.approval !== 'pending') throw new ApiError(409, 'invalid_transition', NOT_PENDING_MESSAGE);
    return business;
  };
  const candidatesOf = (lead: Lead): CandidateBusiness[] =>
    data()
      .businesses.filter(
        (business) =>
          business.isActive &&
          business.category === lead.category &&
          !data().sentTo.get(lead.id)?.has(business.id) &&
          !data()
            .proposals.get(lead.id)
            ?.some((proposal) => proposal.businessId === business.id),
      )
      .map((business) => ({
        ...business,
        placeRelation: data().placeRelations.get(business.id) ?? 'elsewhere',
        preferenceCheck: data().preferenceChecks.get(business.id) ?? ACCEPTS,
        rating: data().ratings.get(business.id) ?? null,
        ...(data().rankings.has(business.id) ? { ranking: data().rankings.get(business.id) } : {}),
      }))
      .sort((a, b) => PLACE_RELATIONS.indexOf(a.placeRelation) - PLACE_RELATIONS.indexOf(b.placeRelation));
  const createBusiness = (fields: NewBusiness): Business => {
    if (emailTaken(fields.email)) throw new ApiError(409, 'conflict', DUPLICATE_EMAIL_MESSAGE);
    const business: Business = {
      ...fields,
      id: randomUUID(),
      phone: fields.phone ?? null,
      website: fields.website ?? null,
      isActive: true,
      totalPurchases: 0,
      totalSpent: '0.00',
      approval: 'approved',
      pausedReason: null,
      pausedAt: null,
      vatNumber: null,
      serviceReach: null,
      billing: null,
      createdAt: new Date().toISOString(),
    };
    data().businesses.push(business);
    return business;
  };
  /** Its automatic sending stopped (by an admin, or its rule switched off): it stays in the queue, saying so. */
  const stopAuto = (lead: Lead, by?: string) => {
    const dispatch = lead.dispatch ?? { autoDispatchAt: null, rule: null, reasons: [], duplicateOf: null };
    lead.dispatch = {
      ...dispatch,
      autoDispatchAt: null,
      reasons: [...dispatch.reasons.filter((reason) => reason.code !== 'stopped'), { code: 'stopped', text: queueReasonTexts.stopped }],
    };
    const event: LeadEvent = { type: 'auto_stopped', at: new Date().toISOString(), ...(by ? { by } : {}) };
    data().leadEvents.set(lead.id, [...(data().leadEvents.get(lead.id) ?? []), event]);
  };
  const personOf = (email: string) => data().people.find((person) => person.email.toLowerCase() === email.trim().toLowerCase());
  const emailTaken = (email: string, exceptId?: string) =>
    data().businesses.some((business) => business.id !== exceptId && business.email.toLowerCase() === email.toLowerCase());

  return {
    adminDashboardStats: () => ({ body: data().stats }),
    adminListLeads: ({ query }) => {
      const search = String(query.search ?? '')
        .trim()
        .toLowerCase();
      const leads = data()
        .leads.filter(
          (lead) =>
            (!query.status || lead.status === query.status) &&
            (!query.category || lead.category === query.category) &&
            (!search || searchedText(lead).includes(search)) &&
            (!query.createdFrom || lead.createdAt.slice(0, 10) >= String(query.createdFrom)) &&
            (!query.createdTo || lead.createdAt.slice(0, 10) <= String(query.createdTo)),
        )
        .sort(bySort[String(query.sort ?? 'newest')]);
      return { body: pageOf('leads', leads, query) };
    },
    adminLeadDetail: ({ params }) => ({ body: { lead: leadById(params.id), events: data().leadEvents.get(params.id ?? '') ?? [] } }),
    adminBulkLeadStatus: ({ body }) => {
      const { ids, status } = body as { ids: string[]; status: 'approved' | 'rejected' };
      const to: LeadStatus = status === 'approved' ? 'approved_pending_companies' : 'rejected';
      const updatedIds: string[] = [];
      const notUpdated: { id: string; code: 'not_found' | 'invalid_transition'; message: string }[] = [];
      for (const id of ids) {
        const lead = data().leads.find((candidate) => candidate.id === id);
        if (!lead) notUpdated.push({ id, code: 'not_found', message: apiAdminMessages.leadNotFound });
        else if (lead.status !== 'pending')
          notUpdated.push({ id, code: 'invalid_transition', message: bulkLeadStatusMessages.invalidTransition[status] });
        else {
          lead.status = to;
          updatedIds.push(id);
        }
      }
      return { body: { updatedCount: updatedIds.length, updatedIds, notUpdated } };
    },
    adminUpdateLead: ({ params, body }) => {
      const lead = leadById(params.id);
      const change = body as { status?: Lead['status']; price?: string };
      if (change.status) {
        if (!canAdminSetStatus(lead.status, change.status)) throw new ApiError(409, 'invalid_transition', INVALID_TRANSITION_MESSAGE);
        lead.status = change.status;
      }
      if (change.price) {
        if (moneyToCents(change.price) > moneyToCents(LEAD_MAX_PRICE)) {
          throw new ApiError(400, 'validation_error', PRICE_ABOVE_MAXIMUM_MESSAGE);
        }
        lead.price = change.price;
      }
      return { body: lead };
    },
    adminCandidateBusinesses: ({ params }) => ({ body: candidatesOf(leadById(params.id)) }),
    adminAddCandidateBusiness: ({ params, body }) => {
      leadById(params.id);
      const business = createBusiness(body as NewBusiness);
      return {
        status: 201,
        body: {
          ...business,
          placeRelation: data().placeRelations.get(business.id) ?? placeOf(business),
          preferenceCheck: data().preferenceChecks.get(business.id) ?? ACCEPTS,
          rating: null,
        },
      };
    },
    adminLeadCategories: () => {
      const others = [...new Set(data().leads.map((lead) => lead.category))].filter((category) => !CATEGORIES.includes(category as never)).sort();
      return { body: { categories: [...CATEGORIES, ...others] } };
    },
    adminSettings: () => ({ body: { leadMaxPrice: LEAD_MAX_PRICE } }),
    adminSendLeadToBusinesses: ({ params, body }) => {
      const lead = leadById(params.id);
      if (!canSendToBusinesses(lead.status)) throw new ApiError(409, 'invalid_transition', INVALID_TRANSITION_MESSAGE);
      const ids = (body as { selectedBusinessIds: string[] }).selectedBusinessIds;
      const candidates = new Set(candidatesOf(lead).map((business) => business.id));
      const chosen = ids.filter((id) => candidates.has(id));
      data().sentTo.set(lead.id, new Set([...(data().sentTo.get(lead.id) ?? []), ...chosen]));
      lead.status = 'sent';
      return { body: { sentToCount: chosen.length } };
    },
    adminOfferPlaces: ({ params }) => {
      const lead = leadById(params.id);
      const offered = data().sentTo.get(lead.id)?.size ?? 0;
      const { maxOffers, customerChooses } = data().offerRules;
      return {
        body: { maxOffers, offered, left: Math.max(maxOffers - offered, 0), customerChooses, proposals: data().proposals.get(lead.id) ?? [] },
      };
    },
    adminProposeBusinesses: ({ params, body }) => {
      const lead = leadById(params.id);
      if (!data().offerRules.customerChooses) throw new ApiError(409, 'customer_choice_off', 'La scelta del cliente non è attiva');
      const ids = (body as { selectedBusinessIds: string[] }).selectedBusinessIds;
      const proposed = ids.map((id) => ({
        businessId: id,
        name: data().businesses.find((business) => business.id === id)?.name ?? id,
        proposedAt: new Date().toISOString(),
        answeredAt: null,
        chosen: false,
      }));
      data().proposals.set(lead.id, [...(data().proposals.get(lead.id) ?? []), ...proposed]);
      return { body: { proposedCount: ids.length } };
    },
    adminDispatchRules: () => ({
      body: {
        rules: data().dispatchRules,
        maxOffers: data().offerRules.maxOffers,
        maxBuyers: data().maxBuyers,
        customerChooses: data().offerRules.customerChooses,
      },
    }),
    adminUpdateDispatchRule: ({ params, body }) => {
      const index = data().dispatchRules.findIndex((rule) => rule.category === params.category);
      if (index < 0) throw new ApiError(400, 'service_not_offered', 'Categoria non offerta');
      const change = body as { enabled: boolean; topN: number; holdMinutes: number; waveHours: number };
      if (change.topN > data().offerRules.maxOffers) {
        throw new ApiError(400, 'invalid_field', dispatchApiMessages.topNAboveMaxOffers(data().offerRules.maxOffers));
      }
      const rule: DispatchRule = { category: params.category ?? '', ...change, updatedAt: new Date().toISOString(), updatedBy: TEST_ADMIN.name };
      data().dispatchRules[index] = rule;
      // Switched off, its waiting leads stay in the queue.
      if (!change.enabled) for (const lead of data().leads) if (lead.category === rule.category && lead.dispatch?.autoDispatchAt) stopAuto(lead);
      return { body: rule };
    },
    adminStopAutoDispatch: ({ params }) => {
      const lead = leadById(params.id);
      if (lead.status !== 'pending' || !lead.dispatch?.autoDispatchAt) throw new ApiError(409, 'not_scheduled', dispatchApiMessages.notScheduled);
      stopAuto(lead, TEST_ADMIN.name);
      return { body: lead };
    },
    adminAddLeadNote: ({ params, body }) => {
      const lead = leadById(params.id);
      const event: LeadEvent = { type: 'note', at: new Date().toISOString(), by: TEST_ADMIN.name, note: (body as { text: string }).text };
      data().leadEvents.set(lead.id, [...(data().leadEvents.get(lead.id) ?? []), event]);
      return { status: 201, body: event };
    },
    adminApproveAndSend: ({ params, body }) => {
      const lead = leadById(params.id);
      if (lead.status !== 'pending' && lead.status !== 'approved_pending_companies') {
        throw new ApiError(409, 'invalid_transition', dispatchApiMessages.leadNotApprovable);
      }
      const ids = (body as { selectedBusinessIds: string[] }).selectedBusinessIds;
      const candidates = new Set(candidatesOf(lead).map((business) => business.id));
      const chosen = ids.filter((id) => candidates.has(id));
      if (lead.dispatch) lead.dispatch = { ...lead.dispatch, autoDispatchAt: null };
      if (data().offerRules.customerChooses) {
        const proposed = chosen.map((id) => ({
          businessId: id,
          name: data().businesses.find((business) => business.id === id)?.name ?? id,
          proposedAt: new Date().toISOString(),
          answeredAt: null,
          chosen: false,
        }));
        data().proposals.set(lead.id, [...(data().proposals.get(lead.id) ?? []), ...proposed]);
        lead.status = 'approved_pending_companies';
        return { body: { sentToCount: 0, proposedCount: chosen.length } };
      }
      data().sentTo.set(lead.id, new Set([...(data().sentTo.get(lead.id) ?? []), ...chosen]));
      lead.status = 'sent';
      return { body: { sentToCount: chosen.length, proposedCount: 0 } };
    },
    adminListBusinesses: ({ query }) => {
      const search = String(query.search ?? '')
        .trim()
        .toLowerCase();
      // Without `approval`, every business but the refused ones.
      const businesses = data().businesses.filter(
        (business) =>
          (query.approval ? business.approval === query.approval : business.approval !== 'refused') &&
          (!query.category || business.category === query.category) &&
          (!search || [business.name, business.email, business.location].some((text) => text.toLowerCase().includes(search))),
      );
      const purchases = businesses.reduce((sum, business) => sum + business.totalPurchases, 0);
      const summary = {
        pendingApproval: data().businesses.filter((business) => business.approval === 'pending').length,
        totalBusinesses: businesses.length,
        activeBusinesses: businesses.filter((business) => business.isActive).length,
        totalRevenue: sumMoney(businesses.map((business) => business.totalSpent)),
        averagePurchases: businesses.length === 0 ? '0' : (purchases / businesses.length).toFixed(1),
      };
      return { body: { ...pageOf('businesses', businesses, query), summary } };
    },
    adminCreateBusiness: ({ body }) => ({ status: 201, body: createBusiness(body as NewBusiness) }),
    adminUpdateBusiness: ({ params, body }) => {
      const business = businessById(params.id);
      const change = body as Partial<Business>;
      if (change.email && emailTaken(change.email, business.id)) throw new ApiError(409, 'conflict', DUPLICATE_EMAIL_MESSAGE);
      Object.assign(business, change);
      // Pausing records the admin as the reason; activating clears it, whoever paused.
      if (change.isActive === false) Object.assign(business, { pausedReason: 'admin', pausedAt: new Date().toISOString() });
      if (change.isActive === true) Object.assign(business, { pausedReason: null, pausedAt: null });
      return { body: business };
    },
    adminApprovePartner: ({ params }) => {
      const business = pendingBusiness(params.id);
      Object.assign(business, { approval: 'approved', isActive: true });
      return { body: business };
    },
    adminRefusePartner: ({ params }) => {
      const business = pendingBusiness(params.id);
      business.approval = 'refused';
      return { body: business };
    },
    adminBusinessDetail: ({ params }) => {
      const business = businessById(params.id);
      const received = data().received.get(business.id) ?? [];
      return {
        body: {
          business,
          receivedCount: received.length,
          boughtCount: received.filter((lead) => lead.purchase !== null).length,
          received: received.slice(0, RECEIVED_LEADS_SHOWN),
          terms: data().terms.get(business.id) ?? null,
          preferences: data().preferences.get(business.id) ?? {
            categories: [business.category],
            reach: business.serviceReach,
            comuni: [],
            maxPrice: null,
            weeklyCap: null,
            spentThisWeek: '0.00',
            weekStartedAt: '2026-03-23T23:00:00.000Z',
            paused: !business.isActive,
            pausedReason: business.pausedReason,
          },
          reports: [],
          refundRate: { allTime: { refunded: 0, purchases: 0, rate: 0 }, month: { refunded: 0, purchases: 0, rate: 0 } },
        },
      };
    },
    adminListReports: ({ query }) => {
      const reports = data().reports.filter((report) => query.state === undefined || report.state === query.state);
      return { body: pageOf('reports', reports, query) };
    },
    adminAcceptReport: ({ params }) => {
      const report = pendingReport(params.id);
      Object.assign(report, { state: 'accepted', decidedAt: new Date().toISOString(), decidedBy: 'admin', decidedByAdmin: TEST_ADMIN.name });
      report.purchase = { ...report.purchase, status: 'refunded', refundedAt: new Date().toISOString() };
      return { body: report };
    },
    adminRefuseReport: ({ params, body }) => {
      const report = pendingReport(params.id);
      Object.assign(report, {
        state: 'refused',
        decidedAt: new Date().toISOString(),
        decidedBy: 'admin',
        decidedByAdmin: TEST_ADMIN.name,
        decisionReason: (body as { reason: string }).reason,
      });
      return { body: report };
    },
    adminRefundPurchase: ({ params, body }) => {
      data().refunds.push({ purchaseId: params.id ?? '', reason: (body as { reason: string }).reason });
      return { body: { creditNote: { id: randomUUID(), number: '14/2026', state: 'queued' } } };
    },
    adminListReviews: ({ query }) => {
      const reviews = data().reviews.filter((review) => review.status === (query.status ?? 'pending'));
      return { body: pageOf('reviews', reviews, query) };
    },
    adminPublishReview: ({ params }) => {
      const review = reviewById(params.id);
      if (!review.publishable) throw new ApiError(409, 'invalid_transition', 'L’azienda può ancora rispondere.');
      const at = new Date().toISOString();
      Object.assign(review, { status: 'published', hiddenReason: null, moderatedAt: at, publishable: false });
      review.events = [...review.events, { type: 'published', at, adminName: TEST_ADMIN.name, reason: null }];
      return { body: review };
    },
    adminHideReview: ({ params, body }) => {
      const review = reviewById(params.id);
      if (review.status === 'hidden') throw new ApiError(409, 'invalid_transition', 'La recensione è già nascosta.');
      const { reason } = body as { reason: string };
      const at = new Date().toISOString();
      Object.assign(review, {
        status: 'hidden',
        hiddenReason: reason,
        moderatedAt: at,
        publishable: review.reply !== null || review.replyUntil <= at,
      });
      review.events = [...review.events, { type: 'hidden', at, adminName: TEST_ADMIN.name, reason }];
      return { body: review };
    },
    adminRecentActivity: () => ({ body: { items: data().activity } }),
    adminListEmails: ({ query }) => {
      const emails = data().emails.filter((email) => !query.status || email.status === query.status);
      return { body: pageOf('emails', emails, query) };
    },
    adminListInvoices: ({ query }) => {
      // As the API: the month of the date, the state, the buyer's name (case and accents ignored) or tax id.
      const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const term = fold(String(query.q ?? '').trim());
      const invoices = data()
        .invoices.filter((invoice) => !query.month || invoice.date.startsWith(`${String(query.month)}-`))
        .filter((invoice) => !query.state || invoice.state === query.state)
        .filter((invoice) => !term || fold(invoice.buyerName).includes(term) || fold(invoice.buyerTaxId).includes(term.replace(/\s+/g, '')))
        .sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number, 'it', { numeric: true }));
      return { body: pageOf('invoices', invoices, query) };
    },
    adminPrivacyExport: ({ query }) => {
      const email = String(query.email);
      const person = personOf(email);
      return {
        body: {
          email,
          exportedAt: new Date().toISOString(),
          leads: person?.leads ?? [],
          verifications: person?.verifications ?? [],
          emails: person?.emails ?? [],
        },
      };
    },
    adminPrivacyErase: ({ body }) => {
      const { email } = body as { email: string };
      const person = personOf(email);
      const leads = person?.leads.filter((lead) => lead.erasedAt === null) ?? [];
      const open = person?.leads.filter((lead) => lead.status !== 'closed') ?? [];
      const result = {
        email,
        leadsAnonymised: leads.length,
        leadsClosed: open.length,
        verificationsDeleted: person?.verifications.length ?? 0,
        emailsDeleted: person?.emails.length ?? 0,
      };
      const erasedAt = new Date().toISOString();
      for (const lead of leads) Object.assign(lead, { userName: '', userEmail: '', userPhone: null, userRequest: 'cancellato', erasedAt });
      for (const lead of open) Object.assign(lead, { status: 'closed' });
      if (person) Object.assign(person, { verifications: [], emails: [] });
      return { body: result };
    },
  };
}

function emptyStats(): DashboardStats {
  return { todayLeads: 0, todayRevenue: '0.00', conversionRate: 0, activeBusinesses: 0, revenueLast7Days: [] };
}
