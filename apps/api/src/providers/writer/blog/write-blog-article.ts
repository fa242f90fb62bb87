import { PRODUCT_NAME, writerCopy } from '@trovapro/copy';
import { inSentence, slugify, type GeneratedBlogPost } from '@trovapro/domain';
import { sanitizeArticleHtml } from '../../html/sanitize.ts';
import { tradeProfileFor, type ClimateZone, type TradeProfile } from '../catalogue/index.ts';
import { capitalize, concatHtml, fitLength, formatPriceRange, html, type SafeHtml } from '../text/html.ts';
import { SeededRandom } from '../text/seeded-random.ts';
import { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX } from './article-limits.ts';
import { namesTrade, writeTopicArticle } from './write-topic-article.ts';

export { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX };

const ZONE_LABELS: Readonly<Record<ClimateZone, string>> = { nord: 'Nord', centro: 'Centro', sud: 'Sud', isole: 'Isole' };

interface ArticleWords {
  keyword: string;
  /** "un idraulico", or for another keyword "un professionista per traslochi". */
  who: string;
  /** The keyword, in a sentence. */
  kw: string;
  profile: TradeProfile;
  rng: SeededRandom;
}

function titleFor(w: ArticleWords): string {
  const Kw = capitalize(w.keyword);
  return w.rng.pick([
    `${Kw}: quanto costa, cosa controllare e come scegliere il professionista giusto`,
    `${Kw}: prezzi indicativi, problemi comuni e consigli per scegliere bene`,
    `Guida pratica per chi cerca ${w.who}: costi, controlli e preventivi a confronto`,
  ]);
}

function costs(w: ArticleWords): SafeHtml {
  const rows = w.profile.jobs.map(
    (job) => html`<tr><td>${job.name}</td><td>${job.description}</td><td>${formatPriceRange(job.priceFrom, job.priceTo, job.unit)}</td></tr>`,
  );
  return concatHtml(
    html`<h2>Quanto costa: prezzi indicativi</h2>`,
    html`<p>Le fasce qui sotto sono orientative e servono a leggere i preventivi con più consapevolezza: il prezzo finale dipende da materiali, difficoltà di accesso, urgenza e distanza.</p>`,
    html`<table><thead><tr><th>Lavoro</th><th>Cosa comprende</th><th>Prezzo indicativo</th></tr></thead><tbody>${rows}</tbody></table>`,
    html`<p>Nelle grandi città i prezzi tendono alla parte alta della fascia per traffico e parcheggi; nei comuni piccoli può aggiungersi la trasferta. Interventi serali e festivi hanno quasi sempre una maggiorazione, da chiarire prima della chiamata.</p>`,
  );
}

function checks(w: ArticleWords): SafeHtml {
  return concatHtml(
    html`<h2>Cosa controllare prima di affidare il lavoro</h2>`,
    html`<p>Il preventivo più basso non è sempre il più conveniente. Prima di confermare, verifica questi punti:</p>`,
    html`<ul>${w.profile.checks.map((check) => html`<li>${check}</li>`)}</ul>`,
  );
}

function problems(w: ArticleWords): SafeHtml {
  const entries = w.profile.problems.map((entry) => html`<h3>${entry.problem}</h3><p>Le cause più frequenti: ${entry.causes}.</p>`);
  return html`<h2>Problemi comuni e le loro cause</h2><p>Riconoscere la causa aiuta a descrivere bene il problema e a ricevere preventivi più precisi.</p>${entries}`;
}

function whenToCall(w: ArticleWords): SafeHtml {
  return concatHtml(
    html`<h2>Quando chiamare un professionista</h2>`,
    html`<p>Alcune situazioni non vanno rimandate né affrontate da soli. Chiama subito ${w.who} se:</p>`,
    html`<ul>${w.profile.callNow.map((item) => html`<li>${item}</li>`)}</ul>`,
    html`<p>Per tutto il resto conviene programmare: un intervento pianificato costa meno di un’urgenza e lascia il tempo di confrontare più offerte.</p>`,
  );
}

function compareQuotes(w: ArticleWords): SafeHtml {
  return concatHtml(
    html`<h2>Come confrontare i preventivi</h2>`,
    html`<p>Chiedi almeno tre preventivi scritti per lo stesso lavoro, descritto allo stesso modo: solo così i prezzi sono confrontabili. Un buon preventivo riporta:</p>`,
    html`<ol>${w.profile.quoteTips.map((tip) => html`<li>${capitalize(tip)}.</li>`)}</ol>`,
    html`<p>Diffida delle offerte molto più basse delle altre: spesso escludono voci che ricompaiono a lavoro iniziato. Paga con strumenti tracciabili e fatti rilasciare la fattura, utile per la garanzia e per eventuali detrazioni fiscali.</p>`,
  );
}

function seasons(w: ArticleWords): SafeHtml {
  const items = (Object.keys(ZONE_LABELS) as ClimateZone[]).map(
    (zone) => html`<li><strong>${ZONE_LABELS[zone]}</strong>: ${w.profile.climate[zone]}</li>`,
  );
  return html`<h2>Il periodo giusto, regione per regione</h2><p>Il clima cambia molto lungo la penisola, e con lui il momento migliore per programmare i lavori:</p><ul>${items}</ul>`;
}

function faq(w: ArticleWords): SafeHtml {
  const entries = w.profile.faq.map((entry) => html`<h3>${entry.question}</h3><p>${entry.answer}</p>`);
  return html`<h2>Domande frequenti</h2>${entries}`;
}

/**
 * The built-in article for a keyword. A product or service of one of the six trades («caldaia a
 * condensazione», «cambio gomme») gets an article about itself (write-topic-article.ts); the trade itself
 * («idraulico») or another service («traslochi») gets the trade's guide: sections from its catalogue.
 */
export function writeBlogArticle(keyword: string): GeneratedBlogPost {
  const clean = keyword.trim().replace(/\s+/g, ' ');
  if (clean === '') throw new Error('A keyword is required');
  const profile = tradeProfileFor(clean);
  const { category } = profile;
  if (category !== null && !namesTrade(clean, category)) return writeTopicArticle(clean, { ...profile, category });
  const lower = inSentence(clean);
  const who = profile.category ? profile.indefinite : `un professionista per ${lower}`;
  const w: ArticleWords = { keyword: lower, who, kw: lower, profile, rng: new SeededRandom(`blog|${lower}`) };
  const title = titleFor(w);
  const field = profile.field;
  const intro = concatHtml(
    html`<p>Quando serve ${who} la domanda è sempre la stessa: quanto costerà, e come riconoscere chi lavora bene? In questa guida sul tema «${w.kw}» trovi i prezzi indicativi dei lavori più richiesti, i controlli da fare prima di affidare l’incarico, i problemi più comuni con le loro cause e i consigli per confrontare i preventivi.</p>`,
    html`<p>Il settore è quello di ${field}: lavori in cui un preventivo chiaro e un professionista in regola fanno la differenza tra una spesa giusta e una sorpresa.</p>`,
  );
  const closing = concatHtml(
    html`<h2>Ricevi preventivi gratuiti</h2>`,
    html`<p>Con ${PRODUCT_NAME} descrivi il lavoro in chat con parole tue, confermi la tua email e ricevi preventivi gratuiti da professionisti verificati della tua zona. Non c’è alcun obbligo di accettare: confronta con calma e scegli l’offerta migliore.</p>`,
  );
  const content = sanitizeArticleHtml(
    concatHtml(intro, costs(w), checks(w), problems(w), whenToCall(w), compareQuotes(w), seasons(w), faq(w), closing).toString(),
  );
  const metaDescription = fitLength(
    w.rng.pick([
      `${capitalize(w.keyword)}: prezzi indicativi, cosa controllare prima di affidare il lavoro, problemi comuni e come confrontare i preventivi.`,
      `Quanto costa ${who}? Prezzi orientativi, controlli da fare, problemi frequenti e consigli per scegliere il preventivo giusto.`,
    ]),
    BLOG_META_DESCRIPTION_MAX,
  );
  return {
    title,
    slug: slugify(title),
    excerpt: `Prezzi indicativi, controlli prima di iniziare, problemi comuni e consigli per confrontare i preventivi: una guida pratica per chi cerca ${who}.`,
    content,
    metaDescription,
    categoryTags: [...new Set(profile.tags)].slice(0, BLOG_MAX_TAGS),
    callToAction: writerCopy.defaultCallToAction,
  };
}
