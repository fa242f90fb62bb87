import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close a quoted attribute', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml(`<a title='x' href="y">Tom & Jerry</a>`)).toBe('&lt;a title=&#39;x&#39; href=&quot;y&quot;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('leaves every other text as it is, entities included (no double decoding)', () => {
    expect(escapeHtml('Perdita d’acqua a Forlì')).toBe('Perdita d’acqua a Forlì');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});
