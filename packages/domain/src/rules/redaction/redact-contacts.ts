import { findAddresses } from './addresses.ts';
import { findContacts } from './contacts.ts';
import type { Finding, PersonalDataKind } from './finding.ts';
import { findIdentifiers } from './identifiers.ts';
import { findNames } from './names.ts';
import type { KnownPlaces } from './proper-names.ts';

export type { PersonalDataKind } from './finding.ts';
export type { KnownPlaces } from './proper-names.ts';

/** What stands in the text for each kind of personal data (the words are the caller's: see @trovapro/copy). */
export type RedactionPlaceholders = Readonly<Record<PersonalDataKind, string>>;

export interface RedactionOptions {
  /** What the visitor typed in the chat's name field (`leads.user_name`), when known. */
  readonly customerName?: string | null;
  readonly placeholders: RedactionPlaceholders;
  /**
   * The places a capitalised word may name (the gazetteer's comuni and quarters): they stay. Without them
   * every capitalised word nobody knows inside a sentence is hidden as a name, the comune too.
   */
  readonly knownPlaces?: KnownPlaces;
}

/** Which kind names a stretch two findings share: the more specific («P.IVA 01234567890» is a code, not a phone). */
const SPECIFICITY: Record<PersonalDataKind, number> = { identifier: 3, address: 2, contact: 1, name: 0 };

/**
 * Findings that overlap, or of one kind with only separators between them («333 1234567 / 02 123456»), are
 * one; of two overlapping findings, the longer names the kind (then the more specific).
 */
function merge(text: string, findings: Finding[]): Finding[] {
  const sorted = findings.filter((finding) => finding.end > finding.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number; kind: PersonalDataKind; longest: number }[] = [];
  for (const finding of sorted) {
    const last = merged.at(-1);
    const length = finding.end - finding.start;
    const overlaps = last !== undefined && finding.start < last.end;
    if (last !== undefined && (overlaps || (finding.kind === last.kind && /^[\s,;/-]*$/u.test(text.slice(last.end, finding.start))))) {
      last.end = Math.max(last.end, finding.end);
      if (length > last.longest || (length === last.longest && SPECIFICITY[finding.kind] > SPECIFICITY[last.kind])) {
        last.kind = finding.kind;
        last.longest = length;
      }
    } else {
      merged.push({ ...finding, longest: length });
    }
  }
  return merged;
}

/**
 * The request as a business may read it before paying, and as it may leave for an AI provider: the
 * customer's and anyone else's name, street addresses, phone numbers, emails, links, social handles and
 * personal codes (codice fiscale, IBAN, POD, number plate, door codes, date of birth) each replaced by
 * the placeholder of its kind. The job, the comune, sizes, prices, brands, models and dates stay.
 * Deterministic and local: nothing leaves the process.
 */
export function redactContacts(text: string, { customerName, placeholders, knownPlaces }: RedactionOptions): string {
  const contacts = findContacts(text);
  const findings = merge(text, [
    ...contacts,
    ...findAddresses(text),
    ...findIdentifiers(text),
    ...findNames(text, customerName, contacts, knownPlaces),
  ]);
  let result = '';
  let cursor = 0;
  for (const { start, end, kind } of findings) {
    result += text.slice(cursor, start) + placeholders[kind];
    cursor = end;
  }
  return result + text.slice(cursor);
}
