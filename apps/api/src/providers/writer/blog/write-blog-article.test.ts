import { GeneratedBlogPostSchema, SlugSchema, slugify } from '@trovapro/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../html/sanitize.ts';
import { visibleText } from '../text/html.ts';
import { writeBlogArticle } from './write-blog-article.ts';

const KEYWORDS = ['idraulico', 'elettricista', 'imbianchino', 'meccanico', 'pulizie', 'giardinaggio', 'traslochi', 'Commercialista a Roma'];

/** Paragraphs, list items, headings and table rows: the units a filler text would repeat. */
function blocks(html: string): string[] {
  return [...html.matchAll(/<(p|li|tr|h3)>(.*?)<\/\1>/g)].map((match) => visibleText(match[2]!));
}

describe('writeBlogArticle', () => {
  it.each(KEYWORDS)('writes a complete, valid article for "%s"', (keyword) => {
    const article = writeBlogArticle(keyword);
    expect(Value.Check(GeneratedBlogPostSchema, article)).toBe(true);
    expect(article.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.metaDescription.length).toBeGreaterThan(50);
    expect(article.slug).toBe(slugify(article.title));
    expect(Value.Check(SlugSchema, article.slug)).toBe(true);
    expect(article.categoryTags.length).toBeGreaterThan(0);
    expect(article.categoryTags.length).toBeLessThanOrEqual(5);
    expect(new Set(article.categoryTags).size).toBe(article.categoryTags.length);
    expect(article.callToAction).toBe('Richiedi un preventivo gratuito');
    expect(article.excerpt.length).toBeGreaterThan(50);
    expect(sanitizeArticleHtml(article.content)).toBe(article.content);
  });

  it.each(KEYWORDS)('repeats no paragraph, list item or cell in "%s"', (keyword) => {
    const texts = blocks(writeBlogArticle(keyword).content);
    expect(texts.length).toBeGreaterThan(20);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('covers costs, checks, problems, when to call, quotes and an FAQ', () => {
    const headings = [...writeBlogArticle('idraulico').content.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Quanto costa: prezzi indicativi',
        'Cosa controllare prima di affidare il lavoro',
        'Problemi comuni e le loro cause',
        'Quando chiamare un professionista',
        'Come confrontare i preventivi',
        'Domande frequenti',
      ]),
    );
  });

  it('writes category-specific content', () => {
    const plumbing = writeBlogArticle('idraulico');
    const electrical = writeBlogArticle('elettricisti');
    expect(plumbing.content).toContain('caldaia');
    expect(electrical.content).toContain('differenziale');
    expect(plumbing.categoryTags[0]).toBe('Idraulico');
    expect(electrical.categoryTags[0]).toBe('Elettricista');
    const shared = blocks(plumbing.content).filter((text) => blocks(electrical.content).includes(text));
    expect(shared.length).toBeLessThan(blocks(plumbing.content).length / 4);
  });

  it('writes a generic but specific article for another keyword', () => {
    const article = writeBlogArticle('Traslochi');
    expect(article.title).toMatch(/trasloch/i);
    expect(article.categoryTags[0]).toBe('Traslochi');
    expect(visibleText(article.content)).toContain('Diritto di chiamata');
  });

  it('is deterministic and escapes the keyword', () => {
    expect(writeBlogArticle('pulizie')).toEqual(writeBlogArticle('  pulizie '));
    const hostile = writeBlogArticle('<img src=x onerror=alert(1)>');
    expect(hostile.content).not.toMatch(/<img/);
    expect(hostile.content).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(() => writeBlogArticle('   ')).toThrow();
  });
});
