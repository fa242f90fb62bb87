import { randomUUID } from 'node:crypto';
import {
  ApiError,
  matchPath,
  pageOf,
  startContractFake,
  startFakeServer,
  type ContractCall,
  type FakeReply,
  type RouteName,
  type RouteRequest,
} from '@trovapro/api-client/testing';
import { PAGE_SIZES, routes, type BusinessAccount, type BusinessOffer } from '@trovapro/domain';
import { BUSINESS, forward } from './fake-business-area-api.ts';

/**
 * The API's «Offerte» routes for the component tests (with the area's `me` and sign-out the page needs): the shared
 * contract fake answers them, with a session cookie as the API's; a thin front before it holds answers (`hold`) and
 * plays a scripted reply for the next call of a route (`failNext`).
 */
type OffersRoute = Extract<RouteName, 'businessMe' | 'businessSignOut' | 'businessListOffers' | 'businessOfferPurchaseLink'>;
const OFFERS_ROUTES: readonly OffersRoute[] = ['businessMe', 'businessSignOut', 'businessListOffers', 'businessOfferPurchaseLink'];

/** The token of every purchase link the fake mints. */
export const MINTED_TOKEN = 'm'.repeat(43);

export interface FakeBusinessOffersApi {
  origin: string;
  calls: ContractCall[];
  callsTo(route: OffersRoute): ContractCall[];
  /** The signed-in business's open offers, newest first. */
  offers: BusinessOffer[];
  account: BusinessAccount;
  failing: Set<RouteName>;
  failNext(route: OffersRoute, reply: FakeReply): void;
  openSession(): string;
  expireSessions(): void;
  /** While set, every answer waits for it (to see loading states). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

const UNAUTHORIZED = new ApiError(401, 'unauthorized', 'Accesso richiesto');

export async function startFakeBusinessOffersApi(): Promise<FakeBusinessOffersApi> {
  const scripted = new Map<OffersRoute, FakeReply[]>();
  const signedIn =
    <T>(handler: (request: RouteRequest) => T) =>
    (request: RouteRequest): T => {
      if (!request.session) throw UNAUTHORIZED;
      return handler(request);
    };

  const contract = await startContractFake({
    businessMe: signedIn(() => ({ body: api.account })),
    businessSignOut: signedIn(({ session }) => {
      if (session) contract.endSession(session);
      return { body: { success: true } };
    }),
    businessListOffers: signedIn(({ query }) => ({ body: pageOf('offers', api.offers, query, PAGE_SIZES.businessOffers) })),
    businessOfferPurchaseLink: signedIn(({ params }) => {
      const offer = api.offers.find((candidate) => candidate.leadId === params.leadId);
      if (!offer) throw new ApiError(404, 'not_found', 'Lead non trovato');
      return { body: { url: `${front.origin}/business/lead/${offer.leadId}?t=${MINTED_TOKEN}` } };
    }),
  });

  const front = await startFakeServer(
    async (request): Promise<FakeReply> => {
      await api.hold;
      const route = OFFERS_ROUTES.find((name) => matchPath(routes[name], request.method, request.path) !== null);
      const next = route === undefined ? undefined : scripted.get(route)?.shift();
      if (next) {
        contract.calls.push({ ...request, route });
        return next;
      }
      return forward(`${contract.origin}${request.url}`, request);
    },
    { cutConnectionsOnClose: true },
  );

  const api: FakeBusinessOffersApi = {
    origin: front.origin,
    calls: contract.calls,
    callsTo: (route) => contract.calls.filter((call) => call.route === route),
    offers: [],
    account: BUSINESS,
    failing: contract.failing,
    failNext(route, reply) {
      scripted.set(route, [...(scripted.get(route) ?? []), reply]);
    },
    openSession: contract.openSession,
    expireSessions: contract.expireSessions,
    hold: null,
    async close() {
      await front.close();
      await contract.close();
    },
  };
  return api;
}

/** An offer at full price, two places left, offered on 05/03/2026. */
export function openOffer(overrides: Partial<BusinessOffer> = {}): BusinessOffer {
  return {
    leadId: randomUUID(),
    category: 'Idraulico',
    place: 'Fano (Pesaro e Urbino)',
    request: 'Perdita sotto il lavello della cucina, chiamatemi al [telefono nascosto].',
    price: '25.00',
    originalPrice: '25.00',
    isDiscounted: false,
    placesLeft: 2,
    offeredAt: '2026-03-05T10:15:00.000Z',
    ...overrides,
  };
}
