import langIt from '@nlpjs/lang-it';

/**
 * Italian stems (the Snowball Italian stemmer of @nlpjs/lang-it), so "pitturare", "pitturato" and
 * "pittura" are one word to the lexicons. Words arrive folded (no accents, lowercase).
 * Stems are cached; the cache is emptied when it grows past a bound, so unseen words cannot fill memory.
 */
const stemmer = new langIt.StemmerIt();
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

export function stem(word: string): string {
  let result = cache.get(word);
  if (result === undefined) {
    // innerStem, not stemWord: stemWord keeps its own cache, which would grow without end.
    stemmer.setCurrent(word);
    stemmer.innerStem();
    result = stemmer.getCurrent();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, result);
  }
  return result;
}
