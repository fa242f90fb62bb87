import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readIstatChangesFile } from './istat-changes-file.ts';
import { IstatFileError } from './istat-comuni-file.ts';
import { buildIstatFixture, encodeWindows1252 } from './istat-fixture.ts';

const sample = new Uint8Array(readFileSync(new URL('./fixtures/istat/variazioni-comuni-2025-sample.csv', import.meta.url)));

function refusal(bytes: Uint8Array): string {
  try {
    readIstatChangesFile(bytes);
  } catch (error) {
    if (error instanceof IstatFileError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
}

describe('ISTAT file of the administrative changes', () => {
  it('reads suppressions (ES) and province changes (AP) from real rows, oldest first', () => {
    const text = new TextDecoder('windows-1252').decode(sample);
    // A «Provvedimento» cell of the Grana row spans two lines: the rows after it must still be read.
    expect(text).toContain('n. 252-23658, \r\npubblicata');

    const successions = readIstatChangesFile(sample);
    expect(successions.map((succession) => `${succession.effectiveDate} ${succession.name} → ${succession.successorName}`)).toEqual([
      '2009-06-30 Monza → Monza',
      '2014-01-01 Bazzano → Valsamoggia',
      '2014-01-01 Castello di Serravalle → Valsamoggia',
      '2014-01-01 Crespellano → Valsamoggia',
      '2014-01-01 Monteveglio → Valsamoggia',
      '2014-01-01 Savigno → Valsamoggia',
      '2014-02-04 Virgilio → Borgo Virgilio',
      '2014-02-04 Borgoforte → Borgo Virgilio',
      '2015-11-25 Menarola → Gordona',
      '2024-01-22 Gambugliano → Sovizzo',
      '2024-01-22 Sovizzo → Sovizzo',
    ]);
    // Monza's AP row leaves the new name empty: the comune keeps its own.
    expect(successions[0]).toEqual({
      istatCode: '015149',
      name: 'Monza',
      successorIstatCode: '108033',
      successorName: 'Monza',
      effectiveDate: '2009-06-30',
      kind: 'recoded',
    });
    expect(successions.find((succession) => succession.name === 'Menarola')).toEqual({
      istatCode: '014042',
      name: 'Menarola',
      successorIstatCode: '014032',
      successorName: 'Gordona',
      effectiveDate: '2015-11-25',
      kind: 'suppressed',
    });
    // A new comune's CS rows, a rename (CD), territory given or taken (CE, AQ, AQES) move no comune off its code.
    expect(
      successions.some((succession) => succession.istatCode === '037061' || succession.istatCode === '005056' || succession.istatCode === '014032'),
    ).toBe(false);
  });

  it('reads the older header («Codice Istat del Comune …») and dates an undated row from its year', () => {
    const text = [
      'Anno;Tipo variazione;Codice Regione;Codice Istat del Comune;Denominazione Comune;Codice Istat del Comune associato alla variazione o nuovo codice Istat del Comune;Denominazione Comune associata alla variazione o nuova denominazione;Provvedimento e Documento;Contenuto del provvedimento;Data decorrenza validità amministrativa',
      '1995;ES;05;025013;Castello di Prova;025014;Comune di Prova;Legge Regionale di prova;Soppresso e aggregato al Comune di Prova;',
      '',
    ].join('\r\n');
    expect(readIstatChangesFile(encodeWindows1252(text))).toEqual([
      {
        istatCode: '025013',
        name: 'Castello di Prova',
        successorIstatCode: '025014',
        successorName: 'Comune di Prova',
        effectiveDate: '1995-01-01',
        kind: 'suppressed',
      },
    ]);
  });

  it('reads the fixture’s changes: a merger’s ES rows, a move’s AP row, not the CS and CD rows', () => {
    const { changes } = buildIstatFixture({
      rename: [{ cadastralCode: 'B639', to: 'Cantù Brianza' }],
      merge: [{ from: ['A953', 'B019'], into: { istatCode: '003999', cadastralCode: 'M999', name: 'Bolzano Borgomanero', provinceCode: 'NO' } }],
      move: [{ cadastralCode: 'D704', toProvinceCode: 'RN' }],
      effectiveDate: '2026-07-01',
    });
    const successions = readIstatChangesFile(changes);
    expect(successions).toEqual([
      {
        istatCode: '003022',
        name: 'Bolzano Novarese',
        successorIstatCode: '003999',
        successorName: 'Bolzano Borgomanero',
        effectiveDate: '2026-07-01',
        kind: 'suppressed',
      },
      {
        istatCode: '003024',
        name: 'Borgomanero',
        successorIstatCode: '003999',
        successorName: 'Bolzano Borgomanero',
        effectiveDate: '2026-07-01',
        kind: 'suppressed',
      },
      {
        istatCode: '040012',
        name: 'Forlì',
        successorIstatCode: expect.stringMatching(/^099\d{3}$/),
        successorName: 'Forlì',
        effectiveDate: '2026-07-01',
        kind: 'recoded',
      },
    ]);
  });

  it('reads a file of changes with no rows as no successions', () => {
    expect(readIstatChangesFile(buildIstatFixture().changes)).toEqual([]);
  });

  it('refuses the list of the comuni given in its place, and a row without a valid code', () => {
    const comuni = new Uint8Array(readFileSync(new URL('./fixtures/istat/elenco-comuni-italiani-2023-sample.csv', import.meta.url)));
    expect(refusal(comuni)).toMatch(
      /^Questo non sembra il file ISTAT delle variazioni amministrative e territoriali dei comuni: mancano le colonne «Anno», «Tipo variazione», /,
    );
    // Bazzano's ES row (row 11 of the file, the header being row 1) loses its successor's code.
    const rows = new TextDecoder('windows-1252').decode(sample).split('\r\n');
    const bazzano = rows.findIndex((row) => row.startsWith('2014;ES;08;037;037004;Bazzano;'));
    expect(bazzano + 1).toBe(11);
    rows[bazzano] = rows[bazzano]!.replace(';037061;Valsamoggia;', ';;Valsamoggia;');
    const text = rows.join('\r\n');
    expect(refusal(encodeWindows1252(text))).toBe(
      'Riga 11: la colonna «Codice del Comune associato alla variazione o nuovo codice Istat del Comune» è vuota.',
    );
  });
});
