import { isSlug, placePreposition } from '@trovapro/domain';
import { tradeProfileFor, type ClimateZone, type TradeProfile } from '../catalogue/index.ts';
import { capitalize, formatInteger } from '../text/html.ts';
import { SeededRandom } from '../text/seeded-random.ts';
import {
  climateZone,
  inRegion,
  isProvincialCapital,
  populationBand,
  postalCodesPhrase,
  provinceWords,
  sizeGroup,
  type LandingComune,
  type PopulationBand,
  type SizeGroup,
} from './comune-facts.ts';

/** A comune of the same province with a page for the same keyword (`/p/{slug}`); no slug, no link. */
export interface NearbyComune {
  name: string;
  slug?: string;
}

/** Live figures of the area; a zero is not shown. */
export interface LandingFigures {
  activePartnersInProvince: number;
  requestsFromArea: number;
}

export interface LandingPageInput {
  keyword: string;
  isPlural: boolean;
  comune: LandingComune;
  nearby: readonly NearbyComune[];
  figures: LandingFigures;
  /** One of the six when known; otherwise the keyword is classified, then the generic catalogue is used. */
  category?: string;
}

/**
 * Everything the sections write with, as plain text (the sections' `html` tag escapes it): words derived from
 * the comune's own facts and the trade's catalogue, plus the page's seeded random choices.
 */
export interface PageContext {
  rng: SeededRandom;
  profile: TradeProfile;
  /** The keyword as typed ("idraulico"), and opening a sentence ("Idraulico"). */
  kw: string;
  Kw: string;
  name: string;
  /** "a Torino", "ad Asti". */
  at: string;
  sigla: string;
  province: { name: string; inProvince: string; ofProvince: string };
  /** "in Piemonte", "nel Lazio". */
  regionIn: string;
  /** "848.885". */
  pop: string;
  band: PopulationBand;
  group: SizeGroup;
  capital: boolean;
  caps: { kind: 'none' | 'single' | 'list' | 'range'; text: string };
  zone: ClimateZone;
  nearby: { name: string; at: string; href: string | null }[];
  figures: LandingFigures;
}

function atPlace(name: string): string {
  return `${placePreposition(name)} ${name}`;
}

export function pageContext(input: LandingPageInput): PageContext {
  const keyword = input.keyword.trim().replace(/\s+/g, ' ');
  const comune = input.comune;
  const name = comune.name.trim();
  const province = provinceWords(comune.province);
  const band = populationBand(comune.population);
  return {
    rng: new SeededRandom(`${comune.istatCode}|${keyword.toLowerCase()}`),
    profile: tradeProfileFor(keyword, input.category),
    kw: keyword,
    Kw: capitalize(keyword),
    name,
    at: atPlace(comune.name.trim()),
    sigla: comune.provinceCode,
    province: { name: province.name, inProvince: province.inProvince, ofProvince: province.ofProvince },
    regionIn: inRegion(comune.region),
    pop: formatInteger(Math.max(0, Math.round(comune.population))),
    band,
    group: sizeGroup(band),
    capital: isProvincialCapital(comune),
    caps: postalCodesPhrase(comune.postalCodes.filter((code) => /^\d{5}$/.test(code))),
    zone: climateZone(comune.region),
    nearby: input.nearby
      .filter((other) => other.name.trim() !== '' && other.name.trim() !== comune.name.trim())
      .map((other) => ({
        name: other.name.trim(),
        at: atPlace(other.name.trim()),
        href: other.slug !== undefined && isSlug(other.slug) ? `/p/${other.slug}` : null,
      })),
    figures: {
      activePartnersInProvince: Math.max(0, Math.floor(input.figures.activePartnersInProvince)),
      requestsFromArea: Math.max(0, Math.floor(input.figures.requestsFromArea)),
    },
  };
}
