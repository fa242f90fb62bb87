/** The built-in request analyzer's clarification questions (product §4 step 2); the analyzer numbers them. */
export const analyzerQuestions = {
  service: 'Di quale servizio hai bisogno? (ad esempio idraulico, elettricista, imbianchino, meccanico, pulizie o giardinaggio)',
  municipality: "In quale comune serve l'intervento?",
  /** Asked instead of the service when the message describes no job («ciao», «info»), even on a landing page. */
  describeJob: 'Descrivi il lavoro che ti serve: che cosa va fatto o che problema hai? (ad esempio «perdita sotto il lavandino»)',
  /** Asked when the place written fits several comuni («Reggio»): the chat offers them as choices. */
  whichComune: (name: string) => `«${name}» può indicare più comuni: quale intendi?`,
} as const;
