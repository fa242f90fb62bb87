import { findNumbers } from 'libphonenumber-js';

const AT = String.raw`\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\)|\s(?:at|chiocciola)\s)\s*`;
const DOT = String.raw`\s*(?:\.|\[\s*(?:dot|punto)\s*\]|\(\s*(?:dot|punto)\s*\)|\s(?:dot|punto)\s)\s*`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;
/** The rest of a link, up to a space, not counting the punctuation that closes the sentence around it. */
const URL_REST = String.raw`[^\s]*[^\s).,;:!?»"']`;

/**
 * What a person writes to be reached outside the platform. Emails, also disguised
 * («mario [at] gmail [dot] com», «mario chiocciola libero punto it»); links and bare web addresses;
 * social handles; and runs of 8 or more digits however they are spaced (phone numbers libphonenumber
 * would not call valid). A CAP (5 digits), a price or a year stays.
 */
const CONTACT_PATTERNS = [
  new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,}\b`, 'giu'),
  new RegExp(String.raw`\b(?:https?:\/\/|www\.)${URL_REST}`, 'giu'),
  new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.(?:it|com|net|org|eu|info|biz|io|me|app|shop|store|online|site)\b(?:\/${URL_REST})?`, 'giu'),
  /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{3,}/gu,
  /(?:\+|\b00)?\d(?:[\s./-]*\d){7,}/gu,
];

/**
 * The text with every email address, phone number and link replaced by `placeholder`: what a business
 * may read of a request before it has paid for the contacts. Phone numbers are found by libphonenumber
 * (Italian by default, any written with its country code) and by the digit-run rule above, so a number
 * split by spaces, dots or slashes is caught too. Neighbouring placeholders collapse into one.
 */
export function redactContacts(text: string, placeholder: string): string {
  const found: Array<[number, number]> = findNumbers(text, 'IT').map((number) => [number.startsAt, number.endsAt]);
  for (const pattern of CONTACT_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push([match.index, match.index + match[0].length]);
  }
  found.sort((a, b) => a[0] - b[0]);

  // Overlapping finds, or finds with only separators between them («333 1234567 / 02 123456»), are one.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last !== undefined && (start <= last[1] || /^[\s,;/-]*$/.test(text.slice(last[1], start)))) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }

  let result = '';
  let cursor = 0;
  for (const [start, end] of merged) {
    result += text.slice(cursor, start) + placeholder;
    cursor = end;
  }
  return result + text.slice(cursor);
}
