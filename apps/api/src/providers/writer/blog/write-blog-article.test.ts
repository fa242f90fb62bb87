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

/** Headings (h2, h3) as a reader sees them. */
const headingsOf = (html: string) => [...html.matchAll(/<(h2|h3)>(.*?)<\/\1>/g)].map((match) => visibleText(match[2]!));
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The keyword's head noun without its last vowel: «caldai» meets «caldaia» and «caldaie». */
const headStem = (keyword: string) => folded(keyword.split(' ')[0]!).replace(/[aeiou]$/, '');
/** The trade guide's own sections: a narrow keyword must not fall back to them. */
const TRADE_GUIDE_HEADINGS = [
  'Quanto costa: prezzi indicativi',
  'Problemi comuni e le loro cause',
  'Quando chiamare un professionista',
  'Il periodo giusto, regione per regione',
  'Domande frequenti',
];
/** A preposition followed by an article it should have merged with («di il», «su la»). */
const UNMERGED_PREPOSITION = /\b(di|a|da|su|in) (il|lo|la|i|gli|le|l’)\s/;

describe('writeBlogArticle for a narrow product or service of a trade', () => {
  it.each([
    ['caldaia a condensazione', 'Idraulico', 'idraulico', 'la caldaia a condensazione'],
    ['impianto fotovoltaico', 'Elettricista', 'elettricista', 'l’impianto fotovoltaico'],
    ['potatura olivi', 'Giardinaggio', 'giardiniere', 'la potatura degli olivi'],
    ['cambio gomme', 'Meccanico', 'meccanico', 'il cambio delle gomme'],
    ['sanificazione divani', 'Pulizie', 'impresa di pulizie', 'la sanificazione dei divani'],
    ['cartongesso', 'Imbianchino', 'imbianchino', 'il cartongesso'],
  ])('writes about «%s» itself, not the %s guide', (keyword, category, trade, phrase) => {
    const article = writeBlogArticle(keyword);
    const headings = headingsOf(article.content);
    const text = visibleText(article.content);
    expect(Value.Check(GeneratedBlogPostSchema, article)).toBe(true);
    expect(folded(article.title)).toContain(folded(keyword));
    expect(folded(article.metaDescription)).toContain(folded(keyword));
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    for (const heading of headings) expect(folded(heading)).toContain(headStem(keyword));
    // What it is, when it is needed, what it costs, how to choose who does it.
    const sections = headings.join(' | ');
    for (const section of [/che cos/, /Quando serv/, /Quanto cost/, /Come scegliere chi/, /Domande frequenti/]) expect(sections).toMatch(section);
    for (const generic of TRADE_GUIDE_HEADINGS) expect(headings).not.toContain(generic);
    expect(text).not.toContain('Il settore è quello di');
    // The trade only as the professional who does it: never in a heading, at most once in the text.
    for (const heading of headings) expect(folded(heading)).not.toContain(trade);
    expect(folded(text).split(trade).length - 1).toBeLessThanOrEqual(1);
    expect(text).toContain(phrase);
    expect(text).not.toMatch(UNMERGED_PREPOSITION);
    expect(article.categoryTags[0]?.toLowerCase()).toBe(keyword);
    expect(article.categoryTags).toContain(category);
    const texts = blocks(article.content);
    expect(new Set(texts).size).toBe(texts.length);
    expect(sanitizeArticleHtml(article.content)).toBe(article.content);
  });

  it.each([
    'scaldabagno elettrico',
    'quadro elettrico',
    'prato sintetico',
    'tagliando auto',
    'pulizia vetri',
    'carta da parati',
    'caldaie a condensazione',
  ])('writes about «%s» too when the catalogue has no page on it', (keyword) => {
    const article = writeBlogArticle(keyword);
    const headings = headingsOf(article.content);
    expect(Value.Check(GeneratedBlogPostSchema, article)).toBe(true);
    expect(folded(article.title)).toContain(folded(keyword));
    expect(folded(article.metaDescription)).toContain(folded(keyword));
    expect(headings.length).toBeGreaterThanOrEqual(6);
    for (const heading of headings) expect(folded(heading)).toContain(headStem(keyword));
    for (const generic of TRADE_GUIDE_HEADINGS) expect(headings).not.toContain(generic);
    expect(visibleText(article.content)).not.toMatch(UNMERGED_PREPOSITION);
    const texts = blocks(article.content);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('quotes the prices of the thing itself: the tagliando, not the whole workshop', () => {
    const rows = [...writeBlogArticle('tagliando auto').content.matchAll(/<tr><td>(.*?)<\/td>/g)].map((match) => match[1]);
    expect(rows).toEqual(['Tagliando completo']);
    // Nothing in the catalogue on synthetic lawns: the parts of a quote, not the prices of seeded lawns.
    const lawn = visibleText(writeBlogArticle('prato sintetico').content);
    expect(lawn).not.toContain('Prato a rotoli');
    expect(lawn).toContain('Sopralluogo e preventivo');
  });

  it('keeps the trade guide for the trade itself', () => {
    for (const keyword of ['idraulico', 'Idraulici a Roma', 'giardiniere', 'imprese di pulizie']) {
      expect(headingsOf(writeBlogArticle(keyword).content)).toContain('Problemi comuni e le loro cause');
    }
  });
});
