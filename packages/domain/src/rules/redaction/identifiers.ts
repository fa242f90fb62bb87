import { findAll, type Finding } from './finding.ts';

/**
 * Codes that point to one person: codice fiscale, IBAN, electricity supply point (POD), the number plate of a
 * private car, the code of a door, gate or key box, and a date of birth. A partita IVA (11 digits) and a gas
 * supply point (PDR, 14 digits) are long digit runs, hidden with the phone numbers.
 */

/** 16 characters, lower case too, with the letters an omocodia puts for digits. Typos included: no check letter. */
const CODICE_FISCALE = /(?<![\p{L}\p{N}])[a-z]{6}[0-9lmnpqrstuv]{2}[abcdehlmprst][0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{3}[a-z](?![\p{L}\p{N}])/giu;

/** «IT02 L030 6946 1081 0000 0104 731», «IT 42 K 03069 09606 100000012345»: a country, two digits, then groups. */
const IBAN_START = /(?<![\p{L}\p{N}])[A-Z]{2}\s?\d{2}/giu;
const IBAN_GROUP = /^\s?([A-Z0-9]{1,30})(?![\p{L}\p{N}])/iu;

function findIbans(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const start of text.matchAll(IBAN_START)) {
    let end = start.index + start[0].length;
    let length = start[0].replace(/\s/g, '').length;
    for (let group = IBAN_GROUP.exec(text.slice(end)); group !== null; group = IBAN_GROUP.exec(text.slice(end))) {
      const part = group[1] as string;
      // A word (two letters or more, no digit) ends the code: «… 731 intestato».
      // A lower-case letter alone is a word too («… 432 e PDR»): only a capital one is a group.
      if (!/\d/.test(part) && (part.length > 1 || part !== part.toUpperCase())) break;
      end += group[0].length;
      length += part.length;
    }
    if (length >= 15 && length <= 34) findings.push({ start: start.index, end, kind: 'identifier' });
  }
  return findings;
}

/** A partita IVA or a codice fiscale of 11 digits named as such: a private person's is theirs alone. */
const TAX_NUMBER = /\b(?:p\.?\s?iva|partita\s+iva|c\.?\s?f\.?|codice\s+fiscale)\s*[:.]?\s*(?:it\s?)?(\d{11})(?!\d)/giu;

/** The POD of an electricity meter: «IT001E12345678». */
const POD = /(?<![\p{L}\p{N}])IT\s?\d{3}\s?E\s?\d{8}(?![\p{L}\p{N}])/giu;

/** Italian plates since 1994, «EX 218 PT» or «DK394RM» (never I, O, Q, U). Lower case only after «targa». */
const PLATE = /(?<![\p{L}\p{N}])[A-HJ-NPR-Z]{2}[\s-]?\d{3}[\s-]?[A-HJ-NPR-Z]{2}(?![\p{L}\p{N}])/gu;
const AFTER_PLATE_WORD = /\btarga(?:ta|to)?\s*[:.]?\s*((?:[a-z]{1,2}[\s-]?)?\d{2,6}(?:[\s-]?[a-z]{1,2})?)(?![\p{L}\p{N}])/giu;

/**
 * A code of 3 to 10 letters and digits, at least 3 of them digits, right after «codice», «combinazione» or
 * «pin», when a door, gate, key box or alarm is named near it («codice del portone 2A7791», «le chiavi
 * sono nella cassetta, codice 4719»). An error code («codice errore F28», «codice A01») is not one.
 */
const DOOR_CODE =
  /\b(?:codice|cod\.|combinazione|pin)\b(?:\s+(?:del|della|dello|dell['’]|di|d['’]|per|il|la|l['’]|d['’]accesso|di accesso))?(?:\s+(?:portone|cancello|cancelletto|porta|ingresso|accesso|cassetta|cassettina|keybox|key box|citofono|allarme|garage|box|lucchetto))?\s*(?::|è|e['’]|=)?\s*((?=(?:[^\d\s]*\d){3})[A-Z0-9#*]{3,10})(?![\p{L}\p{N}])/giu;
const DOOR_WORDS = /portone|cancell|porta|ingresso|accesso|cassett|keybox|key box|chiav|citofon|allarme|lucchetto|serratura/iu;

function findDoorCodes(text: string): Finding[] {
  return findAll(text, DOOR_CODE, 'identifier', 1).filter((finding) =>
    DOOR_WORDS.test(text.slice(Math.max(0, finding.start - 60), Math.min(text.length, finding.end + 40))),
  );
}

const MONTH = `(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)`;
const DATE = String.raw`(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{1,2}°?\s+${MONTH}\s+(?:\d{4}|del\s+(?:\d{4}|['’]?\d{2})|['’]\d{2}))`;
/** A date after «nato/nata», «data di nascita», «classe» («nata a Lecce il 3 marzo 1962», «classe 1975»). */
const BIRTH_DATE = new RegExp(
  String.raw`\b(?:nat[oaie]|nascita|d\.\s?d\.\s?n\.)\b[^.;\n\d]{0,30}?(${DATE})|\b(?:classe|sono del(?:l['’])?|nat[oaie]\s+nel(?:l['’])?)\s+((?:19|20)\d{2}|['’]\d{2})(?!\d)`,
  'giu',
);

/** A whole date of a year at least 17 years back is a date of birth, whatever the words around it. */
const OLD_DATE = /(?<![\p{L}\p{N}])\d{1,2}[./-]\d{1,2}[./-]((?:19|20)\d{2})(?!\d)/gu;

function findBirthDates(text: string): Finding[] {
  const adultsBornBy = new Date().getFullYear() - 17;
  const oldDates = [...text.matchAll(OLD_DATE)].filter((match) => Number(match[1]) <= adultsBornBy);
  return [
    ...findAll(text, BIRTH_DATE, 'identifier', 1),
    ...findAll(text, BIRTH_DATE, 'identifier', 2),
    ...oldDates.map((match): Finding => ({ start: match.index, end: match.index + match[0].length, kind: 'identifier' })),
  ];
}

/**
 * A codice fiscale typed in groups («RSS MRA 80A01 H501 U», «rssmra80 a01 h501 u»): from each word, the
 * next words joined until they make 16 characters of the codice's shape.
 */
function findSpacedTaxCodes(text: string): Finding[] {
  const findings: Finding[] = [];
  const tokens = [...text.matchAll(/[a-z0-9]+/giu)];
  for (let first = 0; first < tokens.length; first++) {
    let joined = '';
    for (let next = first; next < tokens.length && joined.length < 16; next++) {
      const token = tokens[next] as RegExpExecArray;
      if (
        next > first &&
        !/^ ?$/u.test(text.slice((tokens[next - 1] as RegExpExecArray).index + (tokens[next - 1] as RegExpExecArray)[0].length, token.index))
      )
        break;
      joined += token[0];
      if (joined.length === 16 && next > first && SPACED_TAX_CODE.test(joined)) {
        findings.push({ start: (tokens[first] as RegExpExecArray).index, end: token.index + token[0].length, kind: 'identifier' });
      }
    }
  }
  return findings;
}
const SPACED_TAX_CODE = /^[a-z]{6}[0-9lmnpqrstuv]{2}[abcdehlmprst][0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{3}[a-z]$/iu;

/**
 * A code read out digit by digit, as a door, a key box or an alarm is opened: four to eight single digits
 * apart («4 0 9 2», «5-2-8-1»). No measure, date or price is written so.
 */
const SPACED_DIGITS = /(?<![\p{L}\p{N}.,-])\d(?:[ .-]\d){3,7}(?![\p{L}\p{N}]|[.,-]\d)/gu;

/** A vehicle's chassis number (VIN): 17 letters and digits, never I, O or Q. */
const VIN = /(?<![\p{L}\p{N}])(?=[A-HJ-NPR-Z0-9]{0,16}\d)(?=[A-HJ-NPR-Z0-9]{0,16}[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}(?![\p{L}\p{N}])/gu;

/**
 * The numbers of a household's supply or card: a meter's serial, a customer or contract number, a PDR, a
 * tessera sanitaria («matricola contatore gas 21CD0098123», «numero cliente Enel 300123456»): a code of
 * five characters or more with four digits, a few words after the cue. A boiler's serial is a thing's.
 */
const SUPPLY_CODE =
  /(?<![\p{L}])(?:matricola\s+(?:del\s+)?contatore|contatore\s+(?:n\.?|nr\.?|numero|matricola)|(?:numero|codice|cod\.|n\.|nr\.?)\s*(?:cliente|utente|utenza|contratto|fornitura|pratica|tessera)|pdr|tessera(?:\s+sanitaria)?|codice\s+(?:pdr|pod))(?:[\s:.,-]+(?:n\.|nr\.?|\p{L}+)){0,3}?[\s:.-]+((?=(?:[^\d\s]*\d){4})[A-Z0-9][A-Z0-9-]{4,24})(?![\p{L}\p{N}])/giu;

/** Wi-Fi and other credentials: the word after «password», «pwd», and a network's name after «rete», «wifi». */
const PASSWORD =
  /(?<![\p{L}])(?:password|passw|pwd|psw|chiave\s+(?:wifi|wi-fi|di\s+rete))(?![\p{L}])\s*(?:(?:del|della|di)\s+(?:wifi|wi-fi|rete)\s*)?(?:[:=]|è|e['’])?\s*["“«']?([^\s"”»']*[^\s"”»'.,;:])/giu;
const NETWORK_NAME =
  /(?<![\p{L}])(?:rete|ssid|wifi|wi-fi)\s*(?:wifi|wi-fi)?\s*(?:[:=]|è|e['’]|si\s+chiama)?\s*(?:["“«]([^"”»\n]{2,40})["”»]|((?=\S*(?:\d|_))[\p{L}\p{N}][\p{L}\p{N}_.-]*[\p{L}\p{N}]))/giu;

/** Letters as they are spoken, for a plate read out («di bi tre sei nove effe gi»). */
const SPOKEN_LETTER = String.raw`(?:a|bi|ci|di|e|effe|gi|acca|i|elle|emme|enne|o|pi|cu|erre|esse|ti|u|vu|zeta|ics|ipsilon|kappa|doppia\s+vu)`;
const PLATE_ITEM = String.raw`(?:${SPOKEN_LETTER}|[a-z]|\d+|uno|due|tre|quattro|cinque|sei|sette|otto|nove|zero)`;
const SPOKEN_PLATE = new RegExp(String.raw`\btarga(?:ta|to)?\s*(?:[:.]|è|e['’])?\s*((?:${PLATE_ITEM}\s+){4,8}${PLATE_ITEM})(?![\p{L}\p{N}])`, 'giu');

export function findIdentifiers(text: string): Finding[] {
  return [
    ...findSpacedTaxCodes(text),
    ...findAll(text, SPACED_DIGITS, 'identifier'),
    ...findAll(text, VIN, 'identifier'),
    ...findAll(text, SUPPLY_CODE, 'identifier', 1),
    ...findAll(text, PASSWORD, 'identifier', 1),
    ...findAll(text, NETWORK_NAME, 'identifier', 1),
    ...findAll(text, NETWORK_NAME, 'identifier', 2),
    ...findAll(text, SPOKEN_PLATE, 'identifier', 1),
    ...findAll(text, CODICE_FISCALE, 'identifier'),
    ...findIbans(text),
    ...findAll(text, TAX_NUMBER, 'identifier', 1),
    ...findAll(text, POD, 'identifier'),
    ...findAll(text, PLATE, 'identifier'),
    ...findAll(text, AFTER_PLATE_WORD, 'identifier', 1),
    ...findDoorCodes(text),
    ...findBirthDates(text),
  ];
}
