import { describe, expect, it } from 'vitest';
import { getGazetteer } from '../ai/index.ts';
import { parseHtml } from '../../test/parsed-html.ts';
import { landingContent } from './landing/write-landing-page.ts';

// The writers' html tag (decision 0011): a keyword or a comune's name with markup stays text even before the
// sanitizer, which every page still goes through.

const ATTACK = `<script>alert(1)</script> "' "><img src=x onerror=alert(1)>`;

describe('the landing page writer', () => {
  it('writes a keyword and comune names with markup as text, before any sanitizer', () => {
    const target = getGazetteer().comuni[0]!;
    const hostile = landingContent({
      keyword: `idraulico ${ATTACK}`,
      isPlural: false,
      comune: { ...target, name: `${target.name} ${ATTACK}` },
      nearby: [{ name: `Vicino ${ATTACK}`, slug: 'idraulico-vicino' }],
      figures: { activePartnersInProvince: 2, requestsFromArea: 3 },
    });
    const parsed = parseHtml(hostile);
    expect(parsed.elements).not.toContain('script');
    expect(parsed.elements).not.toContain('img');
    expect(parsed.attributes.filter((attribute) => /\[on/.test(attribute))).toEqual([]);
    expect(parsed.values.some((value) => value.includes(`idraulico ${ATTACK}`))).toBe(true);
    expect(parsed.values.some((value) => value.includes(`Vicino ${ATTACK}`))).toBe(true);
  });
});
