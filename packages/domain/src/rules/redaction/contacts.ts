import { findNumbers } from 'libphonenumber-js';
import { findAll, type Finding } from './finding.ts';
import { spelledDigits } from './spelled-digits.ts';
import { QUANTITY_UNIT } from './text-shape.ts';

/**
 * How a person is reached outside the platform: phone numbers (however they are spaced or spelled), email
 * addresses (also disguised or cut short), links and social handles.
 */

// ── Phones ──────────────────────────────────────────────────────────────────────────────────────────────

/** A phone number has at least 8 digits (with its prefix); after a phone word («tel.», «cell») 6 are enough. */
const PHONE_DIGITS = 8;
const CUED_PHONE_DIGITS = 6;
const PHONE_CUE = /(?:\btel|\btelefono|\bcell|\bcellulare|\bfisso|\bnumero|\bnr|\bn\.|whats\s?app|\bwa|\bsms|\bchiama\w*|\bsquillo)\W*$/iu;
/** Numbers of a thing, not of a person: «matricola 1234567890», «codice articolo 8012345678901». */
const PRODUCT_CUE =
  /(?:matricola|seriale|numero di serie|s\/n|codice articolo|articolo|cod\.?\s?art\.?|art\.|cod\.|codice prodotto|ean|lotto|modello|mod\.|fattura n\.?|ordine n\.?|pratica n\.?)(?:\s+\p{L}+){0,2}\W*$/iu;
/** What may stand between the groups of one number: spaces, dots, dashes, slashes, commas, brackets. */
const GROUP_SEPARATOR = /^[\s.,;:/()+\u2013-]*$/u;
/** A run that is a date («12/03/2024») or times («14.30-18.30»), not a phone number. */
const DATE_OR_TIMES = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{1,2}[.:]\d{2}\s*[-–/]\s*\d{1,2}[.:]\d{2})$/u;

/** Separators said in words between the groups of a number. */
const SPOKEN_SEPARATOR = /^(?:trattino|barra|slash|spazio|meno)$/iu;

/** A number with its unit, or a price: «180.000 km», «1.250,00 €», «€ 300»: never part of a phone number. */
const QUANTITY = new RegExp(String.raw`(?:€\s*)?\d+(?:[.,]\d+)*\s*(?:%|€|°|${QUANTITY_UNIT})`, 'giu');

/**
 * Runs of digits and number words («333 412 58 90», «tre quattro sette, nove nove uno…», «tre-tre-nove
 * 44 71 208», «zerocinquequattro») with only separators between them, long enough to be a phone number.
 */
function findDigitRuns(text: string): Finding[] {
  const quantities = [...text.matchAll(QUANTITY)].map((match) => [match.index, match.index + match[0].length] as const);
  const inQuantity = (at: number) => quantities.some(([start, end]) => start <= at && at < end);
  const digitsOf = (token: RegExpExecArray) => {
    if (inQuantity(token.index)) return null;
    // A letter O typed for a zero among digits: «335 O47 1234».
    if (/^[\dOo]*\d[\dOo]*$/u.test(token[0])) return token[0].replace(/[Oo]/g, '0');
    return spelledDigits(token[0]);
  };
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const findings: Finding[] = [];
  let index = 0;
  while (index < tokens.length) {
    const first = tokens[index]!;
    if (digitsOf(first) === null) {
      index++;
      continue;
    }
    let digits = 0;
    let last = index;
    for (let next = index; next < tokens.length; next++) {
      const token = tokens[next]!;
      // A separator said in words between two groups: «tre tre otto trattino due due uno».
      if (next > index && SPOKEN_SEPARATOR.test(token[0]) && next + 1 < tokens.length && digitsOf(tokens[next + 1]!) !== null) continue;
      const value = digitsOf(token);
      if (value === null) break;
      if (next > index && !SPOKEN_SEPARATOR.test(tokens[next - 1]![0])) {
        const previous = tokens[next - 1]!;
        const separator = text.slice(previous.index + previous[0].length, token.index);
        if (!GROUP_SEPARATOR.test(separator)) break;
        // «del 2011, 210» is a list; «tre quattro sette, nove nove uno» is dictation: a comma joins words only.
        if (separator.includes(',') && /^\d+$/.test(previous[0]) && /^\d+$/.test(token[0])) break;
      }
      digits += value.length;
      last = next;
    }
    const lastToken = tokens[last]!;
    let start = first.index;
    const end = lastToken.index + lastToken[0].length;
    // The international prefix belongs to the number: «+39 …», «(+39) …».
    const prefix = /\(?\+\s*$/u.exec(text.slice(Math.max(0, start - 3), start));
    if (prefix) start -= prefix[0].length;
    const run = text.slice(start, end);
    const cued = PHONE_CUE.test(text.slice(Math.max(0, start - 24), start));
    const product = PRODUCT_CUE.test(text.slice(Math.max(0, start - 24), start));
    if ((digits >= PHONE_DIGITS || (cued && digits >= CUED_PHONE_DIGITS)) && !DATE_OR_TIMES.test(run) && !product) {
      findings.push({ start, end, kind: 'contact' });
    }
    index = last + 1;
  }
  return findings;
}

/** Numbers libphonenumber calls valid (Italian by default, any country written with its prefix). */
const findValidPhones = (text: string): Finding[] =>
  findNumbers(text, 'IT')
    .filter(
      (number) =>
        !PRODUCT_CUE.test(text.slice(Math.max(0, number.startsAt - 24), number.startsAt)) &&
        !DATE_OR_TIMES.test(text.slice(number.startsAt, number.endsAt)),
    )
    .map((number) => ({ start: number.startsAt, end: number.endsAt, kind: 'contact' }));

// ── Emails ──────────────────────────────────────────────────────────────────────────────────────────────

/** Mail services people name without the domain ending («mario_rossi@hotmail», «giuliab presso yahoo»). */
const MAIL_SERVICES = `(?:gmail|googlemail|libero|yahoo|hotmail|outlook|live|msn|icloud|tiscali|virgilio|alice|tin|fastwebnet|inwind|iol|katamail|email|pec|legalmail|aruba|tim|vodafone|proton|protonmail|gmx|yandex|aol)`;
const LABEL = String.raw`[\p{L}\p{N}_%+-]+`;
/** A dot, also spelled or bracketed: «.», « punto », «[dot]», «(punto)»; « . » with spaces on both sides. */
const DOT = String.raw`(?:\.|\s+\.\s+|\s*[[(]\s*(?:dot|punto)\s*[\])]\s*|\s+(?:dot|punto|pt)\s+)`;
/** An at sign, also spelled or bracketed: «@», « @ », « chiocciola », « at », «[at]», «(at)». */
const AT = String.raw`(?:@|\s+@\s+|\s*[[(]\s*(?:at|chiocciola)\s*[\])]\s*|\s+(?:at|chiocciola)\s+)`;
const TLD = String.raw`[a-z]{2,}(?![\p{L}\p{N}])`;
const LOCAL = `${LABEL}(?:${DOT}${LABEL})*`;
/** Letters typed one by one: «g b i a n c h i». */
const SPACED_LOCAL = String.raw`(?:[\p{L}\p{N}._-] ){2,}[\p{L}\p{N}._-]`;

/**
 * A local part read out: words joined by spoken dots, maybe an initial, then a number in digits or words
 * («elena punto sarti ottanta», «a. neri 77», «marta pt d'alessio», «luca punto verdi trentadue»).
 */
const SPOKEN_WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’_-]*`;
const NUMBER_WORD = `(?:(?:venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento)(?:uno|due|tre|quattro|cinque|sei|sette|otto|nove)?|zero|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove)`;
const SPOKEN_LOCAL = String.raw`(?:\p{L}\.\s*)?${SPOKEN_WORD}(?:${DOT}${SPOKEN_WORD})*(?:\s+(?:\d+|${NUMBER_WORD}))?`;

const EMAIL_PATTERNS = [
  // A local part read out, at a spaced at sign («a. neri 77 @ libero . it») or a spelled one before a domain.
  new RegExp(String.raw`${SPOKEN_LOCAL}\s*@\s*${LABEL}(?:${DOT}${LABEL})*`, 'giu'),
  new RegExp(String.raw`${SPOKEN_LOCAL}\s+(?:at|chiocciola)\s+${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}`, 'giu'),
  new RegExp(String.raw`${SPOKEN_LOCAL}\s+chiocciola\s+${MAIL_SERVICES}(?![\p{L}\p{N}])`, 'giu'),
  // A domain with its ending, however the dots and the at sign are written.
  new RegExp(`(?:${SPACED_LOCAL}|${LOCAL})${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}`, 'giu'),
  // An @ between two words, ending or not («mario_rossi@hotmail», «dani.carluccio@gmailcom»).
  new RegExp(String.raw`${LOCAL}@${LABEL}(?:\.${LABEL})*`, 'giu'),
  // A spelled at sign before a mail service alone («enrico.gallo at libero»); «presso» only there.
  new RegExp(String.raw`${LOCAL}(?:${AT}|\s+presso\s+)${MAIL_SERVICES}(?![\p{L}\p{N}])`, 'giu'),
];

/** After «mail:», «su gmail:», «pec:»: an address written without its domain («pino.scalise»). */
const AFTER_MAIL_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:e-?)?mail|${MAIL_SERVICES}|(?:scrive(?:temi|te|mi)|mandate(?:mi)?|inviate(?:mi)?|rispondete(?:mi)?)\s+a)\s*[:=]?\s+(\p{L}[\p{L}\p{N}]*[._-][\p{L}\p{N}._-]*[\p{L}\p{N}_]|[\p{L}]+\d+)(?![\p{L}\p{N}])`,
  'giu',
);

// ── Links and handles ───────────────────────────────────────────────────────────────────────────────────

/** The rest of a link, up to a space, not counting the punctuation that closes the sentence around it. */
const URL_REST = String.raw`[^\s]*[^\s).,;:!?»"']`;
const LINKS = [
  new RegExp(String.raw`\b(?:https?:\/\/|www\.)${URL_REST}`, 'giu'),
  new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.(?:it|com|net|org|eu|info|biz|io|me|app|shop|store|online|site|ch)\b(?:\/${URL_REST})?`, 'giu'),
];

/** «@giulia.denitto», «@gbertolotto» (not an email's at sign: nothing stands right before it). */
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]*[\p{L}\p{N}_]/gu;
/** A user name with its number tag («ombra_91#3310»). */
const TAGGED_HANDLE = /(?<![\p{L}\p{N}_.])[\p{L}\p{N}_.]{2,32}#\d{4}(?!\d)/gu;
/** A word with an underscore is a user name, never Italian prose («marti_pichler», «ale.murgia_»). */
const UNDERSCORE_HANDLE = /(?<![\p{L}\p{N}._@])(?=[\p{L}\p{N}._]*\p{L})[\p{L}\p{N}.]*_[\p{L}\p{N}._]*/gu;
const SOCIAL = `(?:ig|insta|instagram|fb|facebook|tiktok|telegram|twitter|threads|snapchat|linkedin|skype|discord|signal|messenger|whatsapp)`;
/** After a social network's name: a dotted or numbered user name («ig ale.murgia», «telegram: mario88»). */
const AFTER_SOCIAL_WORD = new RegExp(
  String.raw`\b${SOCIAL}\b(?:\s*[:=]|\s+(?:come|è|e'|sono|mi trovi(?:te)? come))?\s+([\p{L}\p{N}]+(?:[._][\p{L}\p{N}]+)+[._]?|[\p{L}]+\d+)(?![\p{L}\p{N}])`,
  'giu',
);

/** Every phone number, email address, link and handle of the text. */
export function findContacts(text: string): Finding[] {
  return [
    ...findValidPhones(text),
    ...findDigitRuns(text),
    ...EMAIL_PATTERNS.flatMap((pattern) => findAll(text, pattern, 'contact')),
    ...findAll(text, AFTER_MAIL_WORD, 'contact', 1),
    ...LINKS.flatMap((pattern) => findAll(text, pattern, 'contact')),
    ...findAll(text, AT_HANDLE, 'contact'),
    ...findAll(text, UNDERSCORE_HANDLE, 'contact'),
    ...findAll(text, TAGGED_HANDLE, 'contact'),
    ...findAll(text, AFTER_SOCIAL_WORD, 'contact', 1),
  ];
}
