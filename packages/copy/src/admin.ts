/** Admin console strings (product §2 Admin login / Admin dashboard, §5, §8). */
export const adminLogin = {
  pageTitle: 'Accesso Admin',
  subtitle: 'Accedi con le credenziali di amministratore',
  emailLabel: 'Email',
  emailPlaceholder: 'nome@esempio.it',
  passwordLabel: 'Password',
  passwordPlaceholder: 'La tua password',
  togglePasswordVisibility: 'Mostra o nascondi la password',
  cancel: 'Annulla',
  submit: 'Accedi',
  requiredTitle: 'Campi obbligatori',
  requiredMessage: 'Inserisci email e password',
  failureTitle: 'Errore di accesso',
  failureMessage: 'Credenziali non valide',
  successTitle: 'Accesso effettuato',
  successMessage: (name: string) => `Benvenuto, ${name}`,
} as const;

export const adminSession = {
  checking: 'Verifica della sessione…',
} as const;

export const adminDashboard = {
  welcome: (name: string) => `Benvenuto, ${name}`,
  logout: 'Esci',
  logoutSuccessTitle: 'Disconnesso',
  logoutSuccessMessage: 'Sei uscito dall’area di amministrazione',
  logoutErrorTitle: 'Errore',
  logoutErrorMessage: 'Errore durante la disconnessione',
  tabsLabel: 'Sezioni del pannello',
  /** While a section's code arrives (each section is loaded on its first visit). */
  sectionLoading: 'Caricamento della sezione…',
} as const;

/** The console's sections (tabs) by their key (`AdminSection` of the domain, each a route `/admin/<section>`), in display order. */
export const adminTabs = {
  overview: { label: 'Panoramica' },
  leads: { label: 'Lead Management' },
  automation: { label: 'Automazione' },
  businesses: { label: 'Aziende' },
  analytics: { label: 'Analytics' },
  templates: { label: 'Template & Messaggi' },
  'landing-pages': { label: 'Landing Page SEO' },
  'blog-posts': { label: 'Content Marketing' },
  emails: { label: 'Email' },
  // Here, not beside their sections' texts: the shell's first bundle carries this module whole, and not those.
  invoices: { label: 'Fatture' },
  reports: { label: 'Contestazioni' },
  privacy: { label: 'Privacy' },
  reviews: { label: 'Recensioni' },
  comuni: { label: 'Comuni' },
} as const;

/** The console's icon buttons that have no behaviour yet (product §2: the partner table's view and contact). */
export const adminActions = {
  unavailable: (label: string) => `${label}: disponibile a breve`,
} as const;
