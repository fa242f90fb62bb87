/**
 * Issue 36: why an ISTAT file (the list of comuni, or the administrative changes since 1991) cannot be read,
 * said to the admin who uploaded it or ran the import from the command line.
 */
export const istatFileMessages = {
  empty: 'Il file è vuoto.',
  zipWithoutCsv: 'L’archivio zip non contiene un file CSV.',
  zipWithManyCsv: (names: readonly string[]) => `L’archivio zip contiene più file CSV (${names.join(', ')}): caricane uno solo.`,
  zipUnreadable: 'L’archivio zip è danneggiato e non si può aprire.',
  notCsv: (line: number) => `Il file non si legge come CSV separato da punto e virgola: errore alla riga ${line}.`,
  missingColumns: (file: string, columns: readonly string[]) =>
    columns.length === 1
      ? `Questo non sembra ${file}: manca la colonna «${columns[0]}».`
      : `Questo non sembra ${file}: mancano le colonne ${columns.map((column) => `«${column}»`).join(', ')}.`,
  comuniFile: 'l’elenco dei comuni dell’ISTAT (Elenco-comuni-italiani.csv)',
  changesFile: 'il file ISTAT delle variazioni amministrative e territoriali dei comuni',
  noRows: (file: string) => `Il file è ${file}, ma non contiene nessuna riga di dati.`,
  invalidValue: (line: number, column: string, value: string) =>
    value === '' ? `Riga ${line}: la colonna «${column}» è vuota.` : `Riga ${line}: «${value}» non è un valore valido per la colonna «${column}».`,
  duplicateIstatCode: (code: string, first: string, second: string) =>
    `Il codice ISTAT ${code} compare due volte (${first} e ${second}): un elenco dei comuni non può ripeterlo.`,
  duplicateCadastralCode: (code: string, first: string, second: string) =>
    `Il codice catastale ${code} compare due volte (${first} e ${second}): un elenco dei comuni non può ripeterlo.`,
} as const;

/** «1 comune», «1.204 comuni». */
const comuniCount = (count: number) => (count === 1 ? '1 comune' : `${count.toLocaleString('it-IT')} comuni`);
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('it-IT')} ${count === 1 ? one : many}`;

/**
 * Issue 36: what the import says beyond the file's errors — the reasons of the admin's «Da sistemare a mano» list
 * (`GET /api/admin/comuni/attention`) and the lines of `pnpm --filter api comuni:import`.
 */
export const comuniImportMessages = {
  /** A file that would suppress a large share of the comuni: a part of the list, not ISTAT's whole list. */
  partialList: (inFile: number, inForce: number, suppressed: number) =>
    `Il file elenca ${comuniCount(inFile)} e ne toglierebbe ${suppressed.toLocaleString('it-IT')} dei ${inForce.toLocaleString('it-IT')} attuali: non sembra l’elenco completo dell’ISTAT. Carica il file «Elenco-comuni-italiani.csv» così come lo pubblica l’ISTAT, senza filtri.`,
  /** Why a partner, an open lead or a landing page waits for the admin: its comune was suppressed without a known successor. */
  attention: {
    partnerSeat: (comune: string) =>
      `La sede è a ${comune}, comune soppresso dall’ISTAT senza un successore noto: indica il comune giusto nella scheda dell’azienda.`,
    partnerServed: (comune: string) =>
      `Tra i comuni serviti c’è ${comune}, soppresso dall’ISTAT senza un successore noto: va sostituito o tolto dai comuni serviti.`,
    lead: (comune: string) =>
      `Il lead è a ${comune}, comune soppresso dall’ISTAT senza un successore noto: verifica con il cliente il comune giusto.`,
    landingPage: (comune: string) =>
      `La pagina è di ${comune}, comune soppresso dall’ISTAT senza un successore noto: non è più pubblicata; eliminala o tienila come bozza.`,
  },
  /** The command line's report. */
  cli: {
    usage: 'Uso: pnpm --filter api comuni:import Elenco-comuni-italiani.csv [--changes variazioni.csv] [--apply]',
    unreadableFile: (path: string, reason: string) => `Impossibile leggere ${path}: ${reason}`,
    refusedFile: (path: string, reason: string) => `File non accettato (${path}): ${reason}`,
    inFile: (count: number, unchanged: number) => `Il file elenca ${comuniCount(count)}, di cui ${unchanged.toLocaleString('it-IT')} invariati.`,
    group: (label: string, count: number) => `${label} (${count.toLocaleString('it-IT')}):`,
    groups: { added: 'Nuovi', renamed: 'Rinominati', moved: 'Cambio di provincia', suppressed: 'Soppressi' },
    added: (name: string, provinceCode: string, istatCode: string, cadastralCode: string, predecessors: readonly string[]) =>
      `  + ${name} (${provinceCode}), ISTAT ${istatCode}, catastale ${cadastralCode}${predecessors.length === 0 ? '' : `, nato da ${predecessors.join(', ')}`}`,
    renamed: (from: string, to: string, provinceCode: string) => `  ~ ${from} → ${to} (${provinceCode})`,
    moved: (name: string, fromProvince: string, toProvince: string, fromCode: string, toCode: string) =>
      `  > ${name}: da ${fromProvince} a ${toProvince} (codice ISTAT ${fromCode} → ${toCode})`,
    suppressed: (name: string, provinceCode: string, successor: string | null) =>
      successor === null
        ? `  - ${name} (${provinceCode}): da verificare, il file delle variazioni non indica chi lo ha sostituito`
        : `  - ${name} (${provinceCode}): sostituito da ${successor}`,
    references: (landingPages: number, partners: number, openLeads: number) =>
      `      ${plural(landingPages, 'landing page', 'landing page')}, ${plural(partners, 'partner', 'partner')}, ${plural(openLeads, 'lead aperto', 'lead aperti')}`,
    otherChanges: (count: number) => `Altri dati aggiornati (nome in altra lingua, provincia o regione): ${comuniCount(count)}.`,
    summary: (counts: { added: number; renamed: number; moved: number; suppressed: number; otherChanges: number }) =>
      `Riepilogo: ${plural(counts.added, 'nuovo', 'nuovi')}, ${plural(counts.renamed, 'rinominato', 'rinominati')}, ${plural(counts.moved, 'cambio di provincia', 'cambi di provincia')}, ${plural(counts.suppressed, 'soppresso', 'soppressi')}, ${plural(counts.otherChanges, 'altra modifica', 'altre modifiche')}.`,
    noDifferences: 'Nessuna differenza: l’elenco dei comuni è già aggiornato.',
    dryRun: 'Prova senza modifiche: nulla è stato scritto. Aggiungi --apply per applicare le differenze.',
    applied: (importId: string) => `Modifiche applicate in un’unica operazione (importazione ${importId}).`,
    nothingApplied: 'Nessuna modifica da applicare: l’elenco era già aggiornato, nulla è stato scritto.',
  },
} as const;
