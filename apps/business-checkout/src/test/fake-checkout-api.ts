import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeReply, type ReceivedRequest } from '@trovapro/api-client/testing';
import {
  isUuid,
  isValidEmail,
  normalizeTaxId,
  type BillingDetails,
  type BusinessAccount,
  type BusinessLeadView,
  type BusinessPurchaseView,
  type OffersStatus,
  type PaymentForm,
  type PurchaseResponse,
  type Receipt,
} from '@trovapro/domain';

/**
 * A stand-in for the API's business checkout routes (lead, purchase, test gateway, receipt, offers: state, stop, resume),
 * for the component tests only (the real API has its own tests). It speaks real HTTP, refuses a purchase
 * body the contract refuses, and answers the contract's shapes and error bodies.
 */
export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** Stripe's expired-card test number: refused with 402 card_expired, as the API's test gateway does. */
export const EXPIRED_CARD = '4000 0000 0000 0069';
export const EXPIRED_MESSAGE = 'La carta è scaduta.';
/** Any other card makes the fake fail with a 500, as an unexpected server error would. */
export const BROKEN_CARD = '4000 0000 0000 3220';
export const DECLINED_MESSAGE = 'La carta è stata rifiutata. Prova con un’altra carta.';
export const ALREADY_BOUGHT_MESSAGE = 'Hai già acquistato questo lead con questa email';
export const SOLD_OUT_MESSAGE = 'Questo lead non è più disponibile';
export const PUBLISHABLE_KEY = 'pk_test_fake';
/** The token of the purchase link the fake accepts; any other (or none) is 404, as the API answers. */
export const LINK_TOKEN = 'link-token-of-the-invited-business';

/** The token of the receipt links the fake accepts; any other (or none) is 404. */
export const RECEIPT_TOKEN = 'receipt-token-of-the-buyer';
/** The token of the offer emails' stop link the fake accepts for a business of `partners`. */
export const UNSUBSCRIBE_TOKEN = 'stop-token-of-the-business';
/** The stop page's three routes of the API, by method and path. */
const OFFERS_ROUTES = new Map<string, 'partnerUnsubscribe' | 'partnerOffersStatus' | 'partnerResumeOffers'>([
  ['POST /api/partners/unsubscribe', 'partnerUnsubscribe'],
  ['GET /api/partners/offers', 'partnerOffersStatus'],
  ['POST /api/partners/resume-offers', 'partnerResumeOffers'],
]);
/** The support address the offers' state names. */
export const SUPPORT_ADDRESS = 'supporto@trovapro.it';
export const RESUME_REFUSED_MESSAGE = `Le offerte di questa azienda non si possono riattivare da qui: scrivi a ${SUPPORT_ADDRESS}.`;
/** The API's refusal of a tax id that fails its check. */
export const INVALID_TAX_ID_MESSAGE = 'Partita IVA o codice fiscale non valido';

/** The page of a lead as the lead-offer email links it. */
export const leadPath = (leadId: string, token = LINK_TOKEN) => `/business/lead/${leadId}?t=${token}`;
/** The receipt page as the receipt email links it. */
export const receiptPath = (receiptId: string, token = RECEIPT_TOKEN) => `/business/receipt/${receiptId}?t=${token}`;
/** The stop page as the offer emails link it. */
export const unsubscribePath = (businessId: string, token = UNSUBSCRIBE_TOKEN) => `/business/unsubscribe?b=${businessId}&t=${token}`;

/** The billing data a business gave at an earlier purchase: a partita IVA, an address in Milano, an SDI code. */
export function billingDetails(overrides: Partial<BillingDetails> = {}): BillingDetails {
  return {
    taxId: '12345678903',
    taxIdKind: 'partita_iva',
    street: 'Via Roma 1',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    sdiCode: 'M5UXCR1',
    pec: null,
    ...overrides,
  };
}

/** The receipt of a purchase paid before invoices (issue 32). */
export function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: randomUUID(),
    document: 'receipt',
    number: '17/2026',
    issuedAt: '2026-03-05T10:15:00.000Z',
    date: '2026-03-05',
    seller: {
      name: 'TrovaPro Srl',
      vatNumber: '01234567897',
      taxCode: null,
      address: 'Corso Buenos Aires 10, 20124 Milano (MI)',
      email: 'fatture@trovapro.it',
      rea: null,
    },
    buyer: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', billing: billingDetails() },
    lead: { id: randomUUID(), category: 'Idraulico', location: { municipality: 'Fano', province: 'Pesaro e Urbino' } },
    description: null,
    net: '20.49',
    vatRate: '22',
    vat: '4.51',
    total: '25.00',
    credits: null,
    sdi: null,
    ...overrides,
  };
}

/** The courtesy copy of an invoice, as the API answers it (a seller with REA data, delivered by the SdI). */
export function invoice(overrides: Partial<Receipt> = {}): Receipt {
  return receipt({
    document: 'invoice',
    issuedAt: '2026-03-05T23:30:00.000Z',
    date: '2026-03-06',
    seller: {
      name: 'TrovaPro Srl',
      vatNumber: '01234567897',
      taxCode: '01234567897',
      address: 'Corso Buenos Aires 10, 20124 Milano (MI)',
      email: null,
      rea: { office: 'MI', number: '1234567', shareCapital: '10000.00', soleShareholder: 'SU' },
    },
    description: 'Richiesta di preventivo: Idraulico a Fano, codice 3F2A9C1B',
    sdi: 'delivered',
    ...overrides,
  });
}

/** The courtesy copy of the credit note of a refunded invoice. */
export function creditNote(overrides: Partial<Receipt> = {}): Receipt {
  return invoice({
    document: 'credit_note',
    number: '18/2026',
    date: '2026-03-09',
    credits: { number: '17/2026', date: '2026-03-06' },
    sdi: 'sent',
    ...overrides,
  });
}

/** What the business of `LINK_TOKEN` bought, as the API answers it when the link is opened again. */
export function purchaseView(overrides: Partial<BusinessPurchaseView> = {}): BusinessPurchaseView {
  return {
    leadId: randomUUID(),
    category: 'Idraulico',
    location: { municipality: 'Fano', province: 'Pesaro e Urbino' },
    request: 'Perdita sotto il lavello della cucina, chiamatemi dopo le 18.',
    customer: { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', phone: '+39 333 123 4567' },
    amount: '25.00',
    paidAt: '2026-03-05T10:15:00.000Z',
    businessName: 'Idraulica Rossi Srl',
    businessEmail: 'info@idraulicarossi.it',
    receipt: receipt(),
    ...overrides,
  };
}

/** The API's refusal of a purchase without the terms it asked for. */
export const TERMS_REQUIRED_MESSAGE = 'Per acquistare devi accettare la versione in vigore dei Termini per le aziende.';

export function leadView(overrides: Partial<BusinessLeadView> = {}): BusinessLeadView {
  return {
    id: randomUUID(),
    category: 'Idraulico',
    description: 'Perdita sotto il lavello della cucina, serve un intervento entro la settimana.',
    location: { municipality: 'Fano', province: 'Pesaro e Urbino' },
    price: '25.00',
    isDiscounted: false,
    originalPrice: '25.00',
    placesLeft: 3,
    guaranteeDays: 7,
    invitedBusiness: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it', billing: billingDetails() },
    termsToAccept: null,
    ...overrides,
  };
}

export interface FakeCheckoutApi {
  origin: string;
  requests: ReceivedRequest[];
  /** Leads on sale, answered 200 by id. */
  leads: Map<string, BusinessLeadView>;
  /** Ids answered 410 (sold out, not sent, rejected). Any other id is 404. */
  goneLeadIds: Set<string>;
  /** Business emails that already bought (409 on purchase). */
  buyers: Set<string>;
  /** Leads the business of `LINK_TOKEN` bought: the sale view answers 409, the purchase view this. */
  purchases: Map<string, BusinessPurchaseView>;
  /** The card form the purchase answers. */
  paymentForm: PaymentForm;
  /** While set, every answer waits for it to resolve (to observe spinners and loading buttons). */
  hold: Promise<void> | null;
  /** A refusal the next purchases answer (400 naming a field), as the API's own checks may. */
  purchaseRefusal: { field: string; message: string } | null;
  /** Receipts by id, answered with `RECEIPT_TOKEN` only. */
  receipts: Map<string, Receipt>;
  /** Businesses whose stop link (`UNSUBSCRIBE_TOKEN`) is valid. */
  partners: Set<string>;
  /** The businesses that stopped their offers, with when. */
  unsubscribed: Map<string, string>;
  /** Businesses whose offers the admin paused, or that are not approved: a stop changes nothing, a resume is 409. */
  offersHeld: Map<string, 'paused' | 'pending' | 'refused'>;
  /** The business signed in to the «Area aziende» in this browser (`GET /api/business/area/me`); null: 401, nobody. */
  areaAccount: BusinessAccount | null;
  /** Routes answering 500 (an unexpected server error) while listed. */
  failing: Set<'businessReceipt' | 'partnerUnsubscribe' | 'partnerOffersStatus' | 'partnerResumeOffers'>;
  close(): Promise<void>;
}

export async function startFakeCheckoutApi(): Promise<FakeCheckoutApi> {
  /** By client secret: the payment and the lead it is for. */
  const paymentIntents = new Map<string, { paymentIntentId: string; leadId: string }>();

  function answer({ method, path, query, body }: ReceivedRequest): FakeReply {
    const invited = query.get('t') === LINK_TOKEN;
    const bought = /^\/api\/business\/lead\/([^/?]+)\/purchase$/.exec(path);
    if (method === 'GET' && bought?.[1]) {
      const found = invited ? api.purchases.get(bought[1]) : undefined;
      return found ? reply(200, found) : reply(404, { code: 'not_found', message: 'Lead non trovato' });
    }
    const lead = /^\/api\/business\/lead\/([^/?]+)$/.exec(path);
    if (method === 'GET' && lead?.[1]) {
      if (!invited) return reply(404, { code: 'not_found', message: 'Lead non trovato' });
      if (api.purchases.has(lead[1])) return reply(409, { code: 'already_purchased', message: ALREADY_BOUGHT_MESSAGE });
      const view = api.leads.get(lead[1]);
      if (view) return reply(200, view);
      if (api.goneLeadIds.has(lead[1])) return reply(410, { code: 'lead_unavailable', message: SOLD_OUT_MESSAGE });
      return reply(404, { code: 'not_found', message: 'Lead non trovato' });
    }

    const purchase = /^\/api\/business\/purchase\/([^/?]+)$/.exec(path);
    if (method === 'POST' && purchase?.[1]) {
      if (!invited) return reply(404, { code: 'not_found', message: 'Lead non trovato' });
      const refused = purchaseBodyProblem(body);
      if (refused) return reply(400, { code: 'validation_error', message: `Dati non validi: ${refused}`, field: refused });
      const { businessEmail, billing } = body as { businessEmail: string; billing: { taxId: string } };
      if (!normalizeTaxId(billing.taxId)) {
        return reply(400, { code: 'validation_error', message: INVALID_TAX_ID_MESSAGE, field: 'billing.taxId' });
      }
      if (api.purchaseRefusal) return reply(400, { code: 'validation_error', ...api.purchaseRefusal });
      // The terms for businesses, as the API asks them: required while the lead view names a version.
      if (api.leads.get(purchase[1])?.termsToAccept && (body as { acceptTerms?: unknown }).acceptTerms !== true)
        return reply(400, { code: 'validation_error', message: TERMS_REQUIRED_MESSAGE, field: 'acceptTerms' });
      if (!api.leads.has(purchase[1])) return reply(410, { code: 'lead_unavailable', message: SOLD_OUT_MESSAGE });
      if (api.buyers.has(businessEmail)) return reply(409, { code: 'already_purchased', message: ALREADY_BOUGHT_MESSAGE });
      const paymentIntentId = `pi_${randomUUID().replaceAll('-', '')}`;
      const clientSecret = `${paymentIntentId}_secret_test`;
      paymentIntents.set(clientSecret, { paymentIntentId, leadId: purchase[1] });
      const answer: PurchaseResponse =
        api.paymentForm === 'stripe'
          ? { clientSecret, paymentForm: 'stripe', publishableKey: PUBLISHABLE_KEY }
          : { clientSecret, paymentForm: 'test-gateway' };
      return reply(200, answer);
    }

    if (method === 'POST' && path === '/api/business/test-gateway/confirm' && query.size === 0) {
      const { clientSecret, cardNumber, expiry } = (body ?? {}) as { clientSecret?: string; cardNumber?: string; expiry?: string };
      const payment = clientSecret ? paymentIntents.get(clientSecret) : undefined;
      if (!payment) return reply(400, { code: 'validation_error', message: 'Pagamento sconosciuto' });
      const { paymentIntentId } = payment;
      // The lead went off sale while the form was open (sold out, or closed): nothing is charged.
      if (!api.leads.has(payment.leadId)) return reply(410, { code: 'lead_unavailable', message: SOLD_OUT_MESSAGE });
      const digits = (cardNumber ?? '').replaceAll(' ', '');
      // A past expiry date: the API checks the date before the number (400, the same code).
      if (expiry !== undefined && /\/(0\d|1\d)$/.test(expiry)) {
        return reply(400, { code: 'card_expired', message: EXPIRED_MESSAGE, field: 'expiry' });
      }
      if (digits === SUCCESS_CARD.replaceAll(' ', '')) return reply(200, { paymentIntentId, status: 'succeeded' });
      if (digits === DECLINED_CARD.replaceAll(' ', '')) {
        return reply(402, { code: 'card_declined', message: DECLINED_MESSAGE });
      }
      if (digits === EXPIRED_CARD.replaceAll(' ', '')) return reply(402, { code: 'card_expired', message: EXPIRED_MESSAGE });
      return reply(500, { code: 'internal_error', message: 'Errore interno del server' });
    }

    const receiptMatch = /^\/api\/business\/receipts\/([^/?]+)$/.exec(path);
    if (method === 'GET' && receiptMatch?.[1]) {
      const token = query.get('t');
      if (token !== null && token.length > 128) return reply(400, { code: 'validation_error', message: 'Query non valida', field: 't' });
      if (api.failing.has('businessReceipt')) return reply(500, { code: 'internal_error', message: 'Errore interno del server' });
      const found = api.receipts.get(receiptMatch[1]);
      if (!found || token !== RECEIPT_TOKEN) return reply(404, { code: 'not_found', message: 'Ricevuta non trovata' });
      return reply(200, found);
    }

    const offersRoute = OFFERS_ROUTES.get(`${method} ${path}`);
    if (offersRoute) {
      const businessId = query.get('b') ?? '';
      const token = query.get('t') ?? '';
      if (!isUuid(businessId) || token === '' || token.length > 128 || body !== undefined || query.size !== 2) {
        return reply(400, { code: 'validation_error', message: 'Richiesta non valida' });
      }
      if (api.failing.has(offersRoute)) return reply(500, { code: 'internal_error', message: 'Errore interno del server' });
      if (!api.partners.has(businessId) || token !== UNSUBSCRIBE_TOKEN) return reply(404, { code: 'not_found', message: 'Risorsa non trovata' });
      const held = api.offersHeld.get(businessId);
      if (offersRoute === 'partnerUnsubscribe') {
        if (!held && !api.unsubscribed.has(businessId)) api.unsubscribed.set(businessId, new Date().toISOString());
        return reply(200, { success: true, message: 'Non riceverai più offerte' });
      }
      if (offersRoute === 'partnerResumeOffers') {
        if (held) return reply(409, { code: 'invalid_transition', message: RESUME_REFUSED_MESSAGE });
        api.unsubscribed.delete(businessId);
      }
      const stoppedAt = api.unsubscribed.get(businessId) ?? null;
      const status: OffersStatus = { state: held ?? (stoppedAt ? 'stopped' : 'active'), stoppedAt, supportEmail: SUPPORT_ADDRESS };
      return reply(200, status);
    }

    if (method === 'GET' && path === '/api/business/area/me') {
      return api.areaAccount ? reply(200, api.areaAccount) : reply(401, { code: 'unauthorized', message: 'Accesso richiesto' });
    }

    return reply(404, { code: 'not_found', message: 'Risorsa non trovata' });
  }

  const server = await startFakeServer(async (request) => {
    await api.hold;
    return answer(request);
  });
  const api: FakeCheckoutApi = {
    origin: server.origin,
    requests: server.requests,
    leads: new Map(),
    goneLeadIds: new Set(),
    buyers: new Set(),
    purchases: new Map(),
    paymentForm: 'test-gateway',
    hold: null,
    purchaseRefusal: null,
    receipts: new Map(),
    partners: new Set(),
    unsubscribed: new Map(),
    offersHeld: new Map(),
    areaAccount: null,
    failing: new Set(),
    close: server.close,
  };
  return api;
}

function reply(status: number, body: unknown): FakeReply {
  return { status, body };
}

const isText = (value: unknown, min: number, max: number) => typeof value === 'string' && value.length >= min && value.length <= max;

/**
 * The first field of a purchase body that `PurchaseBodySchema` refuses (dotted, as the API names it), or null:
 * name and email, and the billing data — tax id, street, CAP (5 digits), comune, sigla (2 letters), optional
 * SDI code (≤ 7) and PEC ('' or an email), an optional boolean `acceptTerms` — with no property besides these.
 */
function purchaseBodyProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'body';
  const { businessName, businessEmail, billing, acceptTerms, ...extra } = body as Record<string, unknown>;
  if (Object.keys(extra).length > 0) return Object.keys(extra)[0] ?? 'body';
  if (acceptTerms !== undefined && typeof acceptTerms !== 'boolean') return 'acceptTerms';
  if (!isText(businessName, 1, 200)) return 'businessName';
  if (typeof businessEmail !== 'string' || !isValidEmail(businessEmail)) return 'businessEmail';
  if (typeof billing !== 'object' || billing === null) return 'billing';
  const { taxId, street, postalCode, city, province, sdiCode, pec, ...extraBilling } = billing as Record<string, unknown>;
  if (Object.keys(extraBilling).length > 0) return `billing.${Object.keys(extraBilling)[0]}`;
  if (!isText(taxId, 1, 24)) return 'billing.taxId';
  if (!isText(street, 1, 200)) return 'billing.street';
  if (typeof postalCode !== 'string' || !/^\s*\d{5}\s*$/.test(postalCode)) return 'billing.postalCode';
  if (!isText(city, 1, 100)) return 'billing.city';
  if (typeof province !== 'string' || !/^\s*[A-Za-z]{2}\s*$/.test(province)) return 'billing.province';
  if (sdiCode !== undefined && !isText(sdiCode, 0, 7)) return 'billing.sdiCode';
  if (pec !== undefined && pec !== '' && (typeof pec !== 'string' || !isValidEmail(pec))) return 'billing.pec';
  return null;
}
