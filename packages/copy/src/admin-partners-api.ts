/** The purchases CSV of the admin API (issue 19): its file name and Italian column headers. */
export const purchasesCsv = {
  /** `day` is Rome's date, YYYY-MM-DD. */
  filename: (day: string) => `acquisti-${day}.csv`,
  headers: {
    date: 'Data',
    lead: 'Lead',
    category: 'Categoria',
    municipality: 'Comune',
    business: 'Azienda',
    businessEmail: 'Email azienda',
    taxId: 'P.IVA / Codice fiscale',
    amount: 'Importo (IVA inclusa)',
    receipt: 'Fattura o ricevuta',
    paymentReference: 'Riferimento pagamento',
    refunded: 'Rimborsato',
    refundedAt: 'Data rimborso',
  },
  yes: 'Sì',
  no: 'No',
} as const;
