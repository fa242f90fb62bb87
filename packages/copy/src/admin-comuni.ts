import { formatNumber } from './formatters.ts';

// Rome's clock, whatever the admin's computer says: the log is read beside the server's records and the CLI's.
const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** «21/11/2025 14:05», Europe/Rome. */
const romeAt = (at: string) => romeDateTime.format(new Date(at)).replace(',', '');

/** «1 comune», «4 comuni». */
const comuni = (count: number) => (count === 1 ? '1 comune' : `${formatNumber(count)} comuni`);
/** «1 landing page», «3 landing page» (invariable), «1 partner», «1 lead aperto», «2 lead aperti». */
const pages = (count: number) => `${formatNumber(count)} landing page`;
const partners = (count: number) => `${formatNumber(count)} partner`;
const openLeads = (count: number) => (count === 1 ? '1 lead aperto' : `${formatNumber(count)} lead aperti`);

/** Issue 36 §5: the console's «Comuni» section, ISTAT's list of comuni previewed (dry run) then applied. */
export const adminComuni = {
  title: 'Comuni ISTAT',
  intro: [
    'L’ISTAT pubblica l’elenco ufficiale dei comuni due volte l’anno (di solito a gennaio e a luglio): scaricalo dal sito dell’ISTAT e caricalo qui per aggiornare i comuni di TrovaPro.',
    'Ogni comune del file è riconosciuto dal codice catastale, che non cambia quando un comune passa a un’altra provincia. Con il file delle variazioni amministrative, i comuni soppressi (fusioni e incorporazioni) passano al comune che li ha sostituiti.',
    'Con «Mostra le differenze» vedi cosa cambierebbe: nulla viene modificato finché non premi «Applica le modifiche».',
  ],
  formLabel: 'File dell’ISTAT',
  comuniFile: 'Elenco dei comuni (CSV ISTAT)',
  comuniFileHint: 'Il file «Elenco-comuni-italiani.csv», come lo pubblica l’ISTAT.',
  changesFile: 'Variazioni amministrative (CSV ISTAT, facoltativo)',
  changesFileHint: 'Indica quale comune ha sostituito ciascun comune soppresso. Senza, i soppressi restano da verificare.',
  filePlaceholder: 'Scegli un file CSV',
  clearComuniFile: 'Togli l’elenco dei comuni scelto',
  clearChangesFile: 'Togli il file delle variazioni scelto',
  comuniFileRequired: 'Scegli il file con l’elenco dei comuni.',
  preview: 'Mostra le differenze',
  previewing: 'Lettura del file e confronto con i comuni attuali…',
  previewError: 'Impossibile confrontare il file. Riprova.',
  previewErrorTitle: 'File non accettato',
  unreadableFile: (fileName: string) => `Impossibile leggere il file «${fileName}» dal computer. Sceglilo di nuovo.`,

  diffTitle: 'Differenze con i comuni attuali',
  diffSummary: (inFile: number | null) => (inFile === null ? 'Cosa cambierebbe applicando il file.' : `Il file elenca ${comuni(inFile)}.`),
  countsLabel: 'Riepilogo delle differenze',
  noDifferences: 'Nessuna differenza: l’elenco è già aggiornato.',
  groups: {
    added: 'Nuovi',
    renamed: 'Rinominati',
    moved: 'Cambio di provincia',
    suppressed: 'Soppressi',
  },
  otherChanges: (count: number) =>
    `Inoltre ${count === 1 ? '1 comune cambia' : `${formatNumber(count)} comuni cambiano`} solo in altri dati (nome in altra lingua, nome della provincia o della regione).`,
  groupCount: (label: string, count: number) => `${label}: ${formatNumber(count)}`,
  addedFrom: (names: readonly string[]) => `Nato da ${names.join(', ')}`,
  codes: (istatCode: string, cadastralCode: string) => `ISTAT ${istatCode} · catastale ${cadastralCode}`,
  renamedLine: (from: string, to: string) => `${from} → ${to}`,
  movedLine: (fromProvince: string, toProvince: string) => `da ${fromProvince} a ${toProvince}`,
  movedCodes: (fromCode: string, toCode: string) => `codice ISTAT ${fromCode} → ${toCode}`,
  successor: (name: string) => `Sostituito da ${name}`,
  toCheck: 'Da verificare',
  toCheckHint: 'Il file delle variazioni non indica quale comune lo ha sostituito.',
  references: (landingPages: number, partnerCount: number, leads: number) =>
    `${pages(landingPages)} · ${partners(partnerCount)} · ${openLeads(leads)}`,
  noReferences: 'Nessuna landing page, partner o lead aperto',

  apply: 'Applica le modifiche',
  confirmTitle: 'Applicare le modifiche ai comuni?',
  confirmIntro: 'Verranno applicate insieme, in un’unica operazione:',
  confirmCounts: {
    added: (count: number) => `${comuni(count)} ${count === 1 ? 'nuovo' : 'nuovi'}`,
    renamed: (count: number) => `${comuni(count)} ${count === 1 ? 'rinominato' : 'rinominati'}`,
    moved: (count: number) => `${comuni(count)} con cambio di provincia`,
    suppressed: (count: number) => `${comuni(count)} ${count === 1 ? 'soppresso' : 'soppressi'}`,
    otherChanges: (count: number) => `${comuni(count)} con altri dati aggiornati`,
  },
  confirmSuccessors:
    'Le landing page dei comuni soppressi rimandano a quelle del comune che li ha sostituiti; i partner e i lead aperti passano a quel comune.',
  confirmWithoutSuccessor: (count: number) =>
    count === 1
      ? '1 comune soppresso non ha un comune successore: le sue landing page vengono tolte dal sito e i suoi partner e lead aperti vengono segnalati qui sotto, da sistemare a mano.'
      : `${formatNumber(count)} comuni soppressi non hanno un comune successore: le loro landing page vengono tolte dal sito e i loro partner e lead aperti vengono segnalati qui sotto, da sistemare a mano.`,
  confirmApply: 'Applica',
  appliedTitle: 'Comuni aggiornati',
  appliedMessage: 'Le modifiche sono state applicate: la ricerca dei comuni e la chat usano già il nuovo elenco.',
  appliedNothing: 'Nessuna modifica da applicare: l’elenco era già aggiornato.',
  applyError: 'Impossibile applicare le modifiche. Riprova.',
  applyErrorTitle: 'Modifiche non applicate',

  logTitle: 'Importazioni precedenti',
  logLabel: 'Importazioni precedenti dei comuni',
  logLoading: 'Caricamento delle importazioni…',
  logError: 'Impossibile caricare le importazioni precedenti.',
  logEmpty: 'Nessuna importazione finora: i comuni sono quelli caricati all’installazione.',
  logColumns: { at: 'Data', by: 'Da', file: 'File', changes: 'Modifiche' },
  logBy: (name: string | null) => name ?? 'Riga di comando',
  logAt: romeAt,
  logCounts: (counts: { added: number; renamed: number; moved: number; suppressed: number; otherChanges: number }) =>
    [
      `Nuovi: ${formatNumber(counts.added)}`,
      `Rinominati: ${formatNumber(counts.renamed)}`,
      `Cambio di provincia: ${formatNumber(counts.moved)}`,
      `Soppressi: ${formatNumber(counts.suppressed)}`,
      ...(counts.otherChanges > 0 ? [`Altri aggiornamenti: ${formatNumber(counts.otherChanges)}`] : []),
    ].join(' · '),
  /** An import that names no file (the command line's). */
  logNoFile: '—',

  attentionTitle: 'Da sistemare a mano',
  attentionIntro:
    'Comuni soppressi senza successore: le loro landing page non sono più pubblicate; assegna un comune ai partner e ai lead qui sotto.',
  attentionLabel: 'Partner, lead e landing page di comuni soppressi senza successore',
  attentionError: 'Impossibile caricare ciò che è da sistemare.',
  attentionKinds: { partner: 'Partner', lead: 'Lead', landing_page: 'Landing page' },
  openPartner: 'Apri tra le aziende',
  openLead: 'Apri il lead',
} as const;
