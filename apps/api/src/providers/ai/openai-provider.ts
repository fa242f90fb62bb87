import OpenAI from 'openai';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { AiProvider, AnalyzeRequestInput, RequestProfile } from './ai-provider.ts';
import { analyzeRequest, clarificationFor, numberQuestions, toMunicipalityRef } from './builtin/analyze.ts';
import { getGazetteer } from './builtin/gazetteer.ts';

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
  'Analizzi richieste di servizi scritte in italiano da privati.',
  'category: una tra Idraulico, Elettricista, Imbianchino, Meccanico, Pulizie, Giardinaggio; per un altro bisogno il nome del servizio con iniziale maiuscola (es. "Commercialista", "Traslochi"); null se il bisogno non è chiaro.',
  'municipality: il nome ufficiale del comune italiano dove serve il servizio, o null se non è indicato.',
  'needsClarification: true se category è null o se manca il comune (e non è stato fornito un comune dalla pagina).',
  'clarificationQuestions: domande brevi in italiano solo su ciò che manca, senza numerazione; lista vuota se non servono.',
].join('\n');

function userMessage(input: AnalyzeRequestInput): string {
  const parts: [string, string | undefined][] = [
    ['Richiesta', input.userRequest],
    ['Conversazione precedente', input.context],
    ['Risposte alle domande', input.answers],
    ['Servizio indicato dalla pagina', input.prefilledService],
    ['Comune indicato dalla pagina', input.prefilledLocation],
    ['Contesto della pagina', input.landingContext],
  ];
  return parts
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function toProfile(answer: ModelAnswer, input: AnalyzeRequestInput): RequestProfile {
  const gazetteer = getGazetteer();
  const prefilled = input.prefilledLocation?.trim();
  const comune = (prefilled ? gazetteer.resolveName(prefilled) : null) ?? (answer.municipality ? gazetteer.resolveName(answer.municipality) : null);
  const missing = { category: answer.category === null, location: comune === null && !prefilled };
  const needsClarification = missing.category || missing.location;
  const questions = answer.clarificationQuestions.map((question) => question.replace(/^\s*\d+[.)]\s*/, '').trim()).filter(Boolean);
  return {
    category: answer.category,
    needsClarification,
    // The model's own wording when it asked; our questions when it did not but something is missing.
    clarificationQuestions: !needsClarification ? [] : questions.length > 0 ? numberQuestions(questions) : clarificationFor(missing),
    location: comune ? toMunicipalityRef(comune) : null,
  };
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
        return toProfile(answer, input);
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'OpenAI analysis failed: using the built-in analyzer');
        return analyzeRequest(input);
      }
    },
  };
}
