import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_LINKS, readAppLinks } from './app-links.ts';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'trovapro-links');
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('readAppLinks', () => {
  it('reads the links written by the frontend server', () => {
    const links = { publicSiteUrl: 'https://www.trovapro.it', adminConsoleUrl: 'https://admin.trovapro.it', checkoutUrl: 'https://pay.trovapro.it' };
    expect(readAppLinks(documentWith(JSON.stringify(links)))).toEqual(links);
  });

  it('falls back to the local defaults without the tag, with bad JSON, or with non-http values', () => {
    expect(readAppLinks(documentWith(null))).toEqual(DEFAULT_APP_LINKS);
    expect(readAppLinks(documentWith('{not json'))).toEqual(DEFAULT_APP_LINKS);
    expect(readAppLinks(documentWith(JSON.stringify({ publicSiteUrl: 'javascript:alert(1)' }))).publicSiteUrl).toBe(DEFAULT_APP_LINKS.publicSiteUrl);
  });
});
