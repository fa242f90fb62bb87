/** The lead desk of the admin API (issue 19): bulk status answers, the leads CSV, the admins' new-lead emails. */

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Why a lead was left out of a bulk change (`notUpdated[].message`; an unknown id says `apiAdminMessages.leadNotFound`). */
export const bulkLeadStatusMessages = {
  /** The lead is not pending: only a pending lead can be approved or rejected. */
  invalidTransition: { approved: 'Solo un lead in attesa può essere approvato', rejected: 'Solo un lead in attesa può essere rifiutato' },
} as const;

/** The leads CSV: file name (`day` is Rome's date, YYYY-MM-DD) and Italian column headers. */
export const leadsCsv = {
  filename: (day: string) => `lead-${day}.csv`,
  headers: {
    date: 'Data',
    name: 'Nome',
    email: 'Email',
    phone: 'Telefono',
    request: 'Richiesta',
    category: 'Categoria',
    municipality: 'Comune',
    province: 'Provincia',
    price: 'Prezzo',
    status: 'Stato',
    id: 'ID',
  },
} as const;

/**
 * The admins' email about new leads (ADMIN_NOTIFY): one per lead, or a daily digest. No customer contact in
 * them: the console shows those to a signed-in admin. `inPlace` is «a Milano», or '' when the comune is unknown.
 */
export const newLeadNoticeTexts = {
  subject: (category: string, inPlace: string) => `Nuova richiesta: ${category}${inPlace === '' ? '' : ` ${inPlace}`}`,
  paragraphs: (lead: { category: string; location: string | null; request: string; url: string }) => [
    'È arrivata una nuova richiesta con l’email confermata. Controllala e approvala per inviarla alle aziende.',
    `Categoria: ${lead.category}\nComune: ${lead.location ?? 'Non specificato'}`,
    `La richiesta:\n«${lead.request}»`,
    `Apri la richiesta nella console:\n${lead.url}`,
    'TrovaPro',
  ],
  digestSubject: (count: number) => plural(count, 'TrovaPro: 1 nuova richiesta', `TrovaPro: ${count} nuove richieste`),
  digestParagraphs: (digest: { count: number; lines: readonly string[]; more: number; listUrl: string }) => [
    plural(
      digest.count,
      'Dall’ultimo riepilogo è arrivata 1 nuova richiesta:',
      `Dall’ultimo riepilogo sono arrivate ${digest.count} nuove richieste:`,
    ),
    [...digest.lines, ...(digest.more > 0 ? [plural(digest.more, '…e 1 altra', `…e altre ${digest.more}`)] : [])].join('\n'),
    `Tutte le richieste nella console:\n${digest.listUrl}`,
  ],
  /** The digest's last line (after its sections: the new leads, the sign-ups waiting). */
  digestSignature: 'TrovaPro',
  /** One lead of the digest: «Idraulico a Milano, 14/05 09:30: <link>». */
  digestLine: (lead: { category: string; inPlace: string; at: string; url: string }) =>
    `• ${lead.category}${lead.inPlace === '' ? '' : ` ${lead.inPlace}`}, ${lead.at}: ${lead.url}`,
} as const;
