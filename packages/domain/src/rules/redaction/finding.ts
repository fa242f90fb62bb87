/** What kind of personal data a stretch of the text is: each kind has its own placeholder. */
export type PersonalDataKind = 'name' | 'address' | 'contact' | 'identifier';

/** A stretch of the text to hide: [start, end) in UTF-16 units. */
export interface Finding {
  start: number;
  end: number;
  kind: PersonalDataKind;
}

/** Every match of a global pattern as a finding of one kind (the whole match, or its group `group`). */
export function findAll(text: string, pattern: RegExp, kind: PersonalDataKind, group?: number): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(pattern)) {
    if (group === undefined) {
      findings.push({ start: match.index, end: match.index + match[0].length, kind });
      continue;
    }
    const part = match[group];
    if (part === undefined || part === '') continue;
    // The group's own place: `d` flag indices when the pattern has them, else the last occurrence in the match.
    const start = match.indices?.[group]?.[0] ?? match.index + match[0].lastIndexOf(part);
    findings.push({ start, end: start + part.length, kind });
  }
  return findings;
}

/** Whether [start, end) lies inside one of the findings. */
export const isCovered = (findings: readonly Finding[], start: number, end: number) =>
  findings.some((finding) => finding.start <= start && end <= finding.end);
