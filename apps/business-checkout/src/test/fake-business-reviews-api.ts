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
import { PAGE_SIZES, routes, type BusinessAccount, type BusinessReview, type ReviewRatingSummary } from '@trovapro/domain';
import { BUSINESS, forward } from './fake-business-area-api.ts';

/**
 * The API's «Recensioni» routes for the component tests (with the area's `me` and sign-out the page needs): the shared
 * contract fake answers them, with a session cookie as the API's; a thin front before it holds answers (`hold`) and
 * plays a scripted reply for the next call of a route (`failNext`). A reply is saved as the API saves it: trimmed, on
 * a review of this business that may still be answered (409 otherwise).
 */
type ReviewsRoute = Extract<RouteName, 'businessMe' | 'businessSignOut' | 'businessListReviews' | 'businessReplyToReview'>;
const REVIEWS_ROUTES: readonly ReviewsRoute[] = ['businessMe', 'businessSignOut', 'businessListReviews', 'businessReplyToReview'];

export interface FakeBusinessReviewsApi {
  origin: string;
  calls: ContractCall[];
  callsTo(route: ReviewsRoute): ContractCall[];
  /** The signed-in business's reviews, newest first. */
  reviews: BusinessReview[];
  rating: ReviewRatingSummary | null;
  account: BusinessAccount;
  failing: Set<RouteName>;
  failNext(route: ReviewsRoute, reply: FakeReply): void;
  openSession(): string;
  expireSessions(): void;
  /** While set, every answer waits for it (to see loading states). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

const UNAUTHORIZED = new ApiError(401, 'unauthorized', 'Accesso richiesto');
export const REPLY_CLOSED_MESSAGE = 'Il tempo per rispondere a questa recensione è terminato: la risposta non può più essere inviata né modificata.';

export async function startFakeBusinessReviewsApi(): Promise<FakeBusinessReviewsApi> {
  const scripted = new Map<ReviewsRoute, FakeReply[]>();
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
    businessListReviews: signedIn(({ query }) => ({
      body: {
        ...pageOf('reviews', api.reviews, query, PAGE_SIZES.businessReviews),
        rating: api.rating,
        awaitingReply: api.reviews.filter((review) => review.canReply && review.reply === null).length,
      },
    })),
    businessReplyToReview: signedIn(({ params, body }) => {
      const index = api.reviews.findIndex((review) => review.id === params.id);
      const review = api.reviews[index];
      if (!review) throw new ApiError(404, 'not_found', 'Recensione non trovata.');
      if (!review.canReply) throw new ApiError(409, 'conflict', REPLY_CLOSED_MESSAGE);
      const saved: BusinessReview = { ...review, reply: (body as { reply: string }).reply.trim(), repliedAt: new Date().toISOString() };
      api.reviews[index] = saved;
      return { body: saved };
    }),
  });

  const front = await startFakeServer(
    async (request): Promise<FakeReply> => {
      await api.hold;
      const route = REVIEWS_ROUTES.find((name) => matchPath(routes[name], request.method, request.path) !== null);
      const next = route === undefined ? undefined : scripted.get(route)?.shift();
      if (next) {
        contract.calls.push({ ...request, route });
        return next;
      }
      return forward(`${contract.origin}${request.url}`, request);
    },
    { cutConnectionsOnClose: true },
  );

  const api: FakeBusinessReviewsApi = {
    origin: front.origin,
    calls: contract.calls,
    callsTo: (route) => contract.calls.filter((call) => call.route === route),
    reviews: [],
    rating: null,
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

/** A pending review, 4 stars, written on 05/03/2026 about a request of 20/02/2026, open to a reply until 12/03/2026. */
export function aReview(overrides: Partial<BusinessReview> = {}): BusinessReview {
  return {
    id: randomUUID(),
    stars: 4,
    comment: 'Puntuale e gentile, ha risolto la perdita in un’ora.',
    author: 'Giulia B.',
    category: 'Idraulico',
    place: 'Fano (Pesaro e Urbino)',
    requestedAt: '2026-02-20T09:00:00.000Z',
    createdAt: '2026-03-05T10:15:00.000Z',
    status: 'pending',
    reply: null,
    repliedAt: null,
    replyUntil: '2026-03-12T10:15:00.000Z',
    canReply: true,
    ...overrides,
  };
}
