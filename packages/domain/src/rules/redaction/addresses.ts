import type { Finding } from './finding.ts';
import { capitalsCarryNoMeaning, QUANTITY_UNIT } from './text-shape.ts';

/**
 * Where a person lives or the work is: a street with its house number («via Verdi 12», «V.le Monza 45/b»,
 * «Via Appia Nuova, 412», «piazza Garibaldi n. 3», «corso Vittorio Emanuele II 118», «loc. Poggio al Vento
 * 21»), a named street without one («via Paleocapa»), a number before the street («al 14 di via Paleocapa»)
 * and a place on a state or provincial road («SS 16 km 312»). The comune stays: a business needs it.
 */

/** Street types, with their usual abbreviations; the French and German ones of Valle d'Aosta and Alto Adige too. */
const STREET_TYPE = String.raw`(?:via|rue|chemin|route|avenue|place|strasse|straße|str\.|gasse|platz|weg|v\.(?=\s)|viale|v\.\s?le|vle|corso|c\.\s?so|piazza|p\.\s?zza|p\.\s?za|piazzale|p\.\s?le|piazzetta|largo|l\.\s?go|vicolo|vico|strada|str\.|stradone|stradella|contrada|c\.\s?da|contrà|calle|campiello|fondamenta|salita|discesa|traversa|rampa|lungomare|lungotevere|lungarno|lungolago|borgo|località|loc\.|frazione|fraz\.|circonvallazione|vialetto|viottolo)`;
/** Street types that name a street even without a number when a capitalised name follows («via Paleocapa»). */
const NAMING_STREET_TYPE = String.raw`(?:via|viale|v\.\s?le|corso|c\.\s?so|piazza|p\.\s?zza|piazzale|vicolo|calle|contrà|contrada|largo|lungomare|lungotevere|lungarno)`;
/** Words that join a street's name: «via del Pratello», «calle Santa Croce», «Poggio al Vento». */
const PARTICLE = String.raw`(?:di|del|della|dello|dei|degli|delle|de|d['’]|dal|dalla|al|alla|ai|agli|alle|sul|sulla|san|santa|santo|sant['’]|s\.|e)`;
/** A capitalised word, or an initial before one («S.Maria», «G. Verdi»). */
const CAPITALISED = String.raw`(?:\p{Lu}\.\s?)?\p{Lu}[\p{L}\p{M}'’-]*`;
const MONTH = `(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)`;
/** A word of a street's name: capitalised, lower case (people type «via lucera 33»), or a date («XX Settembre», «4 novembre»). */
const NAME_WORD = String.raw`(?:\d{1,2}\s+${MONTH}|${CAPITALISED}|\p{Ll}[\p{L}\p{M}'’-]*)`;
/** A house number: «12», «19/A», «45/b», «12 bis», «n. 3», «N° 45», «civico 22». */
const HOUSE_NUMBER = String.raw`(?:(?:al\s+)?(?:n\.?|n°|nr\.?|num\.?|numero|civico)\s*)?\d{1,4}(?:\s?\/\s?[\p{L}\p{N}]{1,3}|[a-z](?![\p{L}\p{N}]))?(?:\s?bis)?`;
/** What makes a number a quantity, not a house number: a unit, a decimal, a time, a size. */
const QUANTITY_AFTER = String.raw`(?:\s*(?:[.,:]\d|°|%|€|x\s*\d|×)|\s+${QUANTITY_UNIT})`;

/** Lower-case words that never name a street: «portare via i mobili il 12», «in via del tutto». */
const NOT_A_STREET_WORD = new Set(
  (
    'il lo la i gli le un uno una e ed o od a ad in con per tra fra su da che è e’ non ci si mi ti vi ne più meno tutto tutti tutta ' +
    'tutte entro circa ogni anche solo già poi ancora dopo prima quando come mio mia miei mie suo sua suoi sue nostro nostra ' +
    'questo questa quello quella subito almeno quasi verso fino nel nella nei nelle negli sono ho ha hanno abbiamo avete era ' +
    'sarà dove quanto quanti quale se ma però oppure perché così qui lì là oggi domani ieri sempre mai bene male molto poco ' +
    'freddo caldo tutto lavoro mobili roba cose'
  ).split(' '),
);

const WITH_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${STREET_TYPE}\s+((?:${NAME_WORD}\s+){0,5}?${NAME_WORD})\s*,?\s+${HOUSE_NUMBER}(?![\p{L}\p{N}])(?!${QUANTITY_AFTER})`,
  'giu',
);
const NAMED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${NAMING_STREET_TYPE}\s+((?:${PARTICLE}\s*)*[\p{L}\p{M}'’-]+(?:\s+(?:${PARTICLE}\s*)*[\p{L}\p{M}'’-]+){0,3})`,
  'giu',
);
const PARTICLE_WORD = new RegExp(`^${PARTICLE}$`, 'iu');
/** Words that make a named street a landmark, not where someone lives: «vicino a piazza Navona», «zona corso Buenos Aires». */
const LANDMARK_BEFORE = /(?:\b(?:zona|vicino(?:\s+a)?|accanto\s+a|dietro|davanti\s+a|nei\s+pressi\s+di|verso|dalle\s+parti\s+di|quartiere)\s+)$/iu;

/** The number written before the street: «al 14 di via Paleocapa», «12 in via Roma». */
const NUMBER_BEFORE = /(?:\b(?:al\s+)?(?:(?:n\.?|n°|numero|civico)\s*)?)?\d{1,4}[a-z]?\s+(?:di|in)\s+$/iu;
const KM = String.raw`km\.?\s*\d+(?:[.,+]\d+)?`;
const ROAD = String.raw`(?:s\.?\s?s\.?|s\.?\s?p\.?|s\.?\s?r\.?|strada\s+(?:statale|provinciale|regionale|comunale)|statale|provinciale)\s*(?:n\.?\s*)?\d{1,3}[a-z]?(?![\p{L}\p{N}])(?:\s*,?\s*(?:n\.|n°|nr\.?|civico)\s*\d{1,4}(?![\p{N}]))?`;
/** «SS 16 km 312», «SP 23, km 4,5», «al km 12», «km 45 della SP 12». */
const STATE_ROAD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:(?:al\s+)?${KM}\s+(?:della|sulla|dell['’]|sull['’])\s*)?${ROAD}(?:\s*(?:,|al)?\s*${KM})?|al\s+${KM})`,
  'giu',
);

/** A street's name of lower-case words only is a street when none of them is an ordinary little word. */
function namesAStreet(name: string): boolean {
  const words = name.split(/\s+/);
  if (words.some((word) => /^\p{Lu}/u.test(word))) return true;
  return words.every((word) => !NOT_A_STREET_WORD.has(word.toLowerCase()));
}

/**
 * Where in the building: «interno 5», «int. 14», «scala B», «palazzina B», «appartamento 12», with a number, a
 * number word or a capital letter (not «scala a chiocciola», «scala 3 metri», «appartamento 3 locali»).
 */
const UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?i:interno|int\.?|scala|sc\.|palazzina|pal\.|edificio|lotto|blocco|appartamento|app\.|apt\.?)\s*(?:(?i:n\.?|nr\.?|n°)\s*)?(?:\d{1,3}(?:\/?[a-zA-Z])?|[A-Z]|(?i:uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici))(?![\p{L}\p{N}])(?!(?i:${QUANTITY_AFTER}|\s+(?:camere|bagni|letti|famiglie|appartamenti|unit[àa]|livelli)(?![\p{L}])))`,
  'gu',
);
/** The house number said alone: «al numero 12», «civico 7». */
const HOUSE_NUMBER_ALONE =
  /(?<![\p{L}\p{N}])(?:(?:al|il)\s+(?:numero|n\.|nr\.?|n°)(?:\s+civico)?|civico(?:\s+(?:n\.?|nr\.?|numero))?)\s*\d{1,4}(?:\s?\/\s?[\p{L}\p{N}]{1,3}|[a-z](?![\p{L}\p{N}]))?(?![\s./-]*\d)/giu;
/** Coordinates, in decimal degrees («45.46421, 9.19003») or degrees and minutes («44°38'49"N»). */
const COORDINATES =
  /(?<![\p{N}.,])-?\d{1,3}[.,]\d{4,}\s*[,;/ ]\s*-?\d{1,3}[.,]\d{4,}(?![\p{N}])|\d{1,3}°\s?\d{1,2}['’′]\s?\d{1,2}(?:[.,]\d+)?["”″]?\s?[NSEWO](?:[\s,]*\d{1,3}°\s?\d{1,2}['’′]\s?\d{1,2}(?:[.,]\d+)?["”″]?\s?[NSEWO])?/gu;
/** A what3words address: three words after three slashes («///tavolo.lampada.sedia»). */
const WHAT3WORDS = /(?:\/\/\/|\bw3w:?\s*)\p{L}+\.\p{L}+\.\p{L}+/giu;

export function findAddresses(text: string): Finding[] {
  const findings: Finding[] = [];
  const add = (start: number, end: number) => {
    const before = NUMBER_BEFORE.exec(text.slice(Math.max(0, start - 16), start));
    findings.push({ start: before ? start - before[0].length : start, end, kind: 'address' });
  };
  for (const match of text.matchAll(WITH_NUMBER)) {
    if (namesAStreet(match[1] ?? '')) add(match.index, match.index + match[0].length);
  }
  if (!capitalsCarryNoMeaning(text)) {
    // One at a time: a name ends at its last capitalised word, so «via Roma e via Verdi» is two streets.
    NAMED.lastIndex = 0;
    for (let match = NAMED.exec(text); match !== null; match = NAMED.exec(text)) {
      const nameStart = match.index + match[0].length - (match[1] ?? '').length;
      let end = -1;
      for (const word of (match[1] ?? '').matchAll(/\S+/gu)) {
        if (/^(?:\p{Lu}\p{Ll}|[IVX]+$)/u.test(word[0].replace(/^(?:d|dell|sant)['’]/iu, ''))) end = nameStart + word.index + word[0].length;
        else if (!PARTICLE_WORD.test(word[0])) break;
      }
      if (end > 0 && !LANDMARK_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index))) add(match.index, end);
      NAMED.lastIndex = end > 0 ? end : match.index + 1;
    }
  }
  for (const pattern of [STATE_ROAD, UNIT, HOUSE_NUMBER_ALONE, COORDINATES, WHAT3WORDS]) {
    for (const match of text.matchAll(pattern)) findings.push({ start: match.index, end: match.index + match[0].length, kind: 'address' });
  }
  return findings;
}
