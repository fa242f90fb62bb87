import { Type, type Static } from 'typebox';
import { Nullable, TimestampSchema } from './common.ts';

/**
 * The terms for businesses (`/termini-aziende`, EU Regulation 2019/1150 «P2B», issue 33): every version ever
 * published, oldest first. A business accepts a version at sign-up or at its next purchase; a version after the
 * first is announced by email the day it is published and is in force from `effectiveOn`, at least
 * BUSINESS_TERMS_NOTICE_DAYS later (art. 3.2). Add a version here whenever the text of the terms changes.
 */
export interface BusinessTermsVersion {
  /** The version's name, as stored with each acceptance: "2026-11-28". */
  readonly version: string;
  /** The day it was published (announced), yyyy-MM-dd. */
  readonly publishedOn: string;
  /** The day it is in force, yyyy-MM-dd: the publication day for the first, ≥ 15 days after it for the others. */
  readonly effectiveOn: string;
}

/** Days between the announcement of a new version and the day it is in force (P2B art. 3.2: at least 15). */
export const BUSINESS_TERMS_NOTICE_DAYS = 15;

export const BUSINESS_TERMS_VERSIONS: readonly BusinessTermsVersion[] = [
  { version: '2026-11-28', publishedOn: '2026-11-28', effectiveOn: '2026-11-28' },
];

/** Where the terms are read, on the public site. */
export const BUSINESS_TERMS_PATH = '/termini-aziende';

/** Whole days from `from` to `to` (both yyyy-MM-dd). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What is wrong with a list of versions (names unique, dates in order, 15 days' notice after the first), or null. */
export function businessTermsProblem(versions: readonly BusinessTermsVersion[]): string | null {
  if (versions.length === 0) return 'no version';
  const names = new Set<string>();
  for (const [index, entry] of versions.entries()) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.publishedOn) || !/^\d{4}-\d{2}-\d{2}$/.test(entry.effectiveOn))
      return `${entry.version}: dates must be yyyy-MM-dd`;
    if (names.has(entry.version)) return `${entry.version}: listed twice`;
    names.add(entry.version);
    const notice = daysBetween(entry.publishedOn, entry.effectiveOn);
    if (index > 0 && notice < BUSINESS_TERMS_NOTICE_DAYS)
      return `${entry.version}: in force ${notice} days after its publication, fewer than ${BUSINESS_TERMS_NOTICE_DAYS}`;
    if (notice < 0) return `${entry.version}: in force before its publication`;
    const previous = versions[index - 1];
    if (previous !== undefined && entry.publishedOn < previous.publishedOn) return `${entry.version}: published before ${previous.version}`;
  }
  return null;
}

/** The version in force on `day` (yyyy-MM-dd, Europe/Rome): the latest whose effective day has come, else the first. */
export function businessTermsInForce(day: string, versions: readonly BusinessTermsVersion[] = BUSINESS_TERMS_VERSIONS): BusinessTermsVersion {
  const first = versions[0];
  if (first === undefined) throw new Error('no version of the business terms');
  return versions.reduce((inForce, entry) => (entry.effectiveOn <= day ? entry : inForce), first);
}

/** The latest version published by `day`: the one a business accepts from its publication on. */
export function latestBusinessTerms(day: string, versions: readonly BusinessTermsVersion[] = BUSINESS_TERMS_VERSIONS): BusinessTermsVersion {
  const first = versions[0];
  if (first === undefined) throw new Error('no version of the business terms');
  return versions.reduce((latest, entry) => (entry.publishedOn <= day ? entry : latest), first);
}

export const BUSINESS_TERMS_CONTEXTS = ['signup', 'purchase'] as const;
export type BusinessTermsContext = (typeof BUSINESS_TERMS_CONTEXTS)[number];

/** The terms a business must accept before paying (the lead view's `termsToAccept`), or null when it has. */
export const TermsToAcceptSchema = Nullable(Type.Object({ version: Type.String(), url: Type.String() }));
export type TermsToAccept = Static<typeof TermsToAcceptSchema>;

/** The latest version a business accepted, when and where (the admin's partner detail), or null: none yet. */
export const BusinessTermsAcceptanceSchema = Nullable(
  Type.Object({
    version: Type.String(),
    acceptedAt: TimestampSchema,
    context: Type.Union([Type.Literal('signup'), Type.Literal('purchase')]),
    /** False when a later version has been published since. */
    current: Type.Boolean(),
  }),
);
export type BusinessTermsAcceptance = Static<typeof BusinessTermsAcceptanceSchema>;
