/** The built-in request analyzer's clarification questions (spec §4 step 2); the analyzer numbers them. */
export const analyzerQuestions = {
  service: 'Di quale servizio hai bisogno? (ad esempio idraulico, elettricista, imbianchino, meccanico, pulizie o giardinaggio)',
  municipality: "In quale comune serve l'intervento?",
} as const;
