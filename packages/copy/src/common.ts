/** Strings shared by every app. */
export const common = {
  errorTitle: 'Errore',
  genericErrorMessage: 'Si è verificato un errore. Riprova.',
  cancel: 'Annulla',
  confirm: 'Conferma',
  close: 'Chiudi',
  retry: 'Riprova',
  loading: 'Caricamento…',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  menuTitle: 'Menu',
  notificationsRegion: 'Notifiche',
  comingSoon: 'Disponibile a breve',
} as const;

/** Product §2: the 404 screen keeps these exact English texts. */
export const notFound = {
  title: '404 Page Not Found',
  message: 'Did you forget to add the page to the router?',
  home: 'Torna alla home',
} as const;
