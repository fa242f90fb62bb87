import { emailTexts } from '@trovapro/copy';
import { inPlace, renderEmailMessage, type EmailTemplateText, type PlaceholderValueMap, type RenderedEmail } from '@trovapro/domain';

export type { EmailTemplateText, RenderedEmail };

/**
 * The values of an email. `location` is the place of the request («Agnone (Isernia)») or null when it is
 * unknown; `{location}` and `{inLocation}` are both derived from it (see `placeValues`).
 */
export type PlaceholderValues = Omit<PlaceholderValueMap, 'location' | 'inLocation'> & { location?: string | null };

/**
 * One rule for the place in every email: `{inLocation}` is the place with its preposition («ad Agnone
 * (Isernia)», from the domain's `inPlace`), `{location}` the bare place for lists («Zona: …»). An unknown
 * place: `{location}` says so («Non specificata») and `{inLocation}` is empty, so the renderer leaves it out
 * with the space before it and no sentence reads «a Non specificata».
 */
function placeValues({ location, ...values }: PlaceholderValues): PlaceholderValueMap {
  if (location === undefined) return values;
  const place = location?.trim() || null;
  return { ...values, location: place ?? emailTexts.locationUnknown, inLocation: place === null ? '' : inPlace(place) };
}

/**
 * Fills a template (`renderEmailMessage` of the domain: HTML escaped, plain text verbatim, subject on one
 * line). Throws `TemplateRenderError` rather than return a message with a placeholder or a stray brace left.
 */
export function renderEmail(template: EmailTemplateText, values: PlaceholderValues): RenderedEmail {
  return renderEmailMessage(template, placeValues(values));
}
