// ua-parser-js 1.x (MIT) ships no types; only what describeUserAgent reads.
declare module 'ua-parser-js' {
  interface UAParserResult {
    browser: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
    os: { name?: string; version?: string };
  }
  class UAParser {
    constructor(userAgent?: string);
    getResult(): UAParserResult;
  }
  export default UAParser;
}
