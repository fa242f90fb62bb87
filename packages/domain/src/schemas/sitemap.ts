import { Type, type Static } from 'typebox';
import { PageInfoSchema, TimestampSchema } from './common.ts';

/** At most this many URLs in one sitemap file (sitemaps.org); larger sections are split into several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** One public URL of a sitemap section: its path on the public site and when it last changed. */
export const SitemapEntrySchema = Type.Object({
  path: Type.String({ pattern: '^/' }),
  lastModified: TimestampSchema,
});
export type SitemapEntry = Static<typeof SitemapEntrySchema>;

/** `?page=n`: the n-th file of a section, SITEMAP_MAX_URLS entries each. */
export const SitemapQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
});

/** A section's entries for one sitemap file, with the section's total and number of files. */
export const SitemapSectionSchema = Type.Object({
  entries: Type.Array(SitemapEntrySchema),
  ...PageInfoSchema.properties,
});
export type SitemapSection = Static<typeof SitemapSectionSchema>;
