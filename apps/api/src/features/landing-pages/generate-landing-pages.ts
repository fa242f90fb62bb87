import { landingApiMessages } from '@trovapro/copy';
import { slugify, type GenerateLandingPagesBody } from '@trovapro/domain';
import pLimit from 'p-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { NewLandingPageRow } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { configuredOpenAi } from '../../providers/ai/index.ts';
import { categoryForKeyword, createWriter, nearbyComuni, type LandingComune, type Writer } from '../../providers/writer/index.ts';
import { existingSlugs, insertNewPages, provinceFigures, upsertPages } from './landing-pages.repository.ts';
import { findMunicipality, municipalitiesOfProvince } from '../municipalities/municipalities.service.ts';

export interface GenerateContext {
  readonly db: Db;
  readonly writer: Writer;
  /** Pages written at the same time (OpenAI calls in flight); the built-in writer does not wait on anything. */
  readonly concurrency: number;
}

/** OpenAI calls in flight while a province is generated (the built-in writer does not wait). */
export const OPENAI_WRITER_CONCURRENCY = 8;

/** OpenAI when configured (richer text), else the built-in writer. */
export function createGenerateContext(db: Db, config: Config, log: FastifyBaseLogger): GenerateContext {
  return {
    db,
    writer: createWriter(configuredOpenAi(config, log)),
    concurrency: config.openai === undefined ? 1 : OPENAI_WRITER_CONCURRENCY,
  };
}

/** The keyword as shown: trimmed, single spaces. */
export function displayKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ');
}

/** With the comune, the identity of a page: generating "Idraulico " again updates the "idraulico" pages. */
export function normalizeKeyword(keyword: string): string {
  return displayKeyword(keyword).toLowerCase();
}

/**
 * Readable, unique slugs for the comuni: a page generated before keeps its slug (its URL never changes);
 * a new one gets `keyword-comune`, or `keyword-comune-<province code>` when that is taken (the same comune
 * name in another province), or with the ISTAT code as a last resort.
 */
export async function assignSlugs(db: Db, keyword: string, comuni: readonly LandingComune[]): Promise<Map<string, string>> {
  const candidatesOf = (comune: LandingComune) => {
    const withCode = slugify(`${keyword} ${comune.name} ${comune.provinceCode}`);
    return [slugify(`${keyword} ${comune.name}`), withCode, `${withCode}-${comune.istatCode}`];
  };
  const { own, taken } = await existingSlugs(db, normalizeKeyword(keyword), comuni.flatMap(candidatesOf));
  const slugs = new Map<string, string>();
  const used = new Set([...taken, ...own.values()]);
  for (const comune of comuni) {
    const kept = own.get(comune.istatCode);
    if (kept !== undefined) slugs.set(comune.istatCode, kept);
  }
  for (const comune of comuni) {
    if (slugs.has(comune.istatCode)) continue;
    const candidates = candidatesOf(comune);
    const slug = candidates.find((candidate) => !used.has(candidate)) ?? candidates[candidates.length - 1]!;
    used.add(slug);
    slugs.set(comune.istatCode, slug);
  }
  return slugs;
}

/**
 * `POST /api/admin/landing-pages/generate`: one page per comune of the province for the keyword.
 * Slugs are computed first, so every page links the pages of its nearby comuni; the pages are then
 * written by batches of a few hundred rows in one transaction. `onPageWritten` counts the writer's progress.
 */
export async function generateLandingPages(
  context: GenerateContext,
  body: GenerateLandingPagesBody,
  onPageWritten: () => void = () => {},
): Promise<{ generated: number }> {
  const { db, writer } = context;
  const keyword = displayKeyword(body.keyword);
  const municipalities = await municipalitiesOfProvince(db, body.province.trim());
  if (municipalities.length === 0) throw new AppError('unknown_province', landingApiMessages.unknownProvince, { field: 'province' });

  const comuni: LandingComune[] = municipalities.map((municipality) => ({ ...municipality, population: municipality.population ?? 0 }));
  const category = categoryForKeyword(keyword);
  const [slugs, figures] = await Promise.all([assignSlugs(db, keyword, comuni), provinceFigures(db, comuni[0]!.province, category)]);

  const pages = await pLimit(Math.max(1, context.concurrency)).map(comuni, async (comune): Promise<NewLandingPageRow> => {
    const text = await writer.writeLandingPage({
      keyword,
      isPlural: body.isPlural,
      comune,
      nearby: nearbyComuni(comune, comuni).map((other) => ({ name: other.name, slug: slugs.get(other.istatCode) })),
      figures: {
        activePartnersInProvince: figures.activePartners,
        requestsFromArea: figures.requestsByComune.get(comune.istatCode) ?? 0,
      },
      ...(category === null ? {} : { category }),
    });
    onPageWritten();
    return {
      keyword,
      keyword_normalized: normalizeKeyword(keyword),
      istat_code: comune.istatCode,
      municipality_name: comune.name,
      province: comune.province,
      slug: slugs.get(comune.istatCode)!,
      title: text.title,
      meta_description: text.metaDescription,
      // The writers sanitize what they write.
      content: text.content,
      is_plural: body.isPlural,
    };
  });

  await db.transaction().execute((trx) => upsertPages(trx, pages));
  return { generated: pages.length };
}

/** A page to write for one comune (issue 36: the successor of a suppressed comune that had a page of the keyword). */
export interface ComunePageRequest {
  readonly keyword: string;
  readonly isPlural: boolean;
  readonly istatCode: string;
  readonly isPublished: boolean;
}

/**
 * Pages for single comuni, each written as a province's generation writes it (its slug, the links to the nearby
 * comuni's pages of the keyword, the area's figures) by `writer`; `db` may be a transaction. A comune that already has
 * a page of the keyword keeps it as it is. Returns how many pages were written.
 */
export async function generateComunePages(db: Db, writer: Writer, requests: readonly ComunePageRequest[]): Promise<number> {
  let written = 0;
  for (const request of requests) {
    const municipality = await findMunicipality(db, request.istatCode);
    if (municipality === undefined) continue;
    const keyword = displayKeyword(request.keyword);
    const comune: LandingComune = { ...municipality, population: municipality.population ?? 0 };
    const sameProvince = (await municipalitiesOfProvince(db, comune.province)).map((other) => ({ ...other, population: other.population ?? 0 }));
    const category = categoryForKeyword(keyword);
    const [slugs, figures, { own }] = await Promise.all([
      assignSlugs(db, keyword, [comune]),
      provinceFigures(db, comune.province, category),
      existingSlugs(db, normalizeKeyword(keyword), []),
    ]);
    if (own.has(comune.istatCode)) continue;
    const text = await writer.writeLandingPage({
      keyword,
      isPlural: request.isPlural,
      comune,
      nearby: nearbyComuni(comune, sameProvince).map((other) => ({ name: other.name, slug: own.get(other.istatCode) })),
      figures: { activePartnersInProvince: figures.activePartners, requestsFromArea: figures.requestsByComune.get(comune.istatCode) ?? 0 },
      ...(category === null ? {} : { category }),
    });
    written += await insertNewPages(db, [
      {
        keyword,
        keyword_normalized: normalizeKeyword(keyword),
        istat_code: comune.istatCode,
        municipality_name: comune.name,
        province: comune.province,
        slug: slugs.get(comune.istatCode)!,
        title: text.title,
        meta_description: text.metaDescription,
        content: text.content,
        is_plural: request.isPlural,
        is_published: request.isPublished,
      },
    ]);
  }
  return written;
}
