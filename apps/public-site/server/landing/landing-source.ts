import { isSlug, type PublicLandingPage } from '@trovapro/domain';
import { fetchApiJson, type ApiLookup } from '../api-lookup.ts';

const TEXT_FIELDS = ['id', 'slug', 'title', 'metaDescription', 'keyword', 'municipalityName', 'province', 'content'] as const;

/** The API's answer has the contract's shape (the API serializes by the schema; this guards a wrong API_URL). */
function isPublicLandingPage(body: unknown): body is PublicLandingPage {
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  return TEXT_FIELDS.every((name) => typeof fields[name] === 'string') && typeof fields.isPlural === 'boolean';
}

/** Reads one published landing page from the API (`GET /api/landing-pages/:slug`, which counts the view). */
export async function fetchLandingPage(apiUrl: string, slug: string, timeoutMs = 5000): Promise<ApiLookup<PublicLandingPage>> {
  if (!isSlug(slug)) return { kind: 'missing' };
  return fetchApiJson(`${apiUrl}/api/landing-pages/${slug}`, isPublicLandingPage, { timeoutMs });
}
