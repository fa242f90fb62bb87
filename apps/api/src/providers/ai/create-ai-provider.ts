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
