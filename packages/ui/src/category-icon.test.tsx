import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

function iconOf(category: string) {
  const { container } = renderWithTheme(<CategoryIcon category={category} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no icon rendered');
  return svg;
}

describe('CategoryIcon', () => {
  it('draws the icon of a known category', () => {
    const svg = iconOf('Idraulico');
    expect(svg.getAttribute('data-icon')).toBe('wrench');
    expect(svg.getAttribute('class')).toContain('tabler-icon-tool');
  });

  it('draws the generic tools icon for any other category', () => {
    const svg = iconOf('Fabbro');
    expect(svg.getAttribute('data-icon')).toBe('tools');
    expect(svg.getAttribute('class')).toContain('tabler-icon-tools');
  });
});
