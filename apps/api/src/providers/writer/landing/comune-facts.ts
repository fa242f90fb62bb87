import type { Comune } from '../../ai/index.ts';
import type { ClimateZone } from '../catalogue/index.ts';
import { formatInteger, joinItalian } from '../text/html.ts';

/**
 * A comune as the landing writer needs it: the gazetteer's, without the names and codes only the analyzer reads.
 * Its ISTAT code seeds the page's choices, so each comune reads differently but always the same.
 */
export type LandingComune = Omit<Comune, 'cadastralCode' | 'otherName'>;

/** Size bands, from a village to one of the largest cities; each asks for different advice. */
export type PopulationBand = 'borgo' | 'paese' | 'cittadina' | 'citta' | 'grande' | 'metropoli';
export type SizeGroup = 'small' | 'medium' | 'large';

export function populationBand(population: number): PopulationBand {
  if (population < 1000) return 'borgo';
  if (population < 5000) return 'paese';
  if (population < 20000) return 'cittadina';
  if (population < 100000) return 'citta';
  if (population < 500000) return 'grande';
  return 'metropoli';
}

export function sizeGroup(band: PopulationBand): SizeGroup {
  if (band === 'borgo' || band === 'paese') return 'small';
  return band === 'cittadina' || band === 'citta' ? 'medium' : 'large';
}

const ZONES: Readonly<Record<string, ClimateZone>> = {
  Piemonte: 'nord',
  "Valle d'Aosta": 'nord',
  Lombardia: 'nord',
  'Trentino-Alto Adige': 'nord',
  Veneto: 'nord',
  'Friuli-Venezia Giulia': 'nord',
  Liguria: 'nord',
  'Emilia-Romagna': 'nord',
  Toscana: 'centro',
  Umbria: 'centro',
  Marche: 'centro',
  Lazio: 'centro',
  Abruzzo: 'sud',
  Molise: 'sud',
  Campania: 'sud',
  Puglia: 'sud',
  Basilicata: 'sud',
  Calabria: 'sud',
  Sicilia: 'isole',
  Sardegna: 'isole',
};

/** The Italian name of a bilingual one: "Trentino-Alto Adige/Südtirol" → "Trentino-Alto Adige". */
export function italianName(name: string): string {
  return (name.split('/')[0] ?? name).trim();
}

export function climateZone(region: string): ClimateZone {
  return ZONES[italianName(region)] ?? 'centro';
}

/** "in Piemonte", "nel Lazio", "nelle Marche". */
export function inRegion(region: string): string {
  const name = italianName(region).replace(/'/g, '’');
  if (name === 'Lazio') return 'nel Lazio';
  if (name === 'Marche') return 'nelle Marche';
  return `in ${name}`;
}

/** "di Torino", "dell’Aquila", "della Spezia". */
function ofName(name: string): string {
  if (/^L['’]/.test(name)) return `dell’${name.slice(2)}`;
  if (name.startsWith('La ')) return `della ${name.slice(3)}`;
  return `di ${name}`;
}

export interface ProvinceWords {
  /** "Torino", "Bolzano". */
  name: string;
  /** "in provincia di Torino"; the Valle d'Aosta has no province: "in Valle d’Aosta". */
  inProvince: string;
  /** "della provincia di Torino", "della Valle d’Aosta". */
  ofProvince: string;
}

export function provinceWords(province: string): ProvinceWords {
  const name = italianName(province).replace(/'/g, '’');
  if (name === 'Valle d’Aosta') return { name, inProvince: 'in Valle d’Aosta', ofProvince: 'della Valle d’Aosta' };
  return { name, inProvince: `in provincia ${ofName(name)}`, ofProvince: `della provincia ${ofName(name)}` };
}

/** A provincial capital, told by its name in the province's ("Pesaro e Urbino", "Forlì-Cesena", "Bolzano/Bozen"). */
export function isProvincialCapital(comune: LandingComune): boolean {
  const name = italianName(comune.name).toLowerCase();
  const parts = comune.province
    .toLowerCase()
    .split(/\/|-| e (?:della )?/)
    .map((part) => part.trim());
  return parts.includes(name) || (comune.province === "Valle d'Aosta/Vallée d'Aoste" && name === 'aosta');
}

/** The CAP in words: one code ("10011"), a short list ("10010 e 10011") or a range ("da 10121 a 10156 (36 codici)"). */
export function postalCodesPhrase(postalCodes: readonly string[]): { kind: 'none' | 'single' | 'list' | 'range'; text: string } {
  const codes = [...new Set(postalCodes)].sort();
  if (codes.length === 0) return { kind: 'none', text: '' };
  if (codes.length === 1) return { kind: 'single', text: codes[0]! };
  if (codes.length <= 4) return { kind: 'list', text: joinItalian(codes) };
  return { kind: 'range', text: `da ${codes[0]} a ${codes[codes.length - 1]} (${formatInteger(codes.length)} codici)` };
}
