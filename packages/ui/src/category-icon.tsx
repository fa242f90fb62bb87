import { IconBolt, IconBrush, IconCar, IconSeedling, IconSpray, IconTool, IconTools, type Icon } from '@tabler/icons-react';
import { categoryIconKey, type CategoryIconKey } from '@trovapro/domain';

const ICONS: Record<CategoryIconKey, Icon> = {
  wrench: IconTool,
  bolt: IconBolt,
  'paint-brush': IconBrush,
  car: IconCar,
  broom: IconSpray,
  seedling: IconSeedling,
  tools: IconTools,
};

export interface CategoryIconProps {
  category: string;
  size?: number;
  stroke?: number;
}

/** The icon of a lead category (product §1); any other category gets the generic tools icon. */
export function CategoryIcon({ category, size = 20, stroke = 1.75 }: CategoryIconProps) {
  const key = categoryIconKey(category);
  const IconComponent = ICONS[key];
  return <IconComponent size={size} stroke={stroke} aria-hidden data-icon={key} />;
}
