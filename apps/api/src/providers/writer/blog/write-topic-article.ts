import { PRODUCT_NAME, writerCopy } from '@trovapro/copy';
import { inSentence, slugify, type GeneratedBlogPost, type KnownCategory } from '@trovapro/domain';
import { sanitizeArticleHtml } from '../../html/sanitize.ts';
import { foldText } from '../../ai/builtin/normalize.ts';
import { genericProfile } from '../catalogue/generic.ts';
import type { TradeProfile, TypicalJob } from '../catalogue/index.ts';
import { capitalize, concatHtml, fitLength, formatPriceRange, html, type SafeHtml } from '../text/html.ts';
import { agree, articulated, nounPhrase, withArticle, type NounPhrase } from '../text/italian-noun-phrase.ts';
import { SeededRandom } from '../text/seeded-random.ts';
import { BLOG_MAX_TAGS, BLOG_META_DESCRIPTION_MAX } from './article-limits.ts';
import { TOPICS, type Topic } from './topics.ts';

/** How each trade is named: a keyword that starts with one of these asks for the trade's own guide. */
const TRADE_NAMES: Readonly<Record<KnownCategory, readonly string[]>> = {
  Idraulico: ['idraulico', 'idraulici', 'idraulica', 'termoidraulico', 'termoidraulica'],
  Elettricista: ['elettricista', 'elettricisti'],
  Imbianchino: ['imbianchino', 'imbianchini', 'pittore', 'pittori', 'decoratore', 'decoratori'],
  Meccanico: ['meccanico', 'meccanici', 'officina', 'officine', 'autofficina', 'autofficine'],
  Pulizie: ['pulizie', 'impresa di pulizie', 'imprese di pulizie', 'ditta di pulizie'],
  Giardinaggio: ['giardinaggio', 'giardiniere', 'giardinieri'],
};

/** True when the keyword names the trade itself («idraulico», «idraulici a Roma»), not one of its products or services. */
export function namesTrade(keyword: string, category: KnownCategory): boolean {
  const folded = foldText(keyword.trim().replace(/\s+/g, ' '));
  return TRADE_NAMES[category].some((name) => folded === name || folded.startsWith(`${name} `));
}

/** «caldaia» → «caldai», «olivi» → «oliv»: enough to meet the plural and the other forms of a word. */
const stemOf = (word: string) => (word.length > 4 ? word.replace(/[aeiou]$/, '') : word);
const SHORT_WORDS = new Set([
  'a',
  'ad',
  'al',
  'alla',
  'di',
  'del',
  'della',
  'dei',
  'degli',
  'delle',
  'da',
  'in',
  'con',
  'per',
  'su',
  'e',
  'o',
  'il',
  'lo',
  'la',
  'i',
  'gli',
  'le',
]);
/** Words that place a need rather than name it: «tagliando auto» is about the tagliando. */
const CONTEXT_WORDS = new Set([
  'auto',
  'casa',
  'appartamento',
  'bagno',
  'cucina',
  'ufficio',
  'uffici',
  'condominio',
  'domicilio',
  'urgente',
  'economico',
  'prezzi',
  'prezzo',
  'costo',
  'costi',
]);
const contentStems = (keyword: string) =>
  foldText(keyword)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !SHORT_WORDS.has(word) && !CONTEXT_WORDS.has(word))
    .map(stemOf);

/** The catalogue topic of a keyword whose words name it, head noun first («caldaia a condensazione», «caldaie a condensazione»). */
export function topicFor(keyword: string, category: KnownCategory): Topic | undefined {
  const stems = contentStems(keyword);
  return TOPICS.find(
    (topic) => topic.category === category && stems[0] === topic.stems[0] && topic.stems.every((stem) => stems.some((word) => word.startsWith(stem))),
  );
}

/** The indicative prices an article on the keyword quotes: its topic's, else the trade's jobs that speak of it. */
export function topicCosts(keyword: string, profile: TradeProfile & { category: KnownCategory }): readonly TypicalJob[] {
  return topicFor(keyword, profile.category)?.costs ?? mentioning(profile.jobs, (job) => `${job.name} ${job.description}`, keyword);
}

/** Items of the trade's catalogue that speak of every content word of the keyword. */
function mentioning<T>(items: readonly T[], text: (item: T) => string, keyword: string): T[] {
  const stems = contentStems(keyword);
  if (stems.length === 0) return [];
  return items.filter((item) => {
    const folded = foldText(text(item));
    return stems.every((stem) => folded.includes(stem));
  });
}

interface TopicWords {
  keyword: string;
  /** The keyword as written, for titles: «Caldaia a condensazione». */
  Kw: string;
  phrase: NounPhrase;
  /** «la caldaia a condensazione». */
  the: string;
  profile: TradeProfile & { category: KnownCategory };
  topic: Topic | undefined;
  /** Who does it: «un idraulico», «un gommista o un’officina». */
  who: string;
  rng: SeededRandom;
}

const sentence = (text: string) => `${capitalize(text)}${/[.!?]$/.test(text) ? '' : '.'}`;
const list = (items: readonly string[]) => html`<ul>${items.map((item) => html`<li>${sentence(item)}</li>`)}</ul>`;

function whatItIs(w: TopicWords): SafeHtml {
  const { topic, phrase, profile } = w;
  if (topic) {
    return concatHtml(
      html`<h2>${w.Kw}: ${agree(phrase, 'che cos’è', 'che cosa sono')}</h2>`,
      html`<p>${capitalize(withArticle(nounPhrase(topic.name)))} ${topic.definition[0]}</p>`,
      html`<p>${topic.definition[1]}</p>`,
    );
  }
  const problems = mentioning(profile.problems, (entry) => `${entry.problem} ${entry.causes}`, w.keyword);
  return concatHtml(
    html`<h2>${w.Kw}: cosa sapere prima di iniziare</h2>`,
    html`<p>Prima di chiedere un preventivo per ${w.the} conviene avere chiari alcuni punti: che cosa va fatto, le misure o le quantità, l’età e lo stato di ciò che c’è già, i tempi entro cui serve. Più la richiesta è precisa, più i preventivi che ricevi sono confrontabili.</p>`,
    problems.length > 0
      ? html`<p>I problemi più frequenti che riguardano ${w.the}:</p><ul>${problems.map((entry) => html`<li><strong>${entry.problem}</strong>: ${entry.causes}.</li>`)}</ul>`
      : '',
  );
}

function whenNeeded(w: TopicWords): SafeHtml {
  const signals = w.topic?.whenNeeded ?? [
    ...mentioning(w.profile.callNow, (item) => item, w.keyword),
    'un problema peggiora di giorno in giorno o un guasto non si risolve da solo',
    'si avvicina una scadenza: un controllo periodico, l’inizio della stagione, un impegno che non si può spostare',
    'il lavoro richiede attrezzi, competenze o documenti che solo un professionista ha',
  ];
  return concatHtml(
    html`<h2>Quando ${agree(w.phrase, 'serve', 'servono')} ${w.the}</h2>`,
    html`<p>Ecco i momenti e i segnali che dicono che è ora di pensarci:</p>`,
    list(signals),
  );
}

function costRows(jobs: readonly TypicalJob[]): SafeHtml[] {
  return jobs.map(
    (job) => html`<tr><td>${job.name}</td><td>${job.description}</td><td>${formatPriceRange(job.priceFrom, job.priceTo, job.unit)}</td></tr>`,
  );
}

function costs(w: TopicWords): SafeHtml {
  const known = topicCosts(w.keyword, w.profile);
  const jobs = known.length > 0 ? known : genericProfile(w.phrase.text).jobs.slice(0, 6);
  const intro =
    known.length > 0
      ? html`<p>Le fasce qui sotto sono indicative e servono a leggere i preventivi con più consapevolezza: il prezzo finale dipende da materiali, difficoltà del lavoro, urgenza e distanza.</p>`
      : html`<p>Per ${w.the} non esiste un prezzo unico: il totale si compone di queste voci, da confrontare tra un preventivo e l’altro.</p>`;
  return concatHtml(
    html`<h2>Quanto ${agree(w.phrase, 'costa', 'costano')} ${w.the}: prezzi indicativi</h2>`,
    intro,
    html`<table><thead><tr><th>Voce</th><th>Cosa comprende</th><th>Prezzo indicativo</th></tr></thead><tbody>${costRows(jobs)}</tbody></table>`,
    html`<p>Nelle grandi città i prezzi tendono alla parte alta della fascia; nei comuni piccoli può aggiungersi la trasferta. Chiedi sempre che materiali e manodopera siano indicati separatamente.</p>`,
  );
}

function choosing(w: TopicWords): SafeHtml {
  const { topic, profile } = w;
  const heading = topic?.chooseVerb
    ? `Come scegliere chi ${topic.chooseVerb} ${w.the}`
    : `Come scegliere chi si occupa ${articulated('di', w.phrase)}`;
  const tips = topic?.chooseTips ?? [
    ...profile.checks.slice(0, 4),
    'Leggi recensioni recenti e, se puoi, chiedi il contatto di un cliente per un lavoro simile.',
  ];
  return concatHtml(
    html`<h2>${capitalize(heading)}</h2>`,
    html`<p>Per ${w.the} il professionista a cui rivolgersi è ${w.who}${topic ? '' : `, che si occupa di ${profile.field}`}. Prima di affidare il lavoro, verifica questi punti:</p>`,
    list(tips),
    html`<p>Chiedi almeno tre preventivi scritti per lo stesso lavoro, descritto allo stesso modo: solo così i prezzi sono confrontabili, e un’offerta molto più bassa delle altre salta subito all’occhio.</p>`,
  );
}

function faq(w: TopicWords): SafeHtml {
  const forThe = `per ${w.the}`;
  const entries = w.topic?.faq ?? [
    ...mentioning(w.profile.faq, (entry) => entry.question, w.keyword),
    {
      question: `Quanti preventivi conviene chiedere ${forThe}?`,
      answer: 'Almeno tre: bastano per capire il prezzo di mercato e riconoscere un’offerta troppo bassa per essere seria.',
    },
    {
      question: `Il preventivo ${forThe} è gratuito?`,
      answer:
        'Di solito sì. Quando servono un sopralluogo o una diagnosi può avere un costo, che molti professionisti scalano dal prezzo se si conferma il lavoro.',
    },
    { question: `Cosa deve riportare il preventivo ${forThe}?`, answer: `${capitalize(w.profile.quoteTips.join('; '))}.` },
  ];
  return concatHtml(
    html`<h2>Domande frequenti ${articulated('su', w.phrase)}</h2>`,
    entries.map((entry) => html`<h3>${entry.question}</h3><p>${entry.answer}</p>`),
  );
}

/**
 * The built-in article for a narrow product or service of a trade: about the keyword in its title, every
 * heading, the meta description and the body — what it is, when it is needed, what it costs, how to choose
 * who does it — with the trade named only as that professional. A catalogue topic (topics.ts) gives the
 * facts; otherwise they come from the trade's catalogue entries that speak of the keyword.
 */
export function writeTopicArticle(keyword: string, profile: TradeProfile & { category: KnownCategory }): GeneratedBlogPost {
  const clean = keyword.trim().replace(/\s+/g, ' ');
  const phrase = nounPhrase(clean);
  const topic = topicFor(clean, profile.category);
  const w: TopicWords = {
    keyword: clean,
    Kw: capitalize(inSentence(clean)),
    phrase,
    the: withArticle(phrase),
    profile,
    topic,
    who: topic?.professional ?? profile.indefinite,
    rng: new SeededRandom(`blog-topic|${foldText(clean)}`),
  };
  const serves = agree(phrase, 'serve', 'servono');
  const costsVerb = agree(phrase, 'costa', 'costano');
  const title = w.rng.pick(
    topic
      ? [
          `${w.Kw}: ${agree(phrase, 'cos’è', 'cosa sono')}, quando ${serves} e quanto ${costsVerb}`,
          `${w.Kw}: prezzi, consigli e come scegliere chi se ne occupa`,
        ]
      : [`${w.Kw}: quando ${serves}, quanto ${costsVerb} e a chi rivolgersi`, `${w.Kw}: prezzi indicativi e consigli per scegliere chi se ne occupa`],
  );
  const intro = html`<p>Chi cerca informazioni ${articulated('su', phrase)} vuole sapere soprattutto tre cose: di che cosa si tratta, quanto costa e a chi rivolgersi. In questa guida trovi una spiegazione semplice, i prezzi indicativi delle voci più comuni e i controlli da fare prima di scegliere chi se ne occupa.</p>`;
  const closing = concatHtml(
    html`<h2>Preventivi gratuiti per ${w.the}</h2>`,
    html`<p>Con ${PRODUCT_NAME} descrivi in chat, con parole tue, che cosa ti serve, confermi la tua email e ricevi preventivi gratuiti da professionisti verificati della tua zona. Non c’è alcun obbligo di accettare: confronta con calma e scegli l’offerta migliore.</p>`,
  );
  const content = sanitizeArticleHtml(concatHtml(intro, whatItIs(w), whenNeeded(w), costs(w), choosing(w), faq(w), closing).toString());
  const tags = topic?.tags ?? [w.Kw, profile.category, 'Costi', 'Preventivi', 'Consigli'];
  return {
    title,
    slug: slugify(title),
    excerpt: `${capitalize(`quando ${serves} ${w.the}`)}, quanto ${costsVerb} e come scegliere chi se ne occupa: una guida pratica con prezzi indicativi e i controlli da fare prima di affidare il lavoro.`,
    content,
    metaDescription: fitLength(
      `${w.Kw}: ${topic ? `${agree(phrase, 'cos’è', 'cosa sono')}, ` : ''}quando ${serves}, quanto ${costsVerb} e come scegliere chi se ne occupa. Prezzi indicativi e consigli pratici.`,
      BLOG_META_DESCRIPTION_MAX,
    ),
    categoryTags: [...new Set(tags)].slice(0, BLOG_MAX_TAGS),
    callToAction: writerCopy.defaultCallToAction,
  };
}
