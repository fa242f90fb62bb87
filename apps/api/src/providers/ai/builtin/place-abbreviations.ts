/**
 * Shortened words in place names: «S. Giovanni», «Sta Maria», «Reggio Cal.», «Montecchio Magg.», «Castelfranco V.to».
 * All folded (lowercase, no accents).
 */

/** Shortenings that are never ordinary words: the dot after them ends no sentence («S. Benedetto»). */
export const SHORTENINGS: ReadonlySet<string> = new Set([
  's',
  'ss',
  'st',
  'sta',
  'sto',
  'sant',
  'magg',
  'mag',
  'min',
  'sup',
  'inf',
  'cal',
  'em',
  'rom',
  'ven',
  'mar',
  'marit',
  'fior',
  'pic',
  'lig',
  'sic',
  'sard',
  'piem',
  'tor',
  'mil',
  'bresc',
  'berg',
  'giov',
  'bened',
  'lor',
  'naz',
  'nuo',
  'vecc',
  'cast',
  'ter',
  'fraz',
  'loc',
  'prov',
  'sig',
  'dott',
]);

/** What a shortened first word can stand for beyond its own prefixes («S.» for «San», «Santa», «Santo», …). */
export const EXPANSIONS: Readonly<Record<string, readonly string[]>> = {
  s: ['san', 'santa', 'santo', 'sant', 'santi'],
  ss: ['santi', 'santissimo', 'santissima'],
  st: ['san', 'santo', 'santa', 'sankt'],
  sta: ['santa'],
  sto: ['santo'],
};

/**
 * Words a writer drops from a long name («Reggio C.» for «Reggio di Calabria», «Reggio Em.» for «Reggio nell'Emilia»):
 * an abbreviated match may skip them.
 */
export const NAME_CONNECTORS: ReadonlySet<string> = new Set([
  'di',
  'del',
  'della',
  'dei',
  'delle',
  'degli',
  'dello',
  'de',
  'd',
  'in',
  'nel',
  'nell',
  'nella',
  'al',
  'all',
  'alla',
  'sul',
  'sull',
  'sulla',
  'e',
  'la',
  'il',
  'lo',
  'le',
  'l',
]);
