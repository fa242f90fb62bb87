import { writerCopy } from '@trovapro/copy';
import { heroHeadline, slugify, trustedHtml, type GeneratedBlogPost } from '@trovapro/domain';
import OpenAI from 'openai';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { OpenAiOptions, WarningLogger } from '../ai/index.ts';
import { sanitizeArticleHtml, sanitizeLandingHtml } from '../html/sanitize.ts';
import { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX, writeBlogArticle } from './blog/write-blog-article.ts';
import { namesTrade, topicCosts } from './blog/write-topic-article.ts';
import { tradeProfileFor } from './catalogue/index.ts';
import { html } from './text/html.ts';
import { italianName, populationBand, postalCodesPhrase } from './landing/comune-facts.ts';
import type { LandingPageInput } from './landing/page-context.ts';
import {
  landingFactSections,
  landingMetaDescription,
  META_DESCRIPTION_MAX,
  wrapLandingContent,
  writeLandingPage,
  type LandingPageText,
} from './landing/write-landing-page.ts';
import { fitLength, formatInteger, formatPriceRange, visibleText } from './text/html.ts';

/** The landing page and blog writers; both always answer, falling back to the built-in writer. */
export interface Writer {
  writeLandingPage(input: LandingPageInput): Promise<LandingPageText>;
  writeBlogArticle(keyword: string): Promise<GeneratedBlogPost>;
}

export interface WriterOptions {
  /** Set when OPENAI_API_KEY is configured; otherwise the built-in template writer answers. */
  openai?: OpenAiOptions;
  logger?: WarningLogger;
}

/** Below this much visible text a model's page or article is not worth keeping. */
const MIN_LANDING_TEXT = 400;
const MIN_ARTICLE_SECTIONS = 3;

const LandingAnswerSchema = Type.Object(
  { metaDescription: Type.String({ maxLength: 400 }), content: Type.String({ minLength: 1, maxLength: 60000 }) },
  { additionalProperties: false },
);
const LANDING_RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['metaDescription', 'content'],
  properties: { metaDescription: { type: 'string' }, content: { type: 'string' } },
};

const ArticleAnswerSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    excerpt: Type.String({ minLength: 1, maxLength: 1000 }),
    content: Type.String({ minLength: 1, maxLength: 150000 }),
    metaDescription: Type.String({ minLength: 1, maxLength: 400 }),
    categoryTags: Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20 }),
    callToAction: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
type ArticleAnswer = Static<typeof ArticleAnswerSchema>;
const ARTICLE_RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'excerpt', 'content', 'metaDescription', 'categoryTags', 'callToAction'],
  properties: {
    title: { type: 'string' },
    excerpt: { type: 'string' },
    content: { type: 'string' },
    metaDescription: { type: 'string' },
    categoryTags: { type: 'array', items: { type: 'string' } },
    callToAction: { type: 'string' },
  },
};

const LANDING_INSTRUCTIONS = [
  'Scrivi in italiano il testo di una pagina di servizio locale per un marketplace di preventivi.',
  'content: HTML con soli tag h3, p, ul, ol, li, strong, em; nessun link, nessuno stile, nessuno script; 450–700 parole.',
  'Usa i dati del comune forniti (provincia, regione, abitanti, CAP) e i lavori tipici con i prezzi indicati: non inventare numeri, aziende o recensioni.',
  'Dai consigli concreti adatti alla dimensione del comune; niente frasi generiche ripetute.',
  'metaDescription: testo semplice, al massimo 155 caratteri, specifico per il comune.',
].join('\n');

const ARTICLE_INSTRUCTIONS = [
  'Scrivi in italiano un articolo di blog utile e specifico sulla parola chiave indicata: titolo, ogni h2 e la metaDescription la contengono.',
  'Se la parola chiave è un prodotto o un servizio preciso (per esempio «caldaia a condensazione», «potatura olivi»), l’articolo parla di quello: che cos’è, quando serve, quanto costa, come scegliere chi lo installa, lo ripara o lo esegue; il mestiere compare solo come il professionista che se ne occupa, mai come tema dell’articolo.',
  'Se la parola chiave è un mestiere (per esempio «idraulico»), le sezioni sono: costi indicativi, cosa controllare prima di affidare il lavoro, problemi comuni e cause, quando chiamare un professionista, come confrontare i preventivi, domande frequenti.',
  'content: HTML con almeno cinque h2, e h3, p, ul, ol, li, strong, em, table; nessuno script, stile o link esterno.',
  'title: titolo chiaro senza virgolette; excerpt: due frasi; metaDescription: al massimo 155 caratteri.',
  'categoryTags: da 3 a 5 etichette brevi; callToAction: invito a richiedere un preventivo gratuito.',
  'Non inventare leggi, marchi o statistiche; usa i prezzi indicativi forniti quando ci sono.',
].join('\n');

function landingFacts(input: LandingPageInput): string {
  const { comune } = input;
  const profile = tradeProfileFor(input.keyword, input.category);
  const caps = postalCodesPhrase(comune.postalCodes);
  return [
    `Servizio: ${input.keyword.trim()}`,
    `Comune: ${comune.name} (${comune.provinceCode}), provincia ${italianName(comune.province)}, regione ${italianName(comune.region)}`,
    `Abitanti: ${formatInteger(comune.population)} (fascia: ${populationBand(comune.population)})`,
    caps.kind === 'none' ? '' : `CAP: ${caps.text}`,
    `Lavori tipici e prezzi indicativi:\n${profile.jobs.map((job) => `- ${job.name}: ${formatPriceRange(job.priceFrom, job.priceTo, job.unit)}`).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function articleFacts(keyword: string): string {
  const profile = tradeProfileFor(keyword);
  const { category } = profile;
  const narrow = category !== null && !namesTrade(keyword, category);
  const jobs = category === null ? [] : narrow ? topicCosts(keyword, { ...profile, category }) : profile.jobs;
  const prices = jobs.map((job) => `- ${job.name}: ${formatPriceRange(job.priceFrom, job.priceTo, job.unit)}`).join('\n');
  return [
    `Parola chiave: ${keyword.trim()}`,
    narrow ? `Professionista che se ne occupa: ${profile.singular}` : '',
    prices ? `Prezzi indicativi:\n${prices}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function toArticle(answer: ArticleAnswer): GeneratedBlogPost {
  const title = answer.title.replace(/\s+/g, ' ').trim();
  const slug = slugify(title);
  const content = sanitizeArticleHtml(answer.content);
  const sections = content.match(/<h2[\s>]/g)?.length ?? 0;
  if (slug === '' || sections < MIN_ARTICLE_SECTIONS) throw new Error(`The article has ${sections} sections or no usable title`);
  const tags = [...new Set(answer.categoryTags.map((tag) => tag.replace(/\s+/g, ' ').trim()).filter(Boolean))].slice(0, BLOG_MAX_TAGS);
  return {
    title,
    slug,
    excerpt: answer.excerpt.replace(/\s+/g, ' ').trim(),
    content,
    metaDescription: fitLength(answer.metaDescription, BLOG_META_DESCRIPTION_MAX),
    categoryTags: tags,
    callToAction: answer.callToAction.trim() || writerCopy.defaultCallToAction,
  };
}

/** Structured Outputs through the `openai` SDK, validated and sanitized; any failure falls back to the built-in writer. */
function createOpenAiWriter(options: OpenAiOptions, logger: WarningLogger): Writer {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 1,
  });

  async function ask(name: string, schema: object, instructions: string, facts: string): Promise<unknown> {
    const completion = await client.chat.completions.create({
      model: options.model,
      temperature: 0.7,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: facts },
      ],
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: schema as Record<string, unknown> } },
    });
    const content = completion.choices[0]?.message.content;
    if (!content) throw new Error('Empty answer from the model');
    return JSON.parse(content);
  }

  return {
    async writeLandingPage(input) {
      try {
        const answer = await ask('landing_page', LANDING_RESPONSE_SCHEMA, LANDING_INSTRUCTIONS, landingFacts(input));
        if (!Value.Check(LandingAnswerSchema, answer)) throw new Error('The model answer does not match the schema');
        const prose = sanitizeLandingHtml(answer.content);
        if (visibleText(prose).length < MIN_LANDING_TEXT) throw new Error('The model page is too short');
        const meta = answer.metaDescription.replace(/\s+/g, ' ').trim();
        return {
          title: heroHeadline({ keyword: input.keyword.trim().replace(/\s+/g, ' '), municipality: input.comune.name, isPlural: input.isPlural }),
          metaDescription: meta !== '' && meta.length <= META_DESCRIPTION_MAX ? meta : landingMetaDescription(input),
          // The prose came out of the sanitizer just above: the one trusted markup here.
          content: sanitizeLandingHtml(wrapLandingContent(input, html`${trustedHtml(prose)}${landingFactSections(input)}`)),
        };
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenAI landing page failed: using the built-in writer');
        return writeLandingPage(input);
      }
    },
    async writeBlogArticle(keyword) {
      try {
        const answer = await ask('blog_article', ARTICLE_RESPONSE_SCHEMA, ARTICLE_INSTRUCTIONS, articleFacts(keyword));
        if (!Value.Check(ArticleAnswerSchema, answer)) throw new Error('The model answer does not match the schema');
        return toArticle(answer);
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenAI blog article failed: using the built-in writer');
        return writeBlogArticle(keyword);
      }
    },
  };
}

const builtinWriter: Writer = {
  writeLandingPage: async (input) => writeLandingPage(input),
  writeBlogArticle: async (keyword) => writeBlogArticle(keyword),
};

/** The OpenAI writer when configured, else the built-in one (the default). */
export function createWriter(options: WriterOptions = {}): Writer {
  return options.openai ? createOpenAiWriter(options.openai, options.logger ?? console) : builtinWriter;
}
