import { describe, expect, it } from 'vitest';
import { buildFatturaPA, fatturaFileName } from './build.ts';
import { validateAgainstSchema } from './schema.ts';
import { schemaText } from './text.ts';
import { creditNote, invoice, seller } from './test-documents.ts';

/** The text of the first element with this name (namespaced or not), unescaped. */
function text(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match?.[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

async function expectValid(xml: string) {
  expect(await validateAgainstSchema(xml)).toEqual({ valid: true });
}

describe('buildFatturaPA: every document the product writes validates against the official XSD 1.2.2', () => {
  it('TD01 to a buyer with a partita IVA and an SDI code', async () => {
    const xml = buildFatturaPA(invoice());
    await expectValid(xml);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2" versione="FPR12">',
      ),
    ).toBe(true);
    expect(text(xml, 'TipoDocumento')).toBe('TD01');
    expect(text(xml, 'FormatoTrasmissione')).toBe('FPR12');
    expect(text(xml, 'CodiceDestinatario')).toBe('M5UXCR1');
    expect(xml).not.toContain('PECDestinatario');
    expect(xml).toContain(
      '<CessionarioCommittente>\n      <DatiAnagrafici>\n        <IdFiscaleIVA>\n          <IdPaese>IT</IdPaese>\n          <IdCodice>00743110157</IdCodice>',
    );
    expect(text(xml, 'RegimeFiscale')).toBe('RF01');
    expect(text(xml, 'Quantita')).toBe('1.00');
    expect(text(xml, 'PrezzoUnitario')).toBe('12.30');
    expect(text(xml, 'PrezzoTotale')).toBe('12.30');
    expect(text(xml, 'AliquotaIVA')).toBe('22.00');
    expect(text(xml, 'ImponibileImporto')).toBe('12.30');
    expect(text(xml, 'Imposta')).toBe('2.70');
    expect(text(xml, 'EsigibilitaIVA')).toBe('I');
    expect(text(xml, 'ImportoTotaleDocumento')).toBe('15.00');
    expect(text(xml, 'ModalitaPagamento')).toBe('MP08');
    expect(text(xml, 'CondizioniPagamento')).toBe('TP02');
    expect(text(xml, 'ImportoPagamento')).toBe('15.00');
    expect(text(xml, 'Divisa')).toBe('EUR');
    expect(text(xml, 'Numero')).toBe('17/2026');
    expect(xml).not.toContain('IscrizioneREA');
    expect(xml).not.toContain('DatiFattureCollegate');
    // The seller's address: the typographic apostrophe is written plainly (outside Latin-1).
    expect(text(xml, 'Indirizzo')).toBe("Via dell'Indipendenza 10");
  });

  it('TD01 to a person with a codice fiscale and a PEC: CodiceFiscale, «0000000» and PECDestinatario', async () => {
    const xml = buildFatturaPA(
      invoice({
        buyer: {
          name: 'Mario Rossi',
          taxId: 'rssmra85t10a562s',
          address: { street: 'Via Po 2', postalCode: '10123', city: 'Torino', province: 'to' },
          pec: 'mario.rossi@pec.it',
        },
      }),
    );
    await expectValid(xml);
    expect(text(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(text(xml, 'PECDestinatario')).toBe('mario.rossi@pec.it');
    expect(xml).toContain(
      '<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>\n        <Anagrafica>\n          <Denominazione>Mario Rossi</Denominazione>',
    );
    expect(xml.match(/<IdFiscaleIVA>/g)).toHaveLength(1);
    expect(xml).toContain('<Provincia>TO</Provincia>');
  });

  it('a buyer whose 11-digit code is declared a codice fiscale (an association without partita IVA): CodiceFiscale', async () => {
    const doc = invoice();
    const xml = buildFatturaPA({ ...doc, buyer: { ...doc.buyer, taxIdKind: 'codice_fiscale' } });
    await expectValid(xml);
    expect(xml).toContain('<CodiceFiscale>00743110157</CodiceFiscale>\n        <Anagrafica>\n          <Denominazione>Idraulica Rossi');
    expect(xml.match(/<IdFiscaleIVA>/g)).toHaveLength(1);
  });

  it('TD01 with neither code nor PEC: «0000000» alone (the buyer’s cassetto fiscale)', async () => {
    const doc = invoice();
    const xml = buildFatturaPA({ ...doc, buyer: { ...doc.buyer, sdiCode: null, pec: '  ' } });
    await expectValid(xml);
    expect(text(xml, 'CodiceDestinatario')).toBe('0000000');
    expect(xml).not.toContain('PECDestinatario');
  });

  it('an SDI code and a PEC: the code, without the PEC', async () => {
    const doc = invoice();
    const xml = buildFatturaPA({ ...doc, buyer: { ...doc.buyer, sdiCode: ' m5uxcr1 ', pec: 'x@pec.it' } });
    await expectValid(xml);
    expect(text(xml, 'CodiceDestinatario')).toBe('M5UXCR1');
    expect(xml).not.toContain('PECDestinatario');
  });

  it('TD01 from a company with REA data, capitale sociale and socio unico, regime forfettario', async () => {
    const xml = buildFatturaPA(
      invoice({
        seller: { ...seller, regimeFiscale: 'RF19', rea: { office: 'bo', number: 'BO-123456', shareCapital: '10000.00', soleShareholder: 'SU' } },
      }),
    );
    await expectValid(xml);
    expect(xml).toContain(
      '<IscrizioneREA>\n        <Ufficio>BO</Ufficio>\n        <NumeroREA>BO-123456</NumeroREA>\n        <CapitaleSociale>10000.00</CapitaleSociale>\n        <SocioUnico>SU</SocioUnico>\n        <StatoLiquidazione>LN</StatoLiquidazione>',
    );
    expect(text(xml, 'RegimeFiscale')).toBe('RF19');
    const minimal = buildFatturaPA(invoice({ seller: { ...seller, rea: { office: 'BO', number: '123456' } } }));
    await expectValid(minimal);
    expect(minimal).toContain('<NumeroREA>123456</NumeroREA>\n        <StatoLiquidazione>LN</StatoLiquidazione>');
  });

  it('long and special-character texts are escaped, kept in Latin-1 and cut to the schema’s lengths', async () => {
    const special = 'Rossi & Figli <Idraulica> «Top» è “sempre” – aperta… 5€ Łódź 😀';
    const description = `Richiesta di preventivo: ${'è & < «» '.repeat(200)}fine`;
    const doc = invoice();
    const xml = buildFatturaPA({
      ...doc,
      buyer: {
        ...doc.buyer,
        name: `${special} ${'Società Cooperativa '.repeat(10)}`,
        address: { ...doc.buyer.address, street: `Via dell'Arco & C. ${'lunghissima '.repeat(10)}` },
      },
      line: { ...doc.line, description },
    });
    await expectValid(xml);
    const name = text(xml, 'Denominazione') ?? '';
    // Seller first, buyer second.
    const buyerName = text(xml.slice(xml.indexOf('<CessionarioCommittente>')), 'Denominazione') ?? '';
    expect(name).toBe('TrovaPro S.r.l.');
    expect([...buyerName]).toHaveLength(80);
    expect(buyerName.startsWith('Rossi & Figli <Idraulica> «Top» è "sempre" - aperta... 5EUR ?ódz ? Società')).toBe(true);
    expect(xml).toContain('Rossi &amp; Figli &lt;Idraulica&gt; «Top» è "sempre"');
    const written = text(xml, 'Descrizione') ?? '';
    expect([...written].length).toBeLessThanOrEqual(1000);
    expect([...written].length).toBeGreaterThan(990);
    expect(written.startsWith('Richiesta di preventivo: è & < «» è & < «»')).toBe(true);
    expect([...(text(xml.slice(xml.indexOf('<CessionarioCommittente>')), 'Indirizzo') ?? '')].length).toBeLessThanOrEqual(60);
  });

  it('TD04 linked to its invoice by DatiFattureCollegate (number and date)', async () => {
    const xml = buildFatturaPA(creditNote());
    await expectValid(xml);
    expect(text(xml, 'TipoDocumento')).toBe('TD04');
    expect(xml).toContain(
      '<DatiFattureCollegate>\n        <IdDocumento>17/2026</IdDocumento>\n        <Data>2026-03-17</Data>\n      </DatiFattureCollegate>',
    );
    expect(text(xml, 'Numero')).toBe('3/2026');
  });

  it('a VAT rate given as «22» is written as the schema’s «22.00»', async () => {
    const doc = invoice();
    const xml = buildFatturaPA({ ...doc, line: { ...doc.line, vatRate: '22' } });
    await expectValid(xml);
    expect(xml.match(/<AliquotaIVA>22\.00<\/AliquotaIVA>/g)).toHaveLength(2);
  });
});

describe('validateAgainstSchema refuses a broken document with libxml2’s message', () => {
  it('a missing required element', async () => {
    const xml = buildFatturaPA(invoice()).replace(/\s*<Divisa>EUR<\/Divisa>/, '');
    const result = await validateAgainstSchema(xml);
    expect(result.valid).toBe(false);
    expect(result.valid ? [] : result.errors).toEqual([
      expect.stringMatching(/^Schema FatturaPA, riga \d+: Element 'Data': This element is not expected\. Expected is \( Divisa \)\.$/),
    ]);
  });

  it('a wrong TipoDocumento', async () => {
    const result = await validateAgainstSchema(buildFatturaPA(invoice()).replace('<TipoDocumento>TD01<', '<TipoDocumento>TD99<'));
    expect(result.valid).toBe(false);
    expect(result.valid ? '' : result.errors.join('\n')).toMatch(
      /Element 'TipoDocumento': \[facet 'enumeration'\] The value 'TD99' is not an element of the set/,
    );
  });

  it('an 8-character CodiceDestinatario', async () => {
    const doc = invoice();
    const result = await validateAgainstSchema(buildFatturaPA({ ...doc, buyer: { ...doc.buyer, sdiCode: 'ABCDEFGH' } }));
    expect(result.valid).toBe(false);
    expect(result.valid ? '' : result.errors.join('\n')).toMatch(
      /Element 'CodiceDestinatario': \[facet 'pattern'\] The value 'ABCDEFGH' is not accepted by the pattern '\[A-Z0-9\]\{6,7\}'/,
    );
  });

  it('an amount with a comma, and a text that is not XML at all', async () => {
    const doc = invoice();
    const comma = await validateAgainstSchema(buildFatturaPA({ ...doc, totals: { ...doc.totals, total: '15,00' } }));
    expect(comma.valid).toBe(false);
    expect(comma.valid ? '' : comma.errors.join('\n')).toMatch(/ImportoTotaleDocumento/);
    const garbage = await validateAgainstSchema('<p:FatturaElettronica');
    expect(garbage.valid).toBe(false);
    expect(garbage.valid ? [] : garbage.errors[0]).toMatch(/^Il file non è un XML leggibile: /);
  });
});

describe('fatturaFileName: the SdI’s naming rule', () => {
  it('country, transmitter, «_», a 5-character progressive', () => {
    expect(fatturaFileName('01234567890', 1)).toBe('IT01234567890_00001.xml');
    expect(fatturaFileName('IT01234567890', '00A1Z')).toBe('IT01234567890_00A1Z.xml');
    expect(fatturaFileName('RSSMRA85T10A562S', 99_999)).toBe('ITRSSMRA85T10A562S_99999.xml');
    expect(() => fatturaFileName('01234567890', 100_000)).toThrow(RangeError);
    expect(() => fatturaFileName('01234567890', '000001')).toThrow(RangeError);
    expect(() => fatturaFileName('01234567890', '0_1')).toThrow(RangeError);
  });
});

describe('schemaText', () => {
  it('keeps Latin-1, replaces what has a plain form, cuts to the length', () => {
    expect(schemaText('  Caffè «Bar»  ’n’ Co.\n\tsrl ', 80)).toBe("Caffè «Bar» 'n' Co. srl");
    expect(schemaText('Caffè', 80, false)).toBe('Caffe');
    expect(schemaText('abcdef', 3)).toBe('abc');
    expect(schemaText('😀😀😀', 2)).toBe('??');
  });
});
