import type { Money, TaxIdKind } from '@trovapro/domain';

/**
 * What a FatturaPA document is made of (issue 32): the product's own words, mapped to the schema's elements by
 * `buildFatturaPA`. Money is the API's decimal string («12.30»), dates are calendar days («2026-03-17»).
 */

/** Regime fiscale of the seller (FatturaPA 1.2.2, RegimeFiscaleType): RF01 ordinario, RF19 forfettario… */
export type RegimeFiscale =
  | 'RF01'
  | 'RF02'
  | 'RF04'
  | 'RF05'
  | 'RF06'
  | 'RF07'
  | 'RF08'
  | 'RF09'
  | 'RF10'
  | 'RF11'
  | 'RF12'
  | 'RF13'
  | 'RF14'
  | 'RF15'
  | 'RF16'
  | 'RF17'
  | 'RF18'
  | 'RF19';

/** An Italian address (Sede): street with its number, CAP, comune, provincia (2 letters), nazione (IT). */
export interface InvoiceAddress {
  street: string;
  postalCode: string;
  city: string;
  /** Sigla of the provincia, «BO»; optional for the schema, always given for an Italian address. */
  province?: string | null;
  /** ISO 3166-1 alpha-2, «IT» when not given. */
  country?: string | null;
}

/** Iscrizione al Registro delle Imprese (REA), for a company registered there. */
export interface InvoiceRea {
  /** Sigla of the provincia of the registry office, «MI». */
  office: string;
  /** The REA number, «MI-1234567» or «1234567». */
  number: string;
  /** Capitale sociale, for a società di capitali. */
  shareCapital?: Money | null;
  /** SU: socio unico, SM: più soci (only for S.p.A. / S.r.l.). */
  soleShareholder?: 'SU' | 'SM' | null;
  /** LN: not in liquidation (the default), LS: in liquidation. */
  liquidation?: 'LN' | 'LS' | null;
}

/** The seller (CedentePrestatore): the company, from configuration. */
export interface InvoiceSeller {
  name: string;
  /** Partita IVA, 11 digits (an «IT» prefix is dropped). */
  vatNumber: string;
  /** Codice fiscale: 11 digits for a company (often the partita IVA), 16 characters for a person. */
  taxCode: string;
  /** RF01 (regime ordinario) when not given. */
  regimeFiscale?: RegimeFiscale | null;
  address: InvoiceAddress;
  rea?: InvoiceRea | null;
}

/** The buyer (CessionarioCommittente): the business, from the billing data taken at checkout. */
export interface InvoiceBuyer {
  name: string;
  /** Partita IVA or codice fiscale, as given at checkout. */
  taxId: string;
  /** What `taxId` is; when not given, `normalizeTaxId` decides (a valid 11-digit code is a partita IVA). */
  taxIdKind?: TaxIdKind | null;
  address: InvoiceAddress;
  /** The SdI recipient code (7 characters); when empty, «0000000». */
  sdiCode?: string | null;
  /** A PEC address: written with «0000000» when there is no recipient code. */
  pec?: string | null;
}

export interface InvoiceDocument {
  /** invoice: TipoDocumento TD01; credit_note: TD04 (nota di credito), linked to its invoice. */
  kind: 'invoice' | 'credit_note';
  /** The document's number, «17/2026» (Numero: up to 20 characters, at least one digit). */
  number: string;
  /** Date of the document, YYYY-MM-DD. */
  date: string;
  /** ProgressivoInvio: 1–10 letters or digits, unique for the transmitter. */
  progressive: string;
  /** IdTrasmittente: who sends the file to the SdI (the intermediary, or the company itself). */
  transmitter: { country: string; code: string };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** The one line: what was sold, its net price and the VAT rate («22.00»). Quantity 1. */
  line: { description: string; net: Money; vatRate: string };
  /** Imponibile, imposta and total of the document. */
  totals: { net: Money; vat: Money; total: Money };
  /** For a credit note: the invoice it corrects (DatiFattureCollegate). */
  linkedInvoice?: { number: string; date: string } | null;
}

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** CodiceDestinatario when the invoice goes to a PEC or to the buyer's cassetto fiscale. */
export const NO_RECIPIENT_CODE = '0000000';
