/** «a, b e c»: a list inside an Italian sentence. */
export function italianList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * What a business of each of the six services does, as it follows «aziende di» in the consent of the chat's
 * details step («aziende di idraulica»). Keyed by the domain's category names.
 */
export const serviceTrades: Readonly<Record<string, string>> = {
  Idraulico: 'idraulica',
  Elettricista: 'impianti elettrici',
  Imbianchino: 'tinteggiatura',
  Meccanico: 'autoriparazione',
  Pulizie: 'pulizie',
  Giardinaggio: 'giardinaggio',
};
