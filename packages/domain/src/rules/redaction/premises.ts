import { brandLength } from './brands.ts';
import type { Finding } from './finding.ts';
import { NOT_A_PERSON } from './proper-names.ts';
import { foldKeepingPositions } from './text-shape.ts';

/** Buildings and condominiums, and businesses, whose name would lead to the person: «Condominio Le Magnolie», «B&B Il Nido di Nonna Rina». */
const BUILDING = String.raw`condominio|cond\.|complesso(?:\s+residenziale)?|residence|residenza|palazzo|palazzina|stabile|parco\s+residenziale`;
/** A house is named after its family («casale Crespi»): a name. */
const BUSINESS = String.raw`villa|villetta|masseria|cascina|casale|podere|tenuta|baita|b\s?&\s?b|bed\s+and\s+breakfast|agriturismo|affittacamere|hotel|albergo|pensione|ostello|ristorante|trattoria|osteria|pizzeria|bar|pub|negozio|bottega|studio|ditta|azienda|societ[àa]|impresa|officina|salone|farmacia`;
/** Up to two adjectives between the kind and the name («trattoria tipica Da Gigetto»), never a little word («villa a Lentini»). */
const ADJECTIVES = String.raw`(?:(?!(?:a|ad|al|in|di|da|del|della|con|per|su|tra|fra|che|e|ed|o|è|non|dove|dal|nel|nella|sul|sulla)\s)\p{Ll}{3,}\s+){0,2}`;
/** The name: an article maybe, capitalised words, numbers, «di», «d'», «&»: «Il Glicine», «Le Querce 2», «Neri & Galli». */
const PREMISES_NAME = String.raw`["“«']?((?:(?:Il|Lo|La|I|Gli|Le|L['’]|Lu|Da|Dal|Dai|Al|Ai)\s*)?\p{Lu}[\p{L}\p{M}'’]*(?:(?:\s+(?:di|del|della|dei|d['’]|e|&)\s*|\s*&\s*|\s+|['’])(?:\p{Lu}[\p{L}\p{M}'’]*|\d{1,4}(?![\p{L}\p{N}])))*)`;
const PREMISES = new RegExp(String.raw`(?<![\p{L}])(?:(?i:${BUILDING})|(?i:${BUSINESS}))\s+${ADJECTIVES}${PREMISES_NAME}`, 'dgu');
const IS_BUILDING = new RegExp(`^(?i:${BUILDING})`, 'u');

export function findPremises(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(PREMISES)) {
    const [start, end] = match.indices?.[1] ?? [0, 0];
    const words = (match[1] ?? '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => foldKeepingPositions(word));
    // A brand is not a premises' name («negozio Leroy Merlin»), nor a day or a greeting.
    if (brandLength(words, 0) > 0 || NOT_A_PERSON.has(words[0] ?? '')) continue;
    findings.push({ start, end, kind: IS_BUILDING.test(match[0]) ? 'address' : 'name' });
  }
  return findings;
}
