import { heroHeadline, placePreposition } from '@trovapro/domain';
import { sanitizeLandingHtml } from '../../html/sanitize.ts';
import { tradeProfileFor } from '../catalogue/index.ts';
import { capitalize, fitLength, formatInteger, html, type SafeHtml } from '../text/html.ts';
import { SeededRandom } from '../text/seeded-random.ts';
import { postalCodesPhrase, provinceWords } from './comune-facts.ts';
import { pageContext, type LandingPageInput, type PageContext } from './page-context.ts';
import { checks, faq, figures, howToAsk, intro, nearbyLinks, problems, season, sizeAdvice, territory, typicalJobs } from './sections.ts';

export interface LandingPageText {
  /** The hero headline: "Trova il migliore idraulico a Torino". */
  title: string;
  /** Plain text, at most 160 characters. */
  metaDescription: string;
  /** HTML sanitized with the product §5 landing allowlist. */
  content: string;
}

export const META_DESCRIPTION_MAX = 160;

type Section = (c: PageContext) => SafeHtml;

/** Always present: the comune's facts, advice for its size and the trade's jobs; two to four of the others. */
const REQUIRED: readonly Section[] = [territory, sizeAdvice, typicalJobs];
const OPTIONAL: readonly Section[] = [checks, problems, season, faq];

/** The page's sections in its own seeded order: intro first, then the body, then figures, neighbours, how to ask. */
export function landingContent(input: LandingPageInput): string {
  const c = pageContext(input);
  const body = c.rng.shuffle([...REQUIRED, ...c.rng.sample(OPTIONAL, c.rng.int(2, 4))]);
  const figuresAt = c.rng.int(1, 2);
  body.splice(figuresAt, 0, figures);
  const parts = [intro, ...body, nearbyLinks, howToAsk].map((write) => write(c));
  return wrapLandingContent(input, html`${parts}`);
}

/**
 * The facts a model must not invent, as HTML: live figures (when non-zero) and links to nearby comuni. The
 * OpenAI writer appends them to the model's prose; wrap with `wrapLandingContent`.
 */
export function landingFactSections(input: LandingPageInput): SafeHtml {
  const c = pageContext(input);
  return html`${figures(c)}${nearbyLinks(c)}`;
}

/** The content's outer element, carrying the service and the comune as data attributes. */
export function wrapLandingContent(input: LandingPageInput, inner: SafeHtml): string {
  const c = pageContext(input);
  return html`<div class="landing-content" data-service="${c.kw}" data-location="${c.name}">${inner}</div>`.toString();
}

/** A meta description specific to the comune, chosen among phrasings that fit in 160 characters. */
export function landingMetaDescription(input: LandingPageInput): string {
  const keyword = input.keyword.trim().replace(/\s+/g, ' ');
  const { comune } = input;
  const name = comune.name.trim();
  const at = `${placePreposition(name)} ${name}`;
  const profile = tradeProfileFor(keyword, input.category);
  const province = provinceWords(comune.province);
  const caps = postalCodesPhrase(comune.postalCodes);
  const pop = formatInteger(comune.population);
  const rng = new SeededRandom(`meta|${comune.istatCode}|${keyword.toLowerCase()}`);
  const candidates = rng.shuffle([
    `${capitalize(keyword)} ${at} (${comune.provinceCode}): preventivi gratuiti da ${profile.plural} ${province.inProvince}. Prezzi indicativi, consigli e risposte in pochi minuti.`,
    `Ti serve ${profile.indefinite} ${at}? Descrivi il lavoro e ricevi gratis preventivi da professionisti ${province.ofProvince}.`,
    `Preventivi gratuiti per ${keyword} ${at}, ${province.inProvince}: costi orientativi, cosa controllare e ${profile.plural} in zona.`,
    `${capitalize(keyword)} ${at}, comune di ${pop} abitanti${caps.kind === 'single' ? ` (CAP ${caps.text})` : ''}: confronta gratis più preventivi di ${profile.plural} ${province.ofProvince}.`,
  ]);
  const fitting = candidates.find((text) => text.length <= META_DESCRIPTION_MAX);
  return fitting ?? fitLength(`${capitalize(keyword)} ${at}: preventivi gratuiti da professionisti ${province.ofProvince}.`, META_DESCRIPTION_MAX);
}

/** The built-in landing page writer: title by the hero grammar, a comune-specific meta description, sanitized HTML. */
export function writeLandingPage(input: LandingPageInput): LandingPageText {
  return {
    title: heroHeadline({ keyword: input.keyword.trim().replace(/\s+/g, ' '), municipality: input.comune.name, isPlural: input.isPlural }),
    metaDescription: landingMetaDescription(input),
    content: sanitizeLandingHtml(landingContent(input)),
  };
}
