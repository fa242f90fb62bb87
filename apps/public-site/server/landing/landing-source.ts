import { SlugSchema, type PublicLandingPage } from '@trovapro/domain';

/** A published page, none (unknown or unpublished slug), or the API could not be reached. */
export type LandingLookup = { kind: 'page'; page: PublicLandingPage } | { kind: 'missing' } | { kind: 'unavailable' };

const SLUG = new RegExp((SlugSchema as unknown as { pattern: string }).pattern);
const TEXT_FIELDS = ['id', 'slug', 'title', 'metaDescription', 'keyword', 'municipalityName', 'province', 'content'] as const;

/** The API's answer has the contract's shape (the API serializes by the schema; this guards a wrong API_URL). */
function isPublicLandingPage(body: unknown): body is PublicLandingPage {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  return TEXT_FIELDS.every((name) => typeof fields[name] === 'string') && typeof fields.isPlural === 'boolean';
}

export function isSlug(value: string): boolean {
  return value.length <= 200 && SLUG.test(value);
}

/** Reads one published landing page from the API (`GET /api/landing-pages/:slug`, which counts the view). */
export async function fetchLandingPage(apiUrl: string, slug: string, timeoutMs = 5000): Promise<LandingLookup> {
  if (!isSlug(slug)) return { kind: 'missing' };
  try {
    const response = await fetch(`${apiUrl}/api/landing-pages/${slug}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'unavailable' };
    const body: unknown = await response.json();
    return isPublicLandingPage(body) ? { kind: 'page', page: body } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}
