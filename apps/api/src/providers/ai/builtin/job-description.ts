import langIt from '@nlpjs/lang-it';
import { foldText, type Token } from './normalize.ts';

/**
 * Whether a text describes a job at all. «ciao», «info», «buongiorno, ho bisogno», «quanto costa al metro
 * quadro?» do not: every word is a function word (the Snowball Italian stop words), small talk, a request for
 * information or a place. Such a text gets the question to describe the job, even on a landing page that
 * prefills a service, and never becomes a lead on its own.
 */
const SMALL_TALK = [
  // Greetings and sign-offs, in Italian and in the languages visitors write in.
  'ciao', 'salve', 'buongiorno', 'buonasera', 'buonanotte', 'buondi', 'giorno', 'sera', 'ehi', 'ehila', 'hey', 'hei',
  'pronto', 'hello', 'hi', 'hallo', 'bonjour', 'bonsoir', 'guten', 'tag', 'morgen', 'hola', 'good', 'morning',
  'evening', 'afternoon', 'arrivederci', 'saluti', 'cordiali', 'cordialmente', 'distinti', 'grazie', 'mille',
  'prego', 'chiedete', 'chiedi', 'prendete', 'problema', 'problemi', 'problemino', 'favore', 'cortesia', 'piacere', 'thanks', 'thank', 'you', 'please', 'ok', 'okay', 'va', 'bene', 'si', 'no', 'allora', 'dunque', 'ecco',
  'scusate', 'scusa', 'scusi', 'gentili', 'gentile', 'egregi', 'spettabile', 'signori', 'tutti',
  // Asking for information, a price or for someone, without saying for what.
  'info', 'informazione', 'informazioni', 'informazion', 'dettagli', 'chiarimenti', 'domanda', 'richiesta',
  'preventivo', 'preventivi', 'prezzo', 'prezzi', 'costo', 'costi', 'costa', 'costano', 'tariffa', 'tariffe',
  'listino', 'quanto', 'euro', 'metro', 'metri', 'quadro', 'quadri', 'mq', 'ora', 'orario', 'ore', 'giornata',
  'vorrei', 'volevo', 'vorremmo', 'volevamo', 'voglio', 'sapere', 'chiedere', 'chiedo', 'capire', 'avere',
  'bisogno', 'serve', 'servirebbe', 'servono', 'occorre', 'cerco', 'cerchiamo', 'cercavo', 'aiuto', 'aiutatemi',
  'aiutarmi', 'help', 'urgente', 'urgenza', 'subito', 'oggi', 'domani', 'possibile', 'possibilita', 'disponibile',
  'disponibili', 'disponibilita', 'potete', 'potreste', 'puoi', 'posso', 'possiamo', 'siete', 'fate', 'fare',
  'qualcuno', 'qualcosa', 'persona', 'professionista', 'servizio', 'servizi', 'lavoro', 'lavoretto', 'intervento',
  'contattare', 'contattatemi', 'chiamatemi', 'chiamare', 'risposta', 'rispondete', 'scrivo', 'scrivere', 'sito',
  'test', 'prova', 'xxx', 'boh', 'mah', 'niente', 'nulla', 'cosa', 'cose', 'tipo', 'po', 'mano',
];

const NO_JOB_WORDS = new Set([
  ...Object.keys(new langIt.StopwordsIt().dictionary).map(foldText),
  ...SMALL_TALK,
]);

/** `skip[i]` marks words already read as something else (a place name): they do not describe a job either. */
export function describesJob(tokens: readonly Token[], skip: readonly boolean[] = []): boolean {
  return tokens.some((token, index) => !skip[index] && !NO_JOB_WORDS.has(token.word) && !/^\d+$/.test(token.word));
}
