import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  ApiError,
  matchPath,
  startContractFake,
  startFakeServer,
  type ContractCall,
  type FakeReply,
  type RouteName,
} from '@trovapro/api-client/testing';
import { routes, type ComuneOption, type PartnerSignupBody } from '@trovapro/domain';

/**
 * The API's three sign-up routes (comune search, sign-up, code) for this feature's component tests: the shared
 * contract fake answers them (it refuses a request the contract refuses, and fails the test on an answer that
 * breaks it), behind a thin HTTP front through which a test makes the next call of a route fail with any
 * error body the API gives, `field` included (`failNext`), or drop the connection as a network failure would.
 */
export const VALID_SIGNUP_CODE = '2468';
export const INVALID_CODE_MESSAGE = 'Codice non valido o scaduto. Controlla l’email o richiedi un nuovo codice.';

/** A partita IVA with its right check digit, and the same with a wrong one. */
export const VALID_VAT = '12345678903';
export const WRONG_CHECK_DIGIT_VAT = '12345678901';

export const COMUNI: readonly ComuneOption[] = [
  { istatCode: '015146', name: 'Milano', province: 'Milano', provinceCode: 'MI', region: 'Lombardia' },
  { istatCode: '083049', name: 'Milazzo', province: 'Messina', provinceCode: 'ME', region: 'Sicilia' },
  { istatCode: '027023', name: 'Mira', province: 'Venezia', provinceCode: 'VE', region: 'Veneto' },
  { istatCode: '041013', name: 'Fano', province: 'Pesaro e Urbino', provinceCode: 'PU', region: 'Marche' },
  { istatCode: '042018', name: 'Fabriano', province: 'Ancona', provinceCode: 'AN', region: 'Marche' },
];

/** The API's answer: names starting with `q` first, then containing it, 10 at most. */
function search(q: string): ComuneOption[] {
  const needle = q.trim().toLowerCase();
  const starts = COMUNI.filter((comune) => comune.name.toLowerCase().startsWith(needle));
  const contains = COMUNI.filter((comune) => !starts.includes(comune) && comune.name.toLowerCase().includes(needle));
  return [...starts, ...contains].slice(0, 10);
}

type PartnerRoute = Extract<RouteName, 'comuneSearch' | 'partnerSignup' | 'partnerVerifyCode'>;
const PARTNER_ROUTES: readonly PartnerRoute[] = ['comuneSearch', 'partnerSignup', 'partnerVerifyCode'];

export interface FakePartnerApi {
  origin: string;
  /** Every call, with the route it matched (`route`), in order. */
  calls: ContractCall[];
  callsTo(route: PartnerRoute): ContractCall[];
  /** The sign-ups received, by the `signupId` answered. */
  signups: Map<string, PartnerSignupBody>;
  /** The next call of `route` (once checked against the contract) answers `reply` instead. */
  failNext(route: PartnerRoute, reply: FakeReply): void;
  /** While set, every answer waits for it (to see the busy state). */
  hold: Promise<void> | null;
  close(): Promise<void>;
}

/** The request passed on to the contract fake with Node's own HTTP client (the page's fetch is the test DOM's). */
function forward(url: string, method: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      url,
      { method, headers: { accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export async function startFakePartnerApi(): Promise<FakePartnerApi> {
  const signups = new Map<string, PartnerSignupBody>();
  const failures = new Map<PartnerRoute, FakeReply[]>();
  const contract = await startContractFake({
    comuneSearch: ({ query }) => ({ body: { comuni: search(String(query.q)) } }),
    partnerSignup: ({ body }) => {
      const signupId = randomUUID();
      signups.set(signupId, body as PartnerSignupBody);
      return { body: { signupId, message: 'Ti abbiamo inviato un codice a 4 cifre.' } };
    },
    partnerVerifyCode: ({ body }) => {
      if (!signups.has(body.signupId) || body.code !== VALID_SIGNUP_CODE) throw new ApiError(400, 'invalid_code', INVALID_CODE_MESSAGE);
      return { body: { success: true, message: 'Email confermata.' } };
    },
  });

  const front = await startFakeServer(
    async (request): Promise<FakeReply> => {
      await api.hold;
      const answer = await forward(`${contract.origin}${request.url}`, request.method, request.body);
      const route = PARTNER_ROUTES.find((name) => matchPath(routes[name], request.method, request.path) !== null);
      const ok = answer.status >= 200 && answer.status < 300;
      const scripted = route === undefined || !ok ? undefined : failures.get(route)?.shift();
      return scripted ?? { status: answer.status, ...(answer.text === '' ? {} : { body: JSON.parse(answer.text) as unknown }) };
    },
    { cutConnectionsOnClose: true },
  );

  const api: FakePartnerApi = {
    origin: front.origin,
    calls: contract.calls,
    callsTo: (route) => contract.calls.filter((call) => call.route === route),
    signups,
    failNext(route, reply) {
      failures.set(route, [...(failures.get(route) ?? []), reply]);
    },
    hold: null,
    async close() {
      await front.close();
      await contract.close();
    },
  };
  return api;
}
