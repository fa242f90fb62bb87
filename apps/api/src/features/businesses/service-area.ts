import { derivedFromGazetteer, getGazetteer, type Comune } from '../../providers/ai/index.ts';
import { phraseWords, tokenize, type Token } from '../../providers/ai/builtin/normalize.ts';

/**
 * Where a partner business works, read from its «Zona» as typed: a comune when one is named, else the
 * province or the region it names. Candidates of a lead are ranked by it (same comune, province, region).
 */
export interface ServiceArea {
  istatCode: string | null;
  /** The sigla ("PR"), also when only the province was named. */
  provinceCode: string | null;
  /** As the ISTAT list spells it ("Emilia-Romagna"), also when only the region was named. */
  region: string | null;
}

const NOWHERE: ServiceArea = { istatCode: null, provinceCode: null, region: null };

/** Words that link the parts of a name: «Pesaro e Urbino», «Reggio nell'Emilia», «Valle d'Aosta». */
const CONNECTORS = new Set(['e', 'di', 'del', 'della', 'dell', 'nell', 'nella', 'd']);
/** Words around an area that name no place: «tutta la provincia di Parma», «PR e dintorni». */
const AREA_WORDS = new Set(['tutta', 'tutto', 'intera', 'intero', 'la', 'il', 'in', 'zona', 'area', 'dintorni', 'limitrofi', 'regione']);
const PROVINCE_WORDS = new Set(['provincia', 'prov']);

/** A name folded, without its linking words: «Reggio nell'Emilia» and «Reggio Emilia» meet. */
const compactKey = (words: readonly string[]) => words.filter((word) => !CONNECTORS.has(word)).join(' ');
const nameKey = (name: string) => compactKey(phraseWords(name));

interface Province {
  code: string;
  region: string;
}

interface AreaIndex {
  provincesBySigla: Map<string, Province>;
  provincesByName: Map<string, Province>;
  regions: Map<string, string>;
  comuneNames: Map<string, Comune[]>;
}

/** Provinces by sigla and name, regions by name, comuni by name: built from the gazetteer's list, again after an ISTAT import. */
const areaIndex = derivedFromGazetteer((gazetteer): AreaIndex => {
  const provincesBySigla = new Map<string, Province>();
  const provincesByName = new Map<string, Province>();
  const regions = new Map<string, string>();
  const comuneNames = new Map<string, Comune[]>();
  for (const comune of gazetteer.comuni) {
    const province = { code: comune.provinceCode, region: comune.region };
    provincesBySigla.set(comune.provinceCode.toLowerCase(), province);
    // «Bolzano/Bozen», «Trentino-Alto Adige/Südtirol»: every spelling names it.
    for (const name of [comune.province, ...comune.province.split('/')]) provincesByName.set(nameKey(name), province);
    for (const name of [comune.region, ...comune.region.split('/')]) regions.set(nameKey(name), comune.region);
    const key = nameKey(comune.name);
    comuneNames.set(key, [...(comuneNames.get(key) ?? []), comune]);
  }
  // The short names people use.
  for (const [name, region] of [
    ['trentino', 'Trentino-Alto Adige/Südtirol'],
    ['alto adige', 'Trentino-Alto Adige/Südtirol'],
    ['friuli', 'Friuli-Venezia Giulia'],
    ['valle aosta', "Valle d'Aosta/Vallée d'Aoste"],
  ] as const) {
    regions.set(name, region);
  }
  for (const [name, sigla] of [
    ['reggio emilia', 're'],
    ['reggio calabria', 'rc'],
    ['monza brianza', 'mb'],
  ] as const) {
    const province = provincesBySigla.get(sigla);
    if (province) provincesByName.set(name, province);
  }
  return { provincesBySigla, provincesByName, regions, comuneNames };
});

const fromComune = (comune: Comune): ServiceArea => ({
  istatCode: comune.istatCode,
  provinceCode: comune.provinceCode,
  region: comune.region,
});
const fromProvince = (province: Province): ServiceArea => ({ istatCode: null, provinceCode: province.code, region: province.region });
const keyOf = (tokens: readonly Token[]) => compactKey(tokens.map((token) => token.word));

/** «PR»: a sigla standing alone, in capitals («Re» is a comune), or in any case within brackets («(pr)»). */
function provinceBySigla(tokens: readonly Token[], anyCase: boolean): Province | undefined {
  const [token] = tokens;
  if (tokens.length !== 1 || token!.word.length !== 2) return undefined;
  if (!anyCase && token!.raw !== token!.raw.toUpperCase()) return undefined;
  return areaIndex().provincesBySigla.get(token!.word);
}

/** «Adro (Brescia)», «Arena Po (PV)»: the comune of that name in that province, or the province alone. */
function comuneInProvince(name: string, province: Province): ServiceArea {
  const words = phraseWords(name).filter((word) => !AREA_WORDS.has(word) && !PROVINCE_WORDS.has(word));
  if (words.length === 0) return fromProvince(province);
  const named = areaIndex()
    .comuneNames.get(nameKey(name))
    ?.find((comune) => comune.provinceCode === province.code);
  const resolved = named ?? getGazetteer().resolveName(name);
  return resolved !== null && resolved.provinceCode === province.code ? fromComune(resolved) : fromProvince(province);
}

/**
 * The area a business's «Zona» names. «Parma», «Parma (PR)», «Parma e provincia», «43121» → that comune;
 * «Adro (Brescia)» (the console's own way of writing a place) → Adro, not Brescia; «PR», «provincia di
 * Parma», «Pesaro e Urbino» → the province; «Emilia-Romagna», «Lombardia» → the region; nothing known → none.
 */
export function resolveServiceArea(location: string): ServiceArea {
  const text = location.trim();
  const { provincesByName, regions, comuneNames } = areaIndex();
  const bracket = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(text);
  if (bracket) {
    const hint = tokenize(bracket[2]!);
    const province = provinceBySigla(hint, true) ?? provincesByName.get(keyOf(hint));
    if (province) return comuneInProvince(bracket[1]!, province);
  }

  const tokens = tokenize(text).filter((token) => !AREA_WORDS.has(token.word));
  const place = tokens.filter((token) => !PROVINCE_WORDS.has(token.word) && !CONNECTORS.has(token.word));
  const sigla = provinceBySigla(place, false);
  if (sigla) return fromProvince(sigla);
  // «Parma» and «Parma e provincia» are the comune; «provincia di Parma» and «Pesaro e Urbino» the province.
  const key = keyOf(place);
  const namesComune = comuneNames.has(key);
  const startsWithProvince = tokens[0] !== undefined && PROVINCE_WORDS.has(tokens[0].word);
  const province = !namesComune || startsWithProvince ? provincesByName.get(key) : undefined;
  if (province) return fromProvince(province);
  const region = namesComune ? undefined : regions.get(key);
  if (region !== undefined) return { istatCode: null, provinceCode: null, region };
  const comune = getGazetteer().resolveName(text);
  return comune === null ? NOWHERE : fromComune(comune);
}
