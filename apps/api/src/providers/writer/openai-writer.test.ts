import { GeneratedBlogPostSchema } from '@trovapro/domain';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { getGazetteer } from '../ai/index.ts';
import { writeBlogArticle } from './blog/write-blog-article.ts';
import type { LandingPageInput } from './landing/page-context.ts';
import { writeLandingPage } from './landing/write-landing-page.ts';
import { createWriter } from './openai-writer.ts';
import { useFakeOpenAi } from '../../test/fake-openai-for-file.ts';

/** A local stand-in for the OpenAI API (test/fake-openai.ts). */
const fake = useFakeOpenAi();
const { warnings, logger } = fake;

function writer() {
  return createWriter({ openai: fake.options(), logger });
}

const torino = getGazetteer().comuni.find((comune) => comune.name === 'Torino')!;
const landingInput: LandingPageInput = {
  keyword: 'idraulico',
  isPlural: false,
  comune: torino,
  nearby: [{ name: 'Moncalieri', slug: 'idraulico-moncalieri' }],
  figures: { activePartnersInProvince: 7, requestsFromArea: 0 },
};

const PROSE =
  '<h3>Idraulici a Torino</h3><p onclick="steal()">Torino conta oltre 870.000 abitanti e molti condomini con impianti datati: ' +
  'prima di chiamare conviene sapere dove si trova la valvola generale e annotare marca e modello della caldaia.</p>' +
  '<script>document.location="https://evil.example"</script>' +
  '<p>Per le perdite nascoste la ricerca con termocamera evita di rompere pavimenti a caso; per la caldaia la manutenzione annuale ' +
  'con analisi dei fumi tiene il libretto in regola. <a href="javascript:alert(1)">clicca</a></p>' +
  '<ul><li>Disostruzione di uno scarico: da 70 a 150 euro.</li><li>Manutenzione della caldaia: da 80 a 150 euro.</li></ul>';

describe('OpenAI writer: landing pages', () => {
  it('asks for a strict JSON schema, keeps the model prose sanitized and appends the real figures and links', async () => {
    fake.openai.reply = {
      status: 200,
      content: JSON.stringify({ metaDescription: 'Idraulico a Torino: preventivi gratuiti in pochi minuti.', content: PROSE }),
    };
    const page = await writer().writeLandingPage(landingInput);
    expect(page.title).toBe('Trova il migliore idraulico a Torino');
    expect(page.metaDescription).toBe('Idraulico a Torino: preventivi gratuiti in pochi minuti.');
    expect(page.content).toContain('valvola generale');
    expect(page.content).not.toMatch(/<script|onclick|javascript|evil\.example/i);
    expect(page.content).toContain('<a href="/p/idraulico-moncalieri">');
    expect(page.content).toContain('aziende partner attive in provincia di Torino');
    expect(page.content.startsWith('<div class="landing-content" data-service="idraulico" data-location="Torino">')).toBe(true);
    fake.expectOneStrictRequest('landing_page');
    expect(JSON.stringify(fake.openai.requests[0]!.body)).toContain('10121');
    expect(warnings).toEqual([]);
  });

  it('replaces a meta description longer than 160 characters with the built-in one', async () => {
    fake.openai.reply = { status: 200, content: JSON.stringify({ metaDescription: 'x '.repeat(120), content: PROSE }) };
    const page = await writer().writeLandingPage(landingInput);
    expect(page.metaDescription).toBe(writeLandingPage(landingInput).metaDescription);
  });

  it('falls back to the built-in writer on HTTP 500', async () => {
    fake.openai.reply = { status: 500, content: '' };
    expect(await writer().writeLandingPage(landingInput)).toEqual(writeLandingPage(landingInput));
    expect(fake.openai.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the page is too short after sanitizing, or the answer is not the schema', async () => {
    fake.openai.reply = { status: 200, content: JSON.stringify({ metaDescription: 'ok', content: '<script>alert(1)</script><p>Breve.</p>' }) };
    expect(await writer().writeLandingPage(landingInput)).toEqual(writeLandingPage(landingInput));
    fake.openai.reply = { status: 200, content: JSON.stringify({ meta: 'ok', html: PROSE }) };
    expect(await writer().writeLandingPage(landingInput)).toEqual(writeLandingPage(landingInput));
    expect(warnings).toHaveLength(2);
  });
});

const ARTICLE = {
  title: '  Idraulico: la guida ai costi  ',
  excerpt: 'Quanto costa un idraulico e come sceglierlo.',
  content:
    '<h1>Titolo doppio</h1><h2>Costi</h2><p>Una riparazione costa da 60 a 120 euro.</p><img src=x onerror="alert(1)">' +
    '<h2>Controlli</h2><p>Chiedi la dichiarazione di conformità.</p><script>alert(1)</script>' +
    '<h2>Quando chiamare</h2><p><a href="JaVaScRiPt:alert(1)">qui</a> se senti odore di gas.</p>' +
    '<h2>Domande frequenti</h2><p style="color:red">La caldaia va controllata ogni anno.</p>',
  metaDescription: 'Guida ai costi di un idraulico. '.repeat(8),
  categoryTags: [' Idraulico ', 'Costi', 'Idraulico', '', 'Caldaia', 'Bagno', 'Preventivi', 'Extra'],
  callToAction: '',
};

describe('OpenAI writer: blog articles', () => {
  it('validates, sanitizes and normalises the model article', async () => {
    fake.openai.reply = { status: 200, content: JSON.stringify(ARTICLE) };
    const article = await writer().writeBlogArticle('idraulico');
    expect(Value.Check(GeneratedBlogPostSchema, article)).toBe(true);
    expect(article.title).toBe('Idraulico: la guida ai costi');
    expect(article.slug).toBe('idraulico-la-guida-ai-costi');
    expect(article.content).not.toMatch(/<script|onerror|javascript|style=|<h1/i);
    expect(article.content).toContain('<h2>Titolo doppio</h2>');
    expect(article.content).toContain('<img src="x" />');
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.categoryTags).toEqual(['Idraulico', 'Costi', 'Caldaia', 'Bagno', 'Preventivi']);
    expect(article.callToAction).toBe('Richiedi un preventivo gratuito');
    expect(fake.openai.requests[0]!.body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { name: 'blog_article', strict: true } },
    });
    expect(warnings).toEqual([]);
  });

  it('falls back to the built-in article on HTTP 500', async () => {
    fake.openai.reply = { status: 500, content: '' };
    expect(await writer().writeBlogArticle('elettricista')).toEqual(writeBlogArticle('elettricista'));
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the article has fewer than three sections or is not JSON', async () => {
    fake.openai.reply = { status: 200, content: JSON.stringify({ ...ARTICLE, content: '<h2>Unica</h2><p>Poco.</p>' }) };
    expect(await writer().writeBlogArticle('pulizie')).toEqual(writeBlogArticle('pulizie'));
    fake.openai.reply = { status: 200, content: 'not json {' };
    expect(await writer().writeBlogArticle('pulizie')).toEqual(writeBlogArticle('pulizie'));
    expect(warnings).toHaveLength(2);
  });
});

describe('built-in writer', () => {
  it('answers without OpenAI and makes no request', async () => {
    const builtin = createWriter();
    expect(await builtin.writeLandingPage(landingInput)).toEqual(writeLandingPage(landingInput));
    expect(await builtin.writeBlogArticle('meccanico')).toEqual(writeBlogArticle('meccanico'));
    expect(fake.openai.requests).toHaveLength(0);
  });
});
