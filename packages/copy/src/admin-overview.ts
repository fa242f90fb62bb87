/** Admin dashboard, overview tab (product §2 Overview). */
export const adminOverview = {
  title: 'Panoramica',
  todayLeads: 'Lead Oggi',
  todayRevenue: 'Revenue Oggi',
  conversionRate: 'Tasso di Conversione',
  activeBusinesses: 'Aziende Attive',
  /** Product §2: the comparison badges are fixed text, not data. */
  fixedBadges: {
    todayLeads: '+12% vs ieri',
    todayRevenue: '+8% vs ieri',
    conversionRate: '+5% vs media',
    activeBusinesses: '+3 questa settimana',
  },
  /** What each card counts and over which period (Rome's calendar day, as the API counts). */
  hints: {
    todayLeads: 'Le richieste diventate lead oggi, dalla mezzanotte (ora italiana), in qualsiasi stato.',
    todayRevenue: 'Gli acquisti di lead pagati oggi, dalla mezzanotte (ora italiana), in euro.',
    conversionRate: 'Dei lead inviati alle aziende negli ultimi 30 giorni (oggi compreso), la percentuale acquistata da almeno un’azienda.',
    activeBusinesses: 'Le aziende partner attive in questo momento, che possono ricevere lead.',
  },
  hintLabel: (card: string) => `Come si calcola «${card}»`,
  revenueChartTitle: 'Revenue ultimi 7 giorni',
  revenueChartLabel: 'Revenue giornaliera degli ultimi 7 giorni, in euro',
  revenueChartDate: 'Giorno',
  revenueSeries: 'Revenue',
  recentActivityTitle: 'Attività Recenti',
  loadError: 'Impossibile caricare le statistiche di oggi.',
} as const;
