import OpenAI from 'openai';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { removedForAnalysis } from '@trovapro/copy';
import { CATEGORIES, redactContacts } from '@trovapro/domain';
import type { AiProvider, AnalyzeRequestInput, RequestProfile } from './ai-provider.ts';
import { analyzeRequest, readVisitorText } from './builtin/analyze.ts';
import { getGazetteer } from './builtin/gazetteer.ts';
import { knownPlaces } from './builtin/known-places.ts';
import { OTHER_TRADE_NAMES } from './builtin/other-trades.ts';
import { fillFromLanding, numberQuestions, toProfile, type PlaceChoices, type VisitorReading } from './request-profile.ts';

export interface OpenAiOptions {
  apiKey: string;
  model: string;
  baseURL?: string;
  /** Per request, in milliseconds (default 15 s): the chat waits on it. */
  timeoutMs?: number;
  maxRetries?: number;
}

/** Where a failure is reported; the API passes its logger. */
export interface WarningLogger {
  warn(details: object, message: string): void;
}

/** The model's answer. The comune is a name only: the gazetteer resolves it, never the model's own codes. */
const ModelAnswerSchema = Type.Object(
  {
    category: Type.Union([Type.String({ minLength: 1, maxLength: 80 }), Type.Null()]),
    needsClarification: Type.Boolean(),
    clarificationQuestions: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 5 }),
    municipality: Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Null()]),
  },
  { additionalProperties: false },
);
type ModelAnswer = Static<typeof ModelAnswerSchema>;

/** The same shape as plain JSON Schema in the subset Structured Outputs accepts (strict: all required). */
const RESPONSE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'needsClarification', 'clarificationQuestions', 'municipality'],
  properties: {
    category: { type: ['string', 'null'] },
    needsClarification: { type: 'boolean' },
    clarificationQuestions: { type: 'array', items: { type: 'string' } },
    municipality: { type: ['string', 'null'] },
  },
};

const INSTRUCTIONS = [
  'Analizzi richieste di servizi scritte in italiano da privati. Leggi solo le parole del visitatore.',
  'category: una tra Idraulico, Elettricista, Imbianchino, Meccanico, Pulizie, Giardinaggio; per un altro bisogno, esattamente uno di questi mestieri: ' +
    [...OTHER_TRADE_NAMES].join(', ') +
    '; null se il testo non dice di quale lavoro si tratta o se il mestiere non è in questi elenchi.',
  'municipality: il nome ufficiale del comune italiano dove va fatto il lavoro (non dove abita o lavora il visitatore, se è un altro), o null se il testo non lo dice. Se il nome scritto può indicare più comuni (ad esempio «Reggio» o «Castelfranco» senza altre indicazioni), riportalo così come è scritto, senza sceglierne uno.',
  'needsClarification: true se category o municipality è null.',
  'clarificationQuestions: domande brevi in italiano solo su ciò che manca, senza numerazione; lista vuota se non servono.',
].join('\n');

/**
 * The text without the person: names (the one given in the chat's name field too, when known), street
 * addresses, phones, emails, links and personal codes. The model needs the job and the comune, not who
 * the visitor is or how to reach them.
 */
const minimise = (text: string | undefined, customerName: string | undefined) =>
  text === undefined ? undefined : redactContacts(text, { customerName, placeholders: removedForAnalysis, knownPlaces });

/**
 * Only the visitor's words go to the model: a landing page's service and place are defaults applied after,
 * by the same rule as the built-in analyzer (request-profile.ts), so the page can never outweigh the text.
 * Personal data is removed first (data minimisation: OpenAI never receives a name, an address, an email or
 * a phone number).
 */
function userMessage(input: AnalyzeRequestInput): string {
  const parts: [string, string | undefined][] = [
    ['Richiesta', minimise(input.userRequest, input.userName)],
    ['Conversazione precedente', minimise(input.context, input.userName)],
    ['Risposte alle domande', minimise(input.answers, input.userName)],
  ];
  return parts
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

const SIX = new Set<string>(CATEGORIES);
const TRADE_BY_FOLDED = new Map([...SIX, ...OTHER_TRADE_NAMES].map((name) => [name.toLocaleLowerCase('it'), name]));

/**
 * The model's category, kept to the six and the closed list of other trades (other-trades.ts), so the chat names
 * only a trade that was reviewed; a trade outside them is the built-in reading's, or none (the visitor is asked).
 */
function closedCategory(said: string | null, words: VisitorReading): string | null {
  if (said === null) return null;
  return TRADE_BY_FOLDED.get(said.trim().toLocaleLowerCase('it')) ?? words.category;
}

function profileFrom(answer: ModelAnswer, input: AnalyzeRequestInput, words: VisitorReading): RequestProfile {
  const category = closedCategory(answer.category, words);
  const named = answer.municipality ? getGazetteer().resolvePlace(answer.municipality) : null;
  // «Castro» from the model, «Castro (LE)» in the visitor's words: the words say which of the name's comuni.
  const settled = named && named.comune === null && words.comune && named.choices.includes(words.comune) ? words.comune : null;
  let comune = named?.comune ?? settled;
  let ambiguous: PlaceChoices | null = named && comune === null ? { written: answer.municipality!, comuni: named.choices } : null;
  // «idraulico a Reggio»: a model may pick one of the comuni the visitor's words fit; the visitor is asked instead.
  if (words.ambiguous && (comune === null || words.ambiguous.comuni.includes(comune))) [comune, ambiguous] = [null, words.ambiguous];
  const filled = fillFromLanding({ category, comune, ambiguous, describesJob: true }, input);
  const questions = answer.clarificationQuestions.map((question) => question.replace(/^\s*\d+[.)]\s*/, '').trim()).filter(Boolean);
  // The model's own wording when it asked about exactly what is still missing; ours otherwise (and for a choice of comuni).
  const asksWhatIsMissing =
    questions.length > 0 &&
    filled.missing.choices === null &&
    (category === null) === filled.missing.category &&
    (comune === null) === filled.missing.location;
  return asksWhatIsMissing ? toProfile(filled, numberQuestions(questions)) : toProfile(filled);
}

/** Structured Outputs through the `openai` SDK; any failure falls back to the built-in analyzer. */
export function createOpenAiProvider(options: OpenAiOptions, logger: WarningLogger = console): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 15_000,
    maxRetries: options.maxRetries ?? 1,
  });
  return {
    async analyzeRequest(input) {
      const words = readVisitorText(input);
      // A greeting or «info» describes no job: the answer is the same question whatever a model says, so no call.
      if (!words.describesJob) return analyzeRequest(input);
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: userMessage(input) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'lead_profile', strict: true, schema: RESPONSE_SCHEMA } },
        });
        const content = completion.choices[0]?.message.content;
        if (!content) throw new Error('Empty answer from the model');
        const answer: unknown = JSON.parse(content);
        if (!Value.Check(ModelAnswerSchema, answer)) throw new Error('The model answer does not match the schema');
        return profileFrom(answer, input, words);
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenAI analysis failed: using the built-in analyzer');
        return analyzeRequest(input);
      }
    },
  };
}
