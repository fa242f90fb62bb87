import { createHash } from 'node:crypto';
import type { LegalInfo, PublicLandingPage } from '@trovapro/domain';
import { CompressedText } from '@trovapro/frontend-server';
import { LRUCache } from 'lru-cache';
import type { ApiLookup, ApiMoved, ApiRevalidation } from '../api-lookup.ts';

/** A landing page as the site answers it: its status, its HTML (kept with its compressed forms) and that HTML's ETag. */
export interface RenderedPage {
  status: 200 | 404 | 503;
  html: CompressedText;
  etag: string;
}

/** A page of a comune ISTAT suppressed (issue 36): the site answers 301 to its successor's page. */
export interface MovedPage {
  status: 301;
  location: string;
}

interface Known {
  page: RenderedPage | MovedPage;
  /** The API's version of the landing pages when this page was last known to hold (null: it could not say). */
  version: string | null;
  /** The API's page and ETag (null for a missing slug), and the footer's company it was rendered with. */
  value: PublicLandingPage | null;
  apiEtag: string | null;
  legal: LegalInfo | null;
  /** A missing slug is answered from memory until then, without asking the API. */
  missingUntil: number;
}

export interface LandingPageCacheOptions {
  maxEntries: number;
  /** How long an unknown slug's 404 is kept before the API is asked again. */
  missingTtlMs: number;
  /** The API's version of the landing pages, asked after the view arrived (`createVersionSource`); null when it cannot say. */
  version(): Promise<string | null>;
  /** The API's page, whether the one of `etag` changed, or where it moved (`fetchLandingPage`). */
  fetch(slug: string, etag: string | null): Promise<ApiRevalidation<PublicLandingPage> | ApiMoved>;
  render(lookup: ApiLookup<PublicLandingPage>, legal: LegalInfo | null): string;
}

/** The rendered page, with the ETag browsers and proxies revalidate it with. */
export function renderedPage(status: RenderedPage['status'], text: string): RenderedPage {
  // Weak: the same page is sent in several encodings.
  return { status, html: new CompressedText(text), etag: `W/"${createHash('sha256').update(text).digest('base64url')}"` };
}

/**
 * Rendered landing pages that show a change at once (product §23 Ratings: a review published or hidden), without
 * asking the API for every page on every view. Each view reads the API's version of the landing pages
 * (`createVersionSource`: one question at a time for all pages, from the API's memory, at most 0.1 s old); while it
 * is the one a page was rendered or last checked at, the page holds. When it changed (or the API cannot say it), the page is asked again with the ETag of
 * the answer it was rendered from: a body-less 304 keeps it, a new answer is rendered. Concurrent views of one page
 * share one question; the page is rendered again too when the footer's company changed. An unknown slug, and a page
 * that moved, are remembered briefly, a failure not at all (503).
 */
export class LandingPageCache {
  readonly #known: LRUCache<string, Known>;
  readonly #asking = new Map<string, Promise<RenderedPage | MovedPage>>();
  readonly #options: LandingPageCacheOptions;

  constructor(options: LandingPageCacheOptions) {
    this.#options = options;
    this.#known = new LRUCache<string, Known>({ max: options.maxEntries });
  }

  async get(slug: string, legal: LegalInfo | null): Promise<RenderedPage | MovedPage> {
    const known = this.#known.get(slug);
    if (known !== undefined && known.value === null && known.missingUntil > Date.now()) return known.page;
    const version = await this.#options.version();
    const current = this.#known.get(slug);
    if (current?.value != null && version !== null && current.version === version && current.legal === legal) return current.page;
    let asking = this.#asking.get(slug);
    if (asking === undefined) {
      asking = this.#revalidate(slug, current, legal, version).finally(() => this.#asking.delete(slug));
      this.#asking.set(slug, asking);
    }
    return asking;
  }

  async #revalidate(slug: string, known: Known | undefined, legal: LegalInfo | null, version: string | null): Promise<RenderedPage | MovedPage> {
    const lookup = await this.#options.fetch(slug, known?.apiEtag ?? null);
    if (lookup.kind === 'moved') {
      const page: MovedPage = { status: 301, location: `/p/${lookup.to}` };
      this.#known.set(slug, { page, version, value: null, apiEtag: null, legal, missingUntil: Date.now() + this.#options.missingTtlMs });
      return page;
    }
    if (lookup.kind === 'unchanged') {
      if (known?.value == null) return this.#keep(slug, { kind: 'unavailable' }, legal, version);
      if (known.legal === legal) {
        known.version = version;
        return known.page;
      }
      return this.#keep(slug, { kind: 'found', value: known.value, ...(known.apiEtag === null ? {} : { etag: known.apiEtag }) }, legal, version);
    }
    return this.#keep(slug, lookup, legal, version);
  }

  #keep(slug: string, lookup: ApiLookup<PublicLandingPage>, legal: LegalInfo | null, version: string | null): RenderedPage {
    const status = lookup.kind === 'found' ? 200 : lookup.kind === 'missing' ? 404 : 503;
    const page = renderedPage(status, this.#options.render(lookup, legal));
    if (lookup.kind === 'found') this.#known.set(slug, { page, version, value: lookup.value, apiEtag: lookup.etag ?? null, legal, missingUntil: 0 });
    else if (lookup.kind === 'missing')
      this.#known.set(slug, { page, version, value: null, apiEtag: null, legal, missingUntil: Date.now() + this.#options.missingTtlMs });
    else this.#known.delete(slug);
    return page;
  }
}
