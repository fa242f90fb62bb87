/** The six lead categories of the product. Any other category is allowed and gets the generic icon. */
export const CATEGORIES = ['Idraulico', 'Elettricista', 'Imbianchino', 'Meccanico', 'Pulizie', 'Giardinaggio'] as const;
export type KnownCategory = (typeof CATEGORIES)[number];

export type CategoryIconKey = 'wrench' | 'bolt' | 'paint-brush' | 'car' | 'broom' | 'seedling' | 'tools';

const ICONS: Record<KnownCategory, CategoryIconKey> = {
  Idraulico: 'wrench',
  Elettricista: 'bolt',
  Imbianchino: 'paint-brush',
  Meccanico: 'car',
  Pulizie: 'broom',
  Giardinaggio: 'seedling',
};

export function isKnownCategory(category: string): category is KnownCategory {
  return (CATEGORIES as readonly string[]).includes(category);
}

export function categoryIconKey(category: string): CategoryIconKey {
  return isKnownCategory(category) ? ICONS[category] : 'tools';
}
