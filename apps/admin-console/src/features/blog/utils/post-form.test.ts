import { describe, expect, it } from 'vitest';
import { bodyOfForm, EMPTY_FORM, isComplete, parseTags, withTitle } from './post-form.ts';

describe('the blog post form', () => {
  it('splits tags on commas, trims them and drops empties', () => {
    expect(parseTags(' idraulica, , casa ,risparmio,')).toEqual(['idraulica', 'casa', 'risparmio']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('derives the slug from the title on creation only', () => {
    expect(withTitle(EMPTY_FORM, 'Perché la caldaia perde? Guida 2025', true).slug).toBe('perche-la-caldaia-perde-guida-2025');
    expect(withTitle({ ...EMPTY_FORM, slug: 'tenuto' }, 'Nuovo titolo', false).slug).toBe('tenuto');
  });

  it('is complete only with title, slug, excerpt, content and meta description', () => {
    const full = { ...EMPTY_FORM, title: 'T', slug: 't', excerpt: 'E', content: '<p>C</p>', metaDescription: 'M' };
    expect(isComplete(full)).toBe(true);
    for (const field of ['title', 'slug', 'excerpt', 'content', 'metaDescription'] as const) {
      expect(isComplete({ ...full, [field]: '  ' })).toBe(false);
    }
    expect(bodyOfForm({ ...full, categoryTags: 'a, ,b', callToAction: ' ' })).toEqual({
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: '<p>C</p>',
      metaDescription: 'M',
      categoryTags: ['a', 'b'],
      status: 'draft',
      featuredImage: null,
    });
  });
});
