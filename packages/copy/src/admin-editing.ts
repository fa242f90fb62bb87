/** A dialog with unsaved changes, closed or left (issue 29). */
export const unsavedChanges = {
  title: 'Vuoi chiudere senza salvare?',
  message: 'Le modifiche che hai fatto in questa finestra non sono state salvate: chiudendo andranno perse.',
  keepEditing: 'Continua a modificare',
  discard: 'Chiudi senza salvare',
  /** Leaving the page (Back, another tab of the console) with a changed dialog open. */
  leaveTitle: 'Vuoi uscire senza salvare?',
  leaveMessage: 'In una finestra aperta ci sono modifiche non salvate: se esci da questa pagina andranno perse.',
  stay: 'Resta qui',
  leave: 'Esci senza salvare',
} as const;

/** The session ended during work: signing in again in a dialog over the page (issue 29). */
export const sessionRenewal = {
  title: 'Sessione scaduta',
  message:
    'Accedi di nuovo per continuare. La pagina resta com’è, con quello che hai scritto, e l’operazione che stavi facendo riparte appena hai effettuato l’accesso.',
  cancel: 'Annulla',
  submit: 'Accedi',
  /** What a screen says of the operation when the admin closes the sign-in without signing in. */
  notDone: 'Sessione scaduta: l’operazione non è stata eseguita. Riprova: ti verrà chiesto di accedere di nuovo.',
} as const;
