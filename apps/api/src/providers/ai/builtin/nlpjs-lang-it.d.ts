// @nlpjs/lang-it 4.x (MIT) ships no types; only what the analyzer uses: the Snowball Italian stemmer
// (stemmer.ts) and the Snowball Italian stop words (job-description.ts).
declare module '@nlpjs/lang-it' {
  class StemmerIt {
    setCurrent(word: string): void;
    innerStem(): void;
    getCurrent(): string;
  }
  class StopwordsIt {
    /** Each stop word as a key. */
    dictionary: Record<string, boolean>;
  }
  const langIt: { StemmerIt: typeof StemmerIt; StopwordsIt: typeof StopwordsIt };
  export default langIt;
}
