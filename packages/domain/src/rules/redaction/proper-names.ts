import { brandLength, isBrand } from './brands.ts';
import type { Finding } from './finding.ts';
import { isCommonWord, isFirstName, isOnlyAName, isSurname } from './lexicon.ts';
import { foldKeepingPositions } from './text-shape.ts';

/**
 * The safety net under the announced names: a proper noun nobody announced. Inside a sentence, a writer
 * capitalises a word because it names someone or something; when it names no known place (the gazetteer's
 * comuni and quarters, passed in), no brand or product, no holiday and is no everyday word, a careful
 * reader takes it for a person («trovate la Ornella che vi apre», «chiedete 'e Salvatore Iovine», «er cugino de
 * Tarantini»). At a sentence's start a capital says nothing, so only a first name counts there. A name the
 * safety net gets wrong is hidden: the safe side, since a name shown before payment cannot be taken back.
 */

/** Folded place names (comuni, quarters, frazioni), words separated by one space: «reggio emilia», «sant agata de goti». */
export interface KnownPlaces {
  has(name: string): boolean;
}

interface Word {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly folded: string;
}

/** A word, with an elided prefix kept on («D'Angelo», «Dell'Acqua») and a hyphenated second part («Ghiglione-Testa»). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?(?:-[\p{L}\p{M}]+)*/gu;
/** Capitalised, then lower case: «Ermenegildo», «D'Angelo», «Ghiglione-Testa»; not «IKEA», «ecoTEC», «Luna3». */
const NAME_SHAPE = /^(?:\p{Lu}['’])?\p{Lu}[\p{Ll}\p{M}]+(?:['’]\p{Lu}?[\p{Ll}\p{M}]+)?(?:-\p{Lu}[\p{Ll}\p{M}]+)*$/u;
/** Little words inside a place's or a person's name: «Castelnuovo di Garfagnana», «Forte dei Marmi». */
const INSIDE_A_NAME = new Set('di de del dei degli della delle dello da dal dalla d sul sulla al alla in nel nell'.split(' '));

/** Where a sentence starts: the text's start, after . ! ? … or a new line, after an emoji or a bullet; quotes and brackets in between. */
const SENTENCE_START = /(?:^|[.!?…\n•*]|\p{Extended_Pictographic})[\s"'“”«»()[\]]*$/u;

/** Words after which capitalised words name a place: «zona Pigneto», «frazione Monti», «quartiere Isola». */
const PLACE_BEFORE = new Set(
  (
    'zona quartiere frazione fraz localita loc borgo rione sestiere contrada paese comune provincia prov citta regione ' +
    'val valle lago monte isola vicino dintorni periferia pressi verso presso centro'
  ).split(' '),
);
/** Articles before a first name: «la Ornella», «il Gianni», «el Nane», «er Tiberio». */
const ARTICLE = new Set('il lo la l i el er o u lu'.split(' '));
/** Prepositions of place: an unknown capitalised word after them is a place («a Cinisello», «in Maremma»), a first name a person («a Tullio»). */
const PREPOSITION_OF_PLACE = new Set('a ad in ar'.split(' '));
/** Words after which capitalised words are a saint, a landmark, a street or a thing: «San Rocco», «color Tortora», «corso Buenos Aires». */
const THING_BEFORE = new Set(
  (
    'san santa santo sant santi ss beato beata madonna don chiesa basilica parrocchia duomo cattedrale santuario ospedale clinica ' +
    'via viale corso piazza piazzale piazzetta largo vicolo vico strada calle lungomare lungotevere lungarno circonvallazione ' +
    'stazione aeroporto porto stadio cimitero scuola liceo istituto universita museo teatro cinema fermata metro ' +
    'colore color colori tinta tonalita tipo modello mod serie linea versione catalogo marca pizza vernice finitura effetto ' +
    'stile articolo art prodotto codice cod errore'
  ).split(' '),
);
/** Capitalised words that are no one: days, months, holidays, greetings, forms of address, the words of a letter. */
export const NOT_A_PERSON: ReadonlySet<string> = new Set(
  (
    'lunedi martedi mercoledi giovedi venerdi sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto ' +
    'settembre ottobre novembre dicembre natale pasqua pasquetta capodanno ferragosto epifania befana ognissanti carnevale ' +
    'ciao salve buongiorno buonasera grazie saluti cordiali distinti gentile gentili egregi egregio spett spettabile ' +
    'lei ella voi vi la le lo gli suo sua suoi vostro vostra ditta impresa signore signora signori signorina dottore ' +
    'tel cell email mail whatsapp wifi ok no si mille tante infinite davvero ancora tutti comunque ' +
    // Titles written short: «La Dott.ssa Ugolini», «Egr. Sig.».
    'dott dottssa sig sigra signa ing arch geom avv prof rag cav comm spett egr gent dr mr mrs ms sr'
  ).split(' '),
);

/** Regions and the areas Italians name like them: places whatever the gazetteer passed in. */
const AREAS = new Set(
  (
    'abruzzo,basilicata,calabria,campania,emilia,romagna,emilia romagna,friuli,venezia giulia,friuli venezia giulia,lazio,' +
    'liguria,lombardia,marche,molise,piemonte,puglia,puglie,sardegna,sicilia,toscana,trentino,alto adige,sudtirol,umbria,' +
    'valle d aosta,val d aosta,valdaosta,veneto,italia,salento,maremma,chianti,brianza,langhe,roero,monferrato,cilento,versilia,' +
    'garfagnana,lunigiana,valtellina,valsugana,carnia,ciociaria,irpinia,sannio,gallura,barbagia,ogliastra,murge,sila,gargano,' +
    'franciacorta,canavese,riviera,costiera amalfitana,costiera,alpi,dolomiti,appennino,etna,vesuvio,garda,mugello,casentino,' +
    'valdarno,valdichiana,val d orcia,lomellina,oltrepo,polesine,cadore,agordino,carso,tigullio,cinque terre,maiella,majella'
  ).split(','),
);

/** A province's sigla right after: «Paola (CS)». */
const PROVINCE_AFTER = /^\s*\(\p{Lu}{2}\)/u;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
    folded: foldKeepingPositions(match[0]).replace(/['’-]/g, ' '),
  }));
}

/** The text being read, its words (folded too) and the places the caller knows. */
interface Scan {
  readonly text: string;
  readonly words: readonly Word[];
  readonly folded: readonly string[];
  readonly places: KnownPlaces | undefined;
}

/** What stands between word `index` and the one before it. */
const gapBefore = ({ text, words }: Scan, index: number) => text.slice((words[index - 1] as Word).end, (words[index] as Word).start);

/** The longest known place starting at word `at` (its words may hold «di», «dei»): how many words, 0 if none. */
function placeLength(scan: Scan, at: number): number {
  let name = '';
  let longest = 0;
  for (let index = at; index < scan.words.length && index < at + 6; index++) {
    if (index > at && !/^[\s'’-]*$/u.test(gapBefore(scan, index))) break;
    name = index === at ? (scan.folded[index] as string) : `${name} ${scan.folded[index]}`;
    if (AREAS.has(name) || scan.places?.has(name)) longest = index - at + 1;
  }
  return longest;
}

const isNameShaped = (word: Word) => NAME_SHAPE.test(word.text);

/** An everyday word, not a first name: «Caldaia», «Condominio», «Porta». */
const isPlainWord = (folded: string) => isCommonWord(folded) && !isFirstName(folded);

/** Words beside a known place, a comma between: a quarter and its comune («Roma, Prati», «Vanchiglia, Torino»). */
function besideKnownPlace(scan: Scan, first: number, last: number): boolean {
  // The comune written as a name, capitalised: «terzo piano» names no place.
  const capitalised = (index: number) => isNameShaped(scan.words[index] as Word);
  const placeEndingAt = (end: number) => {
    for (let start = Math.max(0, end - 4); start <= end; start++) {
      if (capitalised(start) && placeLength(scan, start) === end - start + 1) return true;
    }
    return false;
  };
  const comma = (index: number) => index > 0 && index < scan.words.length && /^\s*,\s*$/u.test(gapBefore(scan, index));
  return (comma(first) && placeEndingAt(first - 1)) || (comma(last + 1) && capitalised(last + 1) && placeLength(scan, last + 1) > 0);
}

/** The capitalised words of the text that name a person nobody announced. */
export function findUnannouncedNames(text: string, places: KnownPlaces | undefined): Finding[] {
  const words = wordsOf(text);
  const scan: Scan = { text, words, folded: words.map((word) => word.folded), places };
  const findings: Finding[] = [];
  let index = 0;
  while (index < words.length) {
    const first = words[index] as Word;
    if (!isNameShaped(first)) {
      index++;
      continue;
    }
    // A run of capitalised words, with the little words of a name between them: «Castelnuovo di Garfagnana».
    let last = index;
    for (let next = index + 1; next < words.length; next++) {
      const word = words[next] as Word;
      if (!/^(?:['’]?[ \t]*|['’-])$/u.test(gapBefore(scan, next))) break;
      if (isNameShaped(word)) last = next;
      else if (!(INSIDE_A_NAME.has(word.folded) && next + 1 < words.length && isNameShaped(words[next + 1] as Word))) break;
    }
    findings.push(...namesInRun(scan, index, last));
    index = last + 1;
  }
  return findings;
}

/** A model's code: digits, inner capitals or a hyphen («Luna3», «ecoTEC», «Duo-tec», «100X», «C3»). */
const MODEL_CODE = /^(?=.*(?:\d|\p{Ll}\p{Lu}|-))[\p{L}\p{N}-]+$|^\p{Lu}{1,3}$/u;

/** Words after a brand and its model codes are the product's: «Baxi Duo-tec Compact», «Vimar Plana», «Immergas Victrix Tera». */
function afterAModel(scan: Scan, first: number): boolean {
  for (let index = first - 1; index >= 0 && index >= first - 4; index--) {
    if (!/^[ \t]+$/u.test(gapBefore(scan, index + 1))) return false;
    const word = scan.words[index] as Word;
    if (isBrand(scan.folded[index] as string)) return true;
    if (!MODEL_CODE.test(word.text)) return false;
  }
  return false;
}

type Kind = 'place' | 'first' | 'surname' | 'unknown' | 'plain';

/**
 * What a capitalised word of a run is, when no brand stands in the run. A common surname is a person even
 * when it is a word too («Rossi», «Ricci»); a word nobody knows is a person too (the safe side).
 */
function kindOf(word: Word): Kind {
  // An adverb is nobody («Grazie Anticipatamente»).
  if (NOT_A_PERSON.has(word.folded) || word.folded.endsWith('mente')) return 'plain';
  if (isFirstName(word.folded)) return 'first';
  if (isSurname(word.folded)) return 'surname';
  return isPlainWord(word.folded) ? 'plain' : 'unknown';
}

const isPerson = (kind: Kind | undefined) => kind === 'first' || kind === 'surname' || kind === 'unknown';
/** A word of a run that makes the rest of it a place or a thing («Zona Ponte Milvio», «Santo Stefano», «Sant'Ambrogio»). */
const turnsToThing = (word: Word) => {
  const head = word.folded.split(' ')[0] ?? '';
  return PLACE_BEFORE.has(head) || THING_BEFORE.has(head);
};

/** The person a run of capitalised words names, if any: all of it, or its words after a plain one at a sentence's start. */
function namesInRun(scan: Scan, first: number, last: number): Finding[] {
  const { text, words } = scan;
  const head = words[first] as Word;
  const before = words[first - 1];
  const beforeWord = before !== undefined && /^[\s'’"“«]*$/u.test(text.slice(before.end, head.start)) ? before.folded : undefined;
  const end = (words[last] as Word).end;
  // A place, a saint, a landmark or a thing by the word before it, or a place by the province after it («Paola (CS)»).
  if (beforeWord !== undefined && (PLACE_BEFORE.has(beforeWord) || THING_BEFORE.has(beforeWord) || isBrand(beforeWord))) return [];
  if (afterAModel(scan, first)) return [];
  if (PROVINCE_AFTER.test(text.slice(end))) return [];

  // Each capitalised word of the run; a brand anywhere makes the run a product («Immergas Victrix Tera», «Alfa Romeo Giulia»).
  const kinds: (Kind | undefined)[] = [];
  const lonePlaces: number[] = [];
  for (let index = first; index <= last; ) {
    if (brandLength(scan.folded, index) > 0) return [];
    const word = words[index] as Word;
    if (turnsToThing(word)) {
      // Only the words before it may be a person.
      if (index === first) return [];
      return namesInRun(scan, first, index - 1);
    }
    // «Marina di Pisa», «Madonna di Campiglio»: a name, «di» and a known place is a place.
    if (!isNameShaped(word) && placeLength(scan, index + 1) > 0) return [];
    const place = isNameShaped(word) ? placeLength(scan, index) : 0;
    if (place > 1) {
      for (let part = 0; part < place; part++) kinds.push('place');
      index += place;
      continue;
    }
    if (place === 1) lonePlaces.push(kinds.length);
    // A comune named like a person («Milano», «Paola», «Vittoria») is the person only after an article («la Paola»).
    const named = place === 1 && isFirstName(word.folded) && index === first && beforeWord !== undefined && ARTICLE.has(beforeWord);
    kinds.push(isNameShaped(word) ? (place === 1 && !named && !(index > first && isFirstName(word.folded)) ? 'place' : kindOf(word)) : undefined);
    index++;
  }
  if (!kinds.some(isPerson)) return [];
  // A comune of one word is the person's only beside a name («Scafati Ilaria», «Bruno Lattanzi»).
  const withoutLonePlaces = kinds.filter((kind, position) => !lonePlaces.includes(position) || kind !== 'place');
  if (!withoutLonePlaces.some(isPerson)) return [];
  const namedByFirstName = kinds.some((kind, position) => kind === 'first' && !lonePlaces.includes(position));
  // After «a», «in» an unknown word is a place («a Cinisello», «ar Quarticciolo»), a first name a person («chiamate a Tullio»).
  if (beforeWord !== undefined && PREPOSITION_OF_PLACE.has(beforeWord) && !namedByFirstName) return [];
  // «Roma, Prati», «Vanchiglia, Torino»: a quarter beside its comune.
  if (besideKnownPlace(scan, first, last) && !namedByFirstName) return [];

  let from = 0;
  if (SENTENCE_START.test(text.slice(Math.max(0, head.start - 12), head.start))) {
    // A capital says nothing at a sentence's start: the first word counts only as a first name that is no everyday word.
    const headIsName = kinds[0] === 'first' && isOnlyAName(head.folded);
    const personAfter = kinds.findIndex((kind, position) => position > 0 && isPerson(kind));
    if (!headIsName && personAfter < 0) return [];
    // «Rosa Esposito»: a first name before a surname is the name; «Caldaia Rossi»: a plain word before it is not.
    if (!headIsName && kinds[0] !== 'first') from = personAfter;
  }
  // The rest of the run is the person, less a place of several words at its edges («Sesto San Giovanni»).
  let to = kinds.length - 1;
  while (from <= to && kinds[from] !== undefined && kinds[from] === 'place' && !lonePlaces.includes(from)) from++;
  while (to >= from && (kinds[to] === undefined || (kinds[to] === 'place' && !lonePlaces.includes(to)))) to--;
  if (from > to) return [];
  return [{ start: (words[first + from] as Word).start, end: (words[first + to] as Word).end, kind: 'name' }];
}
