import { isCovered, type Finding } from './finding.ts';
import { isCommonWord, isEverydayWord, isFirstName, isOnlyAName } from './lexicon.ts';
import { spelledDigits as spelledNumber } from './spelled-digits.ts';
import { findPremises } from './premises.ts';
import { findUnannouncedNames, type KnownPlaces } from './proper-names.ts';
import { capitalsCarryNoMeaning, foldKeepingPositions, writtenInLowerCase } from './text-shape.ts';

/**
 * People's names: the customer's (the chat's name field, however the text spells it) and anyone else's the
 * text names. A word is taken for a name where a name stands: after a self-introduction («sono», «mi
 * chiamo», «firmato»), a relation («mio marito», «la vicina»), a title («sig.ra», «dott.», «famiglia», «c/o»),
 * a door or contact word («citofono», «chiedete di», «a nome»), beside a phone number, or, nobody announcing
 * it, as a proper noun that is no place, brand or word (proper-names.ts). A first name in lower case counts
 * after such a word or as a lower-case text's signature, when the lexicon knows it as a first name and not
 * as an everyday word. A word of the customer's name is the person when it stands as a name does:
 * capitalised, not after a place word («a Paola (CS)», «zona Martina Franca»), not inside another proper
 * name («Santa Lucia», «Alfa Romeo Giulia»); in lower case only after such a word or beside the rest of the
 * name («colore viola» stays, «sono claudia» does not).
 */

const LETTERS = String.raw`[\p{Ll}\p{M}]`;
/** A capitalised word, with an elided prefix or a second part: «D'Angelo», «Ghiglione-Testa», «Nicolò». */
const CAPITALISED = String.raw`(?:\p{Lu}['’])?\p{Lu}${LETTERS}+(?:-\p{Lu}${LETTERS}+)*`;
/** Words that join the parts of a surname: «Giuseppe Dal Bo», «Di Nunzio». */
const SURNAME_PARTICLE = `(?:De|Di|Da|Del|Della|Dal|Dalla|Dei|Lo|La|Li|Le|Van|Von|Mc|Mac)`;
/** A person's name: up to four capitalised words. */
const PERSON = String.raw`${CAPITALISED}(?:[ \t]+(?:${SURNAME_PARTICLE}[ \t]+)?${CAPITALISED}){0,3}`;

const PERSON_ANYWHERE = new RegExp(PERSON, 'gu');
const CAPITALISED_ANYWHERE = new RegExp(CAPITALISED, 'gu');
/** What follows a name and belongs with it: a surname, an initial, a second person joined by «e», «o». */
const AFTER_A_NAME = new RegExp(
  String.raw`^(?:[ \t]+(${CAPITALISED})|[ \t]+(\p{Lu}\.)|[ \t]+(?:e|o|oppure)(?:[ \t]+(?:di|a))?[ \t]+(${CAPITALISED}))`,
  'u',
);

/** Introducing oneself, or signing: the strong ones («mi chiamo») announce a name even in lower case. */
const STRONG_SELF = `mi chiamo|mi kiamo|mi chaimo|mi chiamano|il mio nome [eè]['’]?|il mio cognome [eè]['’]?|il mio nominativo [eè]['’]?|mi presento`;
/**
 * «Sono» introduces the writer only at the start of a clause or after a greeting («Ciao, sono Marco», «su fb
 * sono …»), not after a subject («le caldaie sono Ariston»).
 */
const I_AM = String.raw`(?<=(?:^|[.,;:!?()\n–—-]|\p{Extended_Pictographic}|(?<![\p{L}])(?:ciao|salve|buongiorno|buonasera|pronto|io|e|ed|qui|ecco|allora|hey|ehi|fb|facebook|instagram|ig|insta|telegram|whatsapp|tiktok|messenger))\s*)(?:sono|so['’]|sn|son)`;
const SELF = `${STRONG_SELF}|(?:il |mio )?(?:nome|cognome)(?: [eè])?|mi firmo|firmat[oa]|sottoscritt[oa]|${I_AM}|io|qui parla|vi parla|ti parla|vi scrive|ti scrive|piacere|(?:scrivo|chiamo) da parte di|si chiama(?:no)?|all['’]anagrafe|all['’]anagrafe|di nome|detto|detta|alias|soprannominat[oa]|cordiali saluti|distinti saluti|(?:un )?salut[oi](?: da)?|cordialmente|a presto|buona (?:giornata|serata)|buon lavoro|grazie(?: mille| tante| ancora| di cuore)?`;
/** A relation after a determiner: «mia moglie», «l'inquilino», «la vicina» (not «vicino Roma»). */
const RELATION = `(?:mi[oae]|mie|tu[oa]|su[oa]|nostr[oa]|vostr[oa]|me|il|la|lo|l['’]|i|le|del|della|dello|dell['’]|al|alla|dal|dalla|un|una)\\s*(?:marito|moglie|compagn[oa]|fidanzat[oa]|figli[oa]|padre|madre|mamma|pap[àa]|babbo|nonn[oa]|zi[oa]|cugin[oa]|fratello|sorella|suocer[oa]|cognat[oa]|nipote|genero|nuora|amic[oa]|vicin[oa]|inquilin[oa]|custode|portier[ea]|portinai[oa]|amministrator[ea]|amministratrice|badante|collega|soci[oa]|proprietari[oa]|titolare|matri|patri|coinquilin[oa]|condomin[oa]|governante|domestica|colf|tata|babysitter|consiglier[ea])`;
const TITLE = String.raw`mr\.?|mrs\.?|ms\.?|miss|mister|sir|madame|monsieur|herr|frau|cav\.|comm\.|sor|sora|sig\.?(?:ra|na)?\.?|sigg\.|signor[ae]?|signorina|dott\.?(?:ssa)?\.?|dottor(?:essa)?|dr\.?(?:ssa)?\.?|prof\.?(?:ssa)?\.?|professor(?:essa)?|ing\.|ingegner[e]?|arch\.|architetto|geom\.|geometra|rag\.|ragionier[e]?|avv\.|avvocato|famiglia|fam\.|coniugi|c\/o`;
const CONTACT_WORD = String.raw`(?:citofon(?:o|are|ate|atemi)|campanello)(?:\s+(?:è|e['’]|dice|riporta))?|cercate|cercare|a nome(?: di)?|intestat[oa] a|chied(?:ete|ere|a|i) (?:di|a|del|della|dell['’])|cercate di|domandate di|parla(?:te|re) con|rivolge(?:tevi|rsi) a|referente|mi trovi(?:te)? come|cercatemi come|trovatemi come|(?:facebook|fb|instagram|ig|insta|tiktok|messenger|telegram|skype)(?:\s*:|\s+come)`;
/** A word that announces a name, then an article or a title, and maybe a quote: «citofonare "Rossi"». */
const ANNOUNCER = String.raw`(?<![\p{L}])(?i:${SELF}|${RELATION}|${CONTACT_WORD}|${TITLE})(?:\s*[,:–-]\s*|\s+)(?:(?i:il|la|lo|l['’])\s*)?(?:(?i:${TITLE})\s*)?["'“«]?`;
const ANNOUNCED = new RegExp(String.raw`(?:${ANNOUNCER}|(?<![\p{L}])(?i:${TITLE})\s*)(${PERSON})`, 'dgu');
/** «chiamate Marco al 333…»: after a call word, a name only when a number follows (not «chiamare Enel»). */
const CALL_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?i:chiama(?:te|re|temi)?|contatta(?:te|re|temi)?|telefona(?:te|re) a)\s+(${PERSON})(?=\s+(?i:al|allo|sul|su|a)\s+[+\d])`,
  'dgu',
);
/** After a title written short or a strong self-introduction, a name in lower case too: «sig. rossi», «mi chiamo giovanni». */
const SHORT_TITLE = String.raw`sig\.(?:ra|na)?\.?|sig\.ra|dott\.(?:ssa)?|ing\.|geom\.|rag\.|avv\.|prof\.(?:ssa)?|fam\.|c\/o`;
const ANNOUNCED_LOWER_CASE = new RegExp(
  String.raw`(?<![\p{L}])(?i:${STRONG_SELF}|${SHORT_TITLE})(?![\p{L}])[\s,:]*(\p{Ll}${LETTERS}+(?:[ \t]+\p{Ll}${LETTERS}+)?)`,
  'dgu',
);
/** Little words that end a name written in lower case: «mi chiamo giovanni e ho…». */
const ENDS_A_NAME = new Set(
  'e ed o ho ha abito vivo sono da di a ad in per con che non mi ci vi qui sto devo vorrei avrei cerco serve servirebbe'.split(' '),
);

const LOWER_CASE_SURNAME = /^[ \t]+((?:(?:de|di|da|del|della|dal|dalla|lo|la|d['’])[ \t]*)?(\p{Ll}[\p{Ll}\p{M}]{2,}))(?![\p{L}\p{N}])/u;

/** A name that announces itself after: «Nicolò qui,», «Rossella Amato scrive». */
const SELF_AFTER = new RegExp(String.raw`(${PERSON})[ \t]+(?:qui|scrive|scrivo)(?=\s*[,.:;!])`, 'dgu');

/** Capitalised words that are not names though they stand where one may: greetings, contact words, days. */
const NOT_A_NAME = new Set(
  (
    'tel telefono telefonare cell cellulare fisso numero recapito contatto contatti whatsapp telegram signal sms email mail pec ' +
    'chiamate chiamatemi chiamare chiamami scrivete scrivetemi scrivimi grazie ciao salve buongiorno buonasera oppure ore dopo ' +
    'sera mattina pomeriggio solo anche urgente io lui lei me mio mia il la al allo ufficio casa studio lavoro info per più ' +
    'mille tante subito lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile maggio giugno ' +
    'luglio agosto settembre ottobre novembre dicembre natale pasqua ancora davvero infinite anticipatamente tanto tutti ' +
    'comunque cordiali distinti saluti'
  )
    .split(' ')
    .map(foldKeepingPositions),
);
/** Words after which a capitalised word is a place or a thing: «a Paola», «zona Martina Franca», «Santa Lucia», «color Tortora». */
const PLACE_WORD = new Set(
  (
    'a ad in di da zona per verso tra fra presso quartiere frazione località loc comune provincia paese vicino dintorni san ' +
    'santa santo sant madonna porta borgo lido colore color tinta tipo modello marca via viale piazza corso'
  )
    .split(' ')
    .map(foldKeepingPositions),
);
/** A house named after its family announces a surname, but only one known to be the customer's («casa Crespi», not «villa Borghese»). */
const HOUSE = `casa|casale|cascina|villa|villetta|podere|masseria|baita`;
const ANNOUNCED_KNOWN = new RegExp(String.raw`(?:${ANNOUNCER}|(?<![\p{L}])(?i:${TITLE}|${HOUSE})\s*)$`, 'u');
/** What may stand before a word that opens a sentence or a clause: punctuation, a dash, a bracket, an emoji, a line. */
const OPENS_CLAUSE = /(?:^|[.,;:!?()[\]«»"“”\n–—-]|\p{Extended_Pictographic})\s*$/u;
const NAME_UNIT_PARTICLE = /^(?:de|di|da|del|della|dal|dalla|dei|lo|la|li|le|van|von|d['’])$/iu;

const wordBefore = (text: string, index: number) => /([\p{L}\p{N}]+)['’]?\s*$/u.exec(text.slice(Math.max(0, index - 30), index))?.[1];
const afterPlaceWord = (text: string, start: number, { exceptDi = false } = {}) => {
  const before = wordBefore(text, start);
  if (before === undefined) return false;
  const word = foldKeepingPositions(before);
  return PLACE_WORD.has(word) && !(exceptDi && word === 'di');
};

/** «Paola (CS)», or inside another proper name: right after a capitalised word that does not open a clause («Alfa Romeo Giulia»). */
function insideProperName(text: string, start: number, end: number): boolean {
  if (/^\s*\(\p{Lu}{2}\)/u.test(text.slice(end))) return true;
  const previous = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}[\p{L}\p{M}'’-]*[ \t]+$/u.exec(text.slice(0, start));
  return previous !== null && !OPENS_CLAUSE.test(text.slice(0, previous.index));
}

const standsAsPlace = (text: string, start: number, end: number) => afterPlaceWord(text, start) || insideProperName(text, start, end);

/** The customer's name as units to look for: words, with a surname's particle kept with it («dal bo»). */
function nameUnits(customerName: string): string[] {
  const units: string[] = [];
  let pending = '';
  for (const word of foldKeepingPositions(customerName).split(/\s+/)) {
    if (word === '' || /^\p{L}\.?$/u.test(word)) continue;
    if (NAME_UNIT_PARTICLE.test(word)) {
      pending += `${word} `;
      continue;
    }
    units.push(pending + word);
    pending = '';
  }
  return [...new Set(units)].filter((unit) => unit.replace(/\P{L}/gu, '').length >= 2);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Occurrence {
  readonly start: number;
  readonly end: number;
  readonly unit: string;
}

/** Where the units occur as whole words, in any case and with or without accents. */
function occurrencesOf(folded: string, units: readonly string[]): Occurrence[] {
  const found: Occurrence[] = [];
  for (const unit of units) {
    const body = escapeRegExp(unit).replace(/ /g, String.raw`\s+`).replace(/['’]/g, "['’]");
    for (const match of folded.matchAll(new RegExp(String.raw`(?<![\p{L}\p{N}])${body}(?![\p{L}\p{N}])`, 'gu'))) {
      found.push({ start: match.index, end: match.index + match[0].length, unit });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Only spaces (or a hyphen) between the two. */
const joined = (text: string, end: number, start: number) => end <= start && /^[ \t-]*$/u.test(text.slice(end, start));
/** Spaces, one comma or an opening bracket between the two: «Sandro 3921550734», «… 8812073, Bepi», «… 4567 (Marta)». */
const besides = (text: string, end: number, start: number) => end <= start && /^[ \t]*[,(]?[ \t]*$/u.test(text.slice(end, start));
const besideAny = (text: string, findings: readonly Finding[], start: number, end: number) =>
  findings.some((finding) => besides(text, end, finding.start) || besides(text, finding.end, start));

const nameFinding = (start: number, end: number): Finding => ({ start, end, kind: 'name' });
const isName = (word: string) => !NOT_A_NAME.has(foldKeepingPositions(word));

/** Names announced by the words around them, and capitalised words beside a phone number or an email. */
function announcedNames(text: string, contacts: readonly Finding[]): Finding[] {
  const names: Finding[] = [];
  for (const pattern of [ANNOUNCED, CALL_NAME, SELF_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = match.indices?.[1] ?? [0, 0];
      const [first, second] = match[1]?.split(/\s+/) ?? [];
      // «Domenica» is a day, but not before a surname («all'anagrafe Domenica Strazzeri»).
      if (isName(first ?? '') || (second !== undefined && isFirstName(foldKeepingPositions(first ?? '')))) names.push(nameFinding(start, end));
    }
  }
  for (const match of text.matchAll(ANNOUNCED_LOWER_CASE)) {
    const [start] = match.indices?.[1] ?? [0, 0];
    let end = start;
    for (const word of (match[1] ?? '').matchAll(/\S+/gu)) {
      if (ENDS_A_NAME.has(word[0])) break;
      end = start + word.index + word[0].length;
    }
    if (end > start) names.push(nameFinding(start, end));
  }
  // «Sandro 3921550734», «… 8812073, Bepi».
  for (const match of text.matchAll(PERSON_ANYWHERE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (besideAny(text, contacts, start, end) && isName(match[0].split(/\s/)[0] ?? '') && !standsAsPlace(text, start, end)) {
      names.push(nameFinding(start, end));
    }
  }
  return names;
}

/** A word announcing a person, then a first name in lower case: «mio cognato ettore», «chiedete di mario», «sono marta». */
const ANNOUNCED_FIRST_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?i:${RELATION}|${CONTACT_WORD}|${TITLE}|${I_AM}|signor[ae]?)(?:\s*[,:]\s*|\s+)(?:(?:il|la|lo|l['’])\s*)?(\p{Ll}${LETTERS}+)(?![\p{L}])`,
  'dgu',
);
/** The last words of a text, after a break or a greeting: where a message is signed («… ciao ludovica», «… 4455. ornella»). */
const SIGN_OFF =
  /(?:^|[.,;:!?\n)]|(?<![\p{L}])(?:ciao+|grazie(?:\s+mille)?|saluti|a\s+presto|buona\s+(?:giornata|serata)))\s*(\p{L}+(?:[ \t]+\p{L}+)?)[\s.!]*$/iu;
/** The name on the door, in quotes: «sul citofono "BERTI - CALIARI"». */
const DOOR_NAME =
  /(?<![\p{L}])(?:citofon[oi]|campanell[oi]|targhett[ae]|cassetta\s+(?:della\s+)?posta|buca\s+(?:delle\s+)?lettere|buca|cassetta)[^"“«\n.]{0,25}["“«]([^"”»\n]{2,40})["”»]/giu;

/** First names in lower case where a name stands: after a relation, a title, a door or contact word, or signing off. */
function lowerCaseNames(text: string, customerUnits: readonly string[], knownPlaces: KnownPlaces | undefined): Finding[] {
  const names: Finding[] = [];
  // Announcing words may follow each other («chiedete a mio cognato ettore»): each match resumes at the word it took.
  ANNOUNCED_FIRST_NAME.lastIndex = 0;
  for (let match = ANNOUNCED_FIRST_NAME.exec(text); match !== null; match = ANNOUNCED_FIRST_NAME.exec(text)) {
    const [start, end] = match.indices?.[1] ?? [0, 0];
    if (isOnlyAName(foldKeepingPositions(match[1] ?? ''))) names.push(nameFinding(start, end));
    ANNOUNCED_FIRST_NAME.lastIndex = start;
  }
  // Signing in lower case is read only in a text written so; a capitalised signature is the safety net's.
  const signOff = writtenInLowerCase(text) ? SIGN_OFF.exec(text) : null;
  if (signOff?.[1] !== undefined && !knownPlaces?.has(foldKeepingPositions(signOff[1]))) {
    const words = signOff[1].split(/[ \t]+/);
    const folded = words.map(foldKeepingPositions);
    // Each a first name (or the customer's), the second maybe a surname: «Rita Lanzoni», «jacopo».
    const signed =
      (isOnlyAName(folded[0] ?? '') || customerUnits.includes(folded[0] ?? '')) && (folded.length === 1 || !isCommonWord(folded[1] ?? ''));
    if (signed) {
      const start = signOff.index + signOff[0].lastIndexOf(signOff[1]);
      names.push(nameFinding(start, start + signOff[1].length));
    }
  }
  for (const match of text.matchAll(DOOR_NAME)) {
    const start = match.index + match[0].lastIndexOf(match[1] as string);
    names.push(nameFinding(start, start + (match[1] as string).length));
  }
  return names;
}

/** In a text in capitals: the words after an announcing word that are no everyday words («CHIEDERE DI ARMANDO ZECCHIN PIANO»). */
const ANNOUNCED_IN_CAPITALS = new RegExp(String.raw`${ANNOUNCER}((?:\p{Lu}[\p{Lu}\p{M}'’-]+(?:[ \t]+|$)){1,3})`, 'dgu');
function namesInCapitals(text: string): Finding[] {
  const names: Finding[] = [];
  for (const match of text.matchAll(ANNOUNCED_IN_CAPITALS)) {
    const [start] = match.indices?.[1] ?? [0, 0];
    let end = start;
    for (const word of (match[1] ?? '').matchAll(/\S+/gu)) {
      const folded = foldKeepingPositions(word[0]);
      if (!isName(word[0]) || (isCommonWord(folded) && !isFirstName(folded))) break;
      end = start + word.index + word[0].length;
    }
    if (end > start) names.push(nameFinding(start, end));
  }
  return names;
}

/**
 * Where capitals say nothing, the word after a name found is its surname unless it is an everyday word or a
 * place («ARMANDO ZECCHIN PIANO», «Aldo Baraldi\nVia Emilia»).
 */
function surnamesInCapitals(text: string, names: readonly Finding[], knownPlaces: KnownPlaces | undefined): Finding[] {
  const more: Finding[] = [];
  for (const name of names) {
    const next = /^[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)/u.exec(text.slice(name.end));
    const word = foldKeepingPositions(next?.[1] ?? '');
    if (next && word !== '' && isName(word) && (!isCommonWord(word) || isFirstName(word)) && !knownPlaces?.has(word)) {
      more.push(nameFinding(name.end + next[0].length - (next[1] as string).length, name.end + next[0].length));
    }
  }
  return more;
}

/**
 * The words of an email's local part, wherever else the text has them: «… gambarotta chiocciola libero
 * punto it (gambarotta con due t)». Everyday words, spoken dots and numbers are left.
 */
function wordsOfEmails(text: string, contacts: readonly Finding[]): Finding[] {
  const words = new Set<string>();
  for (const contact of contacts) {
    const written = text.slice(contact.start, contact.end);
    const at = /\s*(?:@|\s(?:at|chiocciola)\s)/iu.exec(written);
    if (at === null) continue;
    for (const word of written.slice(0, at.index).matchAll(/\p{L}{4,}/gu)) {
      const folded = foldKeepingPositions(word[0]);
      if (!/^(?:punto|dot|trattino|underscore)$/u.test(folded) && !isEverydayWord(folded) && spelledNumber(folded) === null) words.add(folded);
    }
  }
  if (words.size === 0) return [];
  const found: Finding[] = [];
  for (const match of foldKeepingPositions(text).matchAll(/\p{L}+/gu)) {
    if (words.has(match[0]) && !isCovered(contacts, match.index, match.index + match[0].length)) {
      found.push(nameFinding(match.index, match.index + match[0].length));
    }
  }
  return found;
}

/**
 * The occurrences of the customer's name that are the customer: beside another part of the name (not in a
 * place: «zona Martina Franca»), announced, beside a contact, inside a name found, or capitalised at the
 * opening of a clause and not a place («Grazie. Mario», «- Andrea»; not «a Paola (CS)», «una Lancia»); in a
 * text written all in lower case, a word at the opening of a clause counts as capitalised.
 */
function customerNameOccurrences(
  text: string,
  customerName: string,
  capitalsMean: boolean,
  names: readonly Finding[],
  contacts: readonly Finding[],
): Finding[] {
  const occurrences = occurrencesOf(foldKeepingPositions(text), nameUnits(customerName));
  const found: Finding[] = [];
  for (const { start, end, unit } of occurrences) {
    const partner = occurrences.find((other) => other.unit !== unit && (joined(text, other.end, start) || joined(text, end, other.start)));
    const first = partner === undefined || start < partner.start ? start : partner.start;
    const besideOtherPart =
      partner !== undefined && (!capitalsMean || (!afterPlaceWord(text, first, { exceptDi: true }) && !insideProperName(text, first, first)));
    const announced = ANNOUNCED_KNOWN.test(text.slice(Math.max(0, start - 40), start));
    const written = capitalsMean && (/^\p{Lu}/u.test(text.slice(start)) || writtenInLowerCase(text));
    const opensClause = written && OPENS_CLAUSE.test(text.slice(0, start)) && !standsAsPlace(text, start, end);
    // A first name that is no everyday word is the customer wherever it does not name a place («Aldo Baraldi\nVia …»).
    const asWritten = !capitalsMean || /^\p{Lu}/u.test(text.slice(start)) || writtenInLowerCase(text);
    const onlyAName = asWritten && isOnlyAName(unit) && !standsAsPlace(text, start, end);
    if (besideOtherPart || announced || opensClause || onlyAName || besideAny(text, contacts, start, end) || isCovered(names, start, end)) {
      found.push(nameFinding(start, end));
    }
  }
  return found;
}

export function findNames(
  text: string,
  customerName: string | null | undefined,
  contacts: readonly Finding[],
  knownPlaces: KnownPlaces | undefined,
): Finding[] {
  const capitalsMean = !capitalsCarryNoMeaning(text);
  const customerUnits = customerName ? nameUnits(customerName) : [];
  const names = [
    ...(capitalsMean ? [...announcedNames(text, contacts), ...findUnannouncedNames(text, knownPlaces)] : namesInCapitals(text)),
    ...lowerCaseNames(text, customerUnits, knownPlaces),
    ...wordsOfEmails(text, contacts),
    ...findPremises(text),
  ];
  if (customerName) names.push(...customerNameOccurrences(text, customerName, capitalsMean, names, contacts));
  return capitalsMean ? [...names, ...namesAround(text, names)] : [...names, ...surnamesInCapitals(text, names, knownPlaces)];
}

/**
 * What the names found bring along: the surname after a first name («Rossella Amato»), an initial («Giovanna
 * B.»), a second person joined by «e» («Fiorella e Ezio»), and every other capitalised use of a name found.
 */
function namesAround(text: string, names: readonly Finding[]): Finding[] {
  const more: Finding[] = [];
  for (const name of names) {
    const match = AFTER_A_NAME.exec(text.slice(name.end));
    const word = match?.[1] ?? match?.[2] ?? match?.[3];
    // A second person joined by «e» is a name, not an everyday word («Margherita e Marinara»).
    const joinedWord = match?.[3] === undefined || !isCommonWord(foldKeepingPositions(word ?? '')) || isFirstName(foldKeepingPositions(word ?? ''));
    if (match && word && isName(word) && joinedWord) {
      const end = name.end + match[0].length;
      const start = end - word.length;
      // A surname or an initial follows its first name; a second person joined by «e», «o» is not inside a place's name.
      if (match[3] === undefined || !insideProperName(text, start, end)) more.push(nameFinding(start, end));
    }
  }
  // A surname in lower case after a first name: «sono marta ferrandi», «la signora ersilia de santis».
  for (const name of [...names, ...more]) {
    if (/\p{Lu}/u.test(text.slice(name.start, name.end))) continue;
    const match = LOWER_CASE_SURNAME.exec(text.slice(name.end));
    const word = foldKeepingPositions(match?.[2] ?? '');
    if (match && !ENDS_A_NAME.has(word) && (!isCommonWord(word) || isOnlyAName(word))) {
      more.push(nameFinding(name.end + match[0].length - (match[1] as string).length, name.end + match[0].length));
    }
  }
  const known = new Set(
    [...names, ...more].flatMap((name) =>
      text
        .slice(name.start, name.end)
        .split(/[\s-]+/)
        .filter((word) => /^\p{Lu}\p{Ll}{2,}/u.test(word))
        .map(foldKeepingPositions),
    ),
  );
  // Elsewhere the name may follow «di» («(di Ezio)») but not another place word («zona Latina»).
  for (const match of text.matchAll(CAPITALISED_ANYWHERE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (known.has(foldKeepingPositions(match[0])) && !afterPlaceWord(text, start, { exceptDi: true }) && !isCovered(names, start, end)) {
      more.push(nameFinding(start, end));
    }
  }
  return more;
}
