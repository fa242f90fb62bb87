import { randomUUID } from 'node:crypto';
import { startFakeServer, type FakeReply, type ReceivedRequest } from '@trovapro/api-client/testing';
import type { BusinessLeadView, PaymentForm, PurchaseResponse } from '@trovapro/domain';

/**
 * A stand-in for the API's three business checkout routes, for the component tests only (the real
 * API has its own tests). It speaks real HTTP and answers the contract's shapes and error bodies.
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

/** The page of a lead as the lead-offer email links it. */
export const leadPath = (leadId: string, token = LINK_TOKEN) => `/business/lead/${leadId}?t=${token}`;

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
    invitedBusiness: { name: 'Idraulica Rossi Srl', email: 'info@idraulicarossi.it' },
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
  /** The card form the purchase answers. */
  paymentForm: PaymentForm;
  /** While set, every answer waits for it to resolve (to observe spinners and loading buttons). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

export async function startFakeCheckoutApi(): Promise<FakeCheckoutApi> {
  const paymentIntents = new Map<string, string>();

  function answer({ method, path, query, body }: ReceivedRequest): FakeReply {
    const invited = query.get('t') === LINK_TOKEN;
    const lead = /^\/api\/business\/lead\/([^/?]+)$/.exec(path);
    if (method === 'GET' && lead?.[1]) {
      if (!invited) return reply(404, { code: 'not_found', message: 'Lead non trovato' });
      const view = api.leads.get(lead[1]);
      if (view) return reply(200, view);
      if (api.goneLeadIds.has(lead[1])) return reply(410, { code: 'lead_unavailable', message: SOLD_OUT_MESSAGE });
      return reply(404, { code: 'not_found', message: 'Lead non trovato' });
    }

    const purchase = /^\/api\/business\/purchase\/([^/?]+)$/.exec(path);
    if (method === 'POST' && purchase?.[1]) {
      if (!invited) return reply(404, { code: 'not_found', message: 'Lead non trovato' });
      const { businessEmail, businessName } = (body ?? {}) as { businessEmail?: string; businessName?: string };
      if (!businessEmail || !businessName) {
        return reply(400, { code: 'validation_error', message: 'Dati non validi', field: 'businessEmail' });
      }
      if (!api.leads.has(purchase[1])) return reply(410, { code: 'lead_unavailable', message: SOLD_OUT_MESSAGE });
      if (api.buyers.has(businessEmail)) return reply(409, { code: 'already_purchased', message: ALREADY_BOUGHT_MESSAGE });
      const paymentIntentId = `pi_${randomUUID().replaceAll('-', '')}`;
      const clientSecret = `${paymentIntentId}_secret_test`;
      paymentIntents.set(clientSecret, paymentIntentId);
      const answer: PurchaseResponse =
        api.paymentForm === 'stripe'
          ? { clientSecret, paymentForm: 'stripe', publishableKey: PUBLISHABLE_KEY }
          : { clientSecret, paymentForm: 'test-gateway' };
      return reply(200, answer);
    }

    if (method === 'POST' && path === '/api/business/test-gateway/confirm' && query.size === 0) {
      const { clientSecret, cardNumber, expiry } = (body ?? {}) as { clientSecret?: string; cardNumber?: string; expiry?: string };
      const paymentIntentId = clientSecret ? paymentIntents.get(clientSecret) : undefined;
      if (!paymentIntentId) return reply(400, { code: 'validation_error', message: 'Pagamento sconosciuto' });
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
    paymentForm: 'test-gateway',
    hold: null,
    close: server.close,
  };
  return api;
}

function reply(status: number, body: unknown): FakeReply {
  return { status, body };
}
