import { compactTaxId, normalizeTaxId, parseVatRate } from '@trovapro/domain';
import {
  FATTURAPA_NAMESPACE,
  type InvoiceAddress,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceSeller,
  NO_RECIPIENT_CODE,
} from './document.ts';
import { escapeXml, schemaText } from './text.ts';

/** An element: its name and either its text or its children (null children are left out). */
type XmlNode = readonly [name: string, content: string | readonly (XmlNode | null)[]];

function render(node: XmlNode, depth: number): string {
  const [name, content] = node;
  const indent = '  '.repeat(depth);
  if (typeof content === 'string') return `${indent}<${name}>${escapeXml(content)}</${name}>\n`;
  const children = content.filter((child): child is XmlNode => child !== null);
  return `${indent}<${name}>\n${children.map((child) => render(child, depth + 1)).join('')}${indent}</${name}>\n`;
}

/** Schema lengths of the free texts (String60LatinType, String80LatinType, String1000LatinType). */
const NAME_MAX = 80;
const ADDRESS_MAX = 60;
const DESCRIPTION_MAX = 1000;

/** «22» or «22.0» → «22.00» (RateType); anything that is not a rate is left as given, for the schema to refuse. */
function rate(value: string): string {
  const hundredths = parseVatRate(value);
  if (hundredths === null) return value.trim();
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function sede(address: InvoiceAddress): XmlNode {
  const province = address.province?.trim().toUpperCase();
  return [
    'Sede',
    [
      ['Indirizzo', schemaText(address.street, ADDRESS_MAX)],
      ['CAP', address.postalCode.trim()],
      ['Comune', schemaText(address.city, ADDRESS_MAX)],
      province ? ['Provincia', province] : null,
      ['Nazione', address.country?.trim().toUpperCase() || 'IT'],
    ],
  ];
}

function cedente(seller: InvoiceSeller): XmlNode {
  const rea = seller.rea;
  return [
    'CedentePrestatore',
    [
      [
        'DatiAnagrafici',
        [
          [
            'IdFiscaleIVA',
            [
              ['IdPaese', 'IT'],
              ['IdCodice', compactTaxId(seller.vatNumber)],
            ],
          ],
          ['CodiceFiscale', compactTaxId(seller.taxCode)],
          ['Anagrafica', [['Denominazione', schemaText(seller.name, NAME_MAX)]]],
          ['RegimeFiscale', seller.regimeFiscale ?? 'RF01'],
        ],
      ],
      sede(seller.address),
      rea
        ? [
            'IscrizioneREA',
            [
              ['Ufficio', rea.office.trim().toUpperCase()],
              ['NumeroREA', rea.number.trim()],
              rea.shareCapital ? ['CapitaleSociale', rea.shareCapital] : null,
              rea.soleShareholder ? ['SocioUnico', rea.soleShareholder] : null,
              ['StatoLiquidazione', rea.liquidation ?? 'LN'],
            ],
          ]
        : null,
    ],
  ];
}

/** The buyer's identifier: a partita IVA goes in IdFiscaleIVA (IT + 11 digits), a codice fiscale in CodiceFiscale. */
function buyerIds(buyer: InvoiceBuyer): XmlNode[] {
  const value = compactTaxId(buyer.taxId);
  const kind = buyer.taxIdKind ?? normalizeTaxId(value)?.kind ?? (/^\d{11}$/.test(value) ? 'partita_iva' : 'codice_fiscale');
  if (kind === 'partita_iva') {
    return [
      [
        'IdFiscaleIVA',
        [
          ['IdPaese', 'IT'],
          ['IdCodice', value],
        ],
      ],
    ];
  }
  return [['CodiceFiscale', value]];
}

function cessionario(buyer: InvoiceBuyer): XmlNode {
  return [
    'CessionarioCommittente',
    [['DatiAnagrafici', [...buyerIds(buyer), ['Anagrafica', [['Denominazione', schemaText(buyer.name, NAME_MAX)]]]]], sede(buyer.address)],
  ];
}

/** CodiceDestinatario and PECDestinatario: the code when given; else «0000000», with the PEC when there is one. */
export function recipientOf(buyer: Pick<InvoiceBuyer, 'sdiCode' | 'pec'>): { code: string; pec: string | null } {
  const code = buyer.sdiCode?.replace(/\s/g, '').toUpperCase() ?? '';
  const pec = buyer.pec?.trim() ?? '';
  if (code !== '' && code !== NO_RECIPIENT_CODE) return { code, pec: null };
  return { code: NO_RECIPIENT_CODE, pec: pec === '' ? null : pec };
}

/**
 * The FatturaPA XML of a document: format FPR12 (between private parties), schema 1.2.2, UTF-8, the `p:` prefix
 * of the Agenzia's examples. TD01 for an invoice, TD04 for a credit note (with DatiFattureCollegate). One line,
 * quantity 1, paid by card (MP08, payment in full TP02), VAT due immediately (EsigibilitaIVA I).
 *
 * Free texts are escaped, put in the characters the schema allows and cut to its lengths; codes, dates and
 * amounts are written as given, so that a wrong one is refused by `validateAgainstSchema` or `sdiChecks`
 * rather than silently changed.
 */
export function buildFatturaPA(doc: InvoiceDocument): string {
  const recipient = recipientOf(doc.buyer);
  const vatRate = rate(doc.line.vatRate);
  const header: XmlNode = [
    'FatturaElettronicaHeader',
    [
      [
        'DatiTrasmissione',
        [
          [
            'IdTrasmittente',
            [
              ['IdPaese', doc.transmitter.country.trim().toUpperCase()],
              ['IdCodice', doc.transmitter.code.trim()],
            ],
          ],
          ['ProgressivoInvio', doc.progressive],
          ['FormatoTrasmissione', 'FPR12'],
          ['CodiceDestinatario', recipient.code],
          recipient.pec ? ['PECDestinatario', recipient.pec] : null,
        ],
      ],
      cedente(doc.seller),
      cessionario(doc.buyer),
    ],
  ];
  const linked = doc.kind === 'credit_note' && doc.linkedInvoice ? doc.linkedInvoice : null;
  const body: XmlNode = [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              ['TipoDocumento', doc.kind === 'credit_note' ? 'TD04' : 'TD01'],
              ['Divisa', 'EUR'],
              ['Data', doc.date],
              ['Numero', doc.number],
              ['ImportoTotaleDocumento', doc.totals.total],
            ],
          ],
          linked
            ? [
                'DatiFattureCollegate',
                [
                  ['IdDocumento', linked.number],
                  ['Data', linked.date],
                ],
              ]
            : null,
        ],
      ],
      [
        'DatiBeniServizi',
        [
          [
            'DettaglioLinee',
            [
              ['NumeroLinea', '1'],
              ['Descrizione', schemaText(doc.line.description, DESCRIPTION_MAX)],
              ['Quantita', '1.00'],
              ['PrezzoUnitario', doc.line.net],
              ['PrezzoTotale', doc.line.net],
              ['AliquotaIVA', vatRate],
            ],
          ],
          [
            'DatiRiepilogo',
            [
              ['AliquotaIVA', vatRate],
              ['ImponibileImporto', doc.totals.net],
              ['Imposta', doc.totals.vat],
              ['EsigibilitaIVA', 'I'],
            ],
          ],
        ],
      ],
      [
        'DatiPagamento',
        [
          ['CondizioniPagamento', 'TP02'],
          [
            'DettaglioPagamento',
            [
              ['ModalitaPagamento', 'MP08'],
              ['ImportoPagamento', doc.totals.total],
            ],
          ],
        ],
      ],
    ],
  ];
  const inner = render(header, 1) + render(body, 1);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica xmlns:p="${FATTURAPA_NAMESPACE}" versione="FPR12">\n${inner}</p:FatturaElettronica>\n`;
}

/**
 * The SdI's name for the file: country code and identifier of the transmitter, «_», a progressive of 1–5 letters
 * or digits unique for that transmitter — `fatturaFileName('01234567890', 1)` → «IT01234567890_00001.xml».
 * A number is written in 5 digits (at most 99999); a string is used as given.
 */
export function fatturaFileName(transmitterCode: string, progressive: string | number, country = 'IT'): string {
  // «IT01234567890» and «01234567890» alike: compactTaxId drops the IT before a partita IVA.
  const identifier = compactTaxId(transmitterCode);
  let suffix: string;
  if (typeof progressive === 'number') {
    if (!Number.isSafeInteger(progressive) || progressive < 0 || progressive > 99_999) {
      throw new RangeError(`Progressivo del file non valido: ${progressive}`);
    }
    suffix = String(progressive).padStart(5, '0');
  } else {
    if (!/^[A-Za-z0-9]{1,5}$/.test(progressive)) throw new RangeError(`Progressivo del file non valido: «${progressive}»`);
    suffix = progressive;
  }
  if (!/^[A-Z0-9]{1,28}$/.test(identifier) || !/^[A-Z]{2}$/.test(country))
    throw new RangeError(`Identificativo del trasmittente non valido: «${transmitterCode}»`);
  return `${country}${identifier}_${suffix}.xml`;
}
