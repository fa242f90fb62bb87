import { defaultChatTemplates, personalisedWelcome, type ChatTemplateName } from '@trovapro/copy';
import { fillPlaceholders, inPlace, inSentence, type ChatTemplate, type TemplatePlaceholder } from '@trovapro/domain';

/**
 * The text of a chat template (product §3): the active template of that name, else the built-in
 * default; placeholders filled with the given values.
 */
export function chatText(
  templates: readonly ChatTemplate[],
  name: ChatTemplateName,
  values: Partial<Record<TemplatePlaceholder, string>> = {},
): string {
  const template = templates.find((candidate) => candidate.name === name && candidate.isActive && candidate.content.trim() !== '');
  return fillPlaceholders(template?.content ?? defaultChatTemplates[name], values);
}

export interface Prefill {
  prefilledService?: string | undefined;
  prefilledLocation?: string | undefined;
}

/**
 * Product §4 step 1: the personalised welcome when a landing page gave both service and place («Cerchi un
 * servizio di elettricisti ad Isernia?»), else the welcome template (or its default).
 */
export function welcomeText(templates: readonly ChatTemplate[], prefill: Prefill): string {
  const service = prefill.prefilledService?.trim();
  const location = prefill.prefilledLocation?.trim();
  return service && location ? personalisedWelcome(inSentence(service), inPlace(location)) : chatText(templates, 'welcome_message');
}
