import { isSlug, routes, type LandingPagesVersion, type PublicLandingPage } from '@trovapro/domain';
import { fetchApiJson, revalidateApiJson, type ApiMoved, type ApiRevalidation } from '../api-lookup.ts';

const TEXT_FIELDS = ['id', 'slug', 'title', 'metaDescription', 'keyword', 'municipalityName', 'province', 'content'] as const;

/** The page's rating: null, or its figures (product §23 Ratings). */
function isRating(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const rating = value as Record<string, unknown>;
  return (
    typeof rating.average === 'number' &&
    typeof rating.count === 'number' &&
    (rating.scope === 'province' || rating.scope === 'region') &&
    typeof rating.placeName === 'string'
  );
}

/** The API's answer has the contract's shape (the API serializes by the schema; this guards a wrong API_URL). */
function isPublicLandingPage(body: unknown): body is PublicLandingPage {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  return TEXT_FIELDS.every((name) => typeof fields[name] === 'string') && typeof fields.isPlural === 'boolean' && isRating(fields.rating);
}

/** The slug of the API's 301 (`{ movedTo }`): the page of a comune ISTAT suppressed moved to its successor's (issue 36). */
function movedSlug(body: unknown): string | undefined {
  const movedTo = typeof body === 'object' && body !== null ? (body as { movedTo?: unknown }).movedTo : undefined;
  return typeof movedTo === 'string' && isSlug(movedTo) ? movedTo : undefined;
}

/**
 * Reads one published landing page from the API (`GET /api/landing-pages/:slug`), or, given the ETag of the one
 * already rendered, whether it changed since (`unchanged`: the API's 304, no body); `moved` (the API's 301) names the
 * slug of the page it moved to.
 */
export async function fetchLandingPage(
  apiUrl: string,
  slug: string,
  { etag = null, timeoutMs = 5000 }: { etag?: string | null; timeoutMs?: number } = {},
): Promise<ApiRevalidation<PublicLandingPage> | ApiMoved> {
  if (!isSlug(slug)) return { kind: 'missing' };
  return revalidateApiJson(`${apiUrl}/api/landing-pages/${slug}`, isPublicLandingPage, etag, { timeoutMs, movedTo: movedSlug });
}

function isVersion(body: unknown): body is LandingPagesVersion {
  return typeof body === 'object' && body !== null && typeof (body as { version?: unknown }).version === 'string';
}

/**
 * The API's version of the landing pages (`GET /api/landing-pages-version`), one question at a time for all views.
 * A view gets the answer of a question asked at most `freshMs` before it arrived, else of the next one (views that
 * arrive meanwhile share it): a change the API made more than `freshMs` before a view is always seen by it. With
 * 0, every view waits for a question asked after it arrived. Null when the API cannot say.
 */
export function createVersionSource(apiUrl: string, { freshMs = 100, timeoutMs = 2000 } = {}): () => Promise<string | null> {
  const url = `${apiUrl}${routes.publicLandingPagesVersion.path}`;
  let answered: { askedAt: number; version: string | null } | null = null;
  let asking: { askedAt: number; answer: Promise<string | null> } | null = null;
  let next: Promise<string | null> | null = null;
  const ask = (): Promise<string | null> => {
    const askedAt = performance.now();
    const answer = fetchApiJson(url, isVersion, { timeoutMs })
      .then((lookup) => (lookup.kind === 'found' ? lookup.value.version : null))
      .then((version) => {
        answered = { askedAt, version };
        asking = null;
        return version;
      });
    asking = { askedAt, answer };
    return answer;
  };
  return () => {
    const arrived = performance.now();
    if (answered !== null && arrived - answered.askedAt < freshMs) return Promise.resolve(answered.version);
    if (asking === null) return ask();
    if (arrived - asking.askedAt < freshMs) return asking.answer;
    next ??= asking.answer.then(() => {
      next = null;
      return ask();
    });
    return next;
  };
}
