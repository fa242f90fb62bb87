/**
 * Text for the FatturaPA's string types. The «Latin» types (names, addresses, descriptions) accept only the
 * characters of Basic Latin and Latin-1 Supplement (U+0020–U+00FF), the others only Basic Latin; every one has
 * a maximum length in characters. The SdI refuses a file that breaks either, so the text is made to fit.
 */

/** Typographic characters outside Latin-1 that have a plain equivalent. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
  '\u2022': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
};

/**
 * The text in the characters a type allows (`latin1`: U+0020–U+00FF, else U+0020–U+007E): typographic quotes,
 * dashes, «…» and «€» written plainly, accents dropped where the letter is outside the range (ł stays «?»),
 * whitespace and control characters collapsed to single spaces, trimmed, then cut to `max` characters.
 */
export function schemaText(input: string, max: number, latin1 = true): string {
  const top = latin1 ? 0xff : 0x7e;
  let out = '';
  for (const char of input.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code <= top) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length > 0 && [...base].every((c) => c.codePointAt(0)! <= top) ? base : '?';
    }
  }
  const collapsed = out.replace(/\s+/g, ' ').trim();
  return [...collapsed].slice(0, max).join('').trimEnd();
}

/** Escaped for an XML element's text (the only place text goes: the document has no attribute of free text). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
