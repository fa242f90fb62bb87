import type { Config } from '../../config.ts';
import type { AiProvider } from './ai-provider.ts';
import { createBuiltinAiProvider } from './builtin/analyze.ts';
import { createOpenAiProvider, type OpenAiOptions, type WarningLogger } from './openai-provider.ts';

export interface AiProviderOptions {
  /** Set when OPENAI_API_KEY is configured; otherwise the built-in Italian analyzer answers. */
  openai?: OpenAiOptions;
  logger?: WarningLogger;
}

export function createAiProvider(options: AiProviderOptions = {}): AiProvider {
  return options.openai ? createOpenAiProvider(options.openai, options.logger) : createBuiltinAiProvider();
}

/**
 * The options of the configured OpenAI (its failures reported to `logger`), or none for the built-in
 * analyzer and writer. `createWriter` takes the same options.
 */
export function configuredOpenAi(config: Pick<Config, 'openai'>, logger: WarningLogger): AiProviderOptions {
  const { openai } = config;
  if (openai === undefined) return {};
  return {
    openai: { apiKey: openai.apiKey, model: openai.model, ...(openai.baseUrl === undefined ? {} : { baseURL: openai.baseUrl }) },
    logger,
  };
}
