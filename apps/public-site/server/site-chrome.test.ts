import { describe, expect, it } from 'vitest';
import { siteFooter } from '@trovapro/copy';
import { SITE_ICON_LINKS } from '@trovapro/frontend-server';
import { publicPages } from './test/public-pages.ts';

// What every public page shares: the site's icons in its head, and one footer — the same words, with the
// way to the blog — on every server-rendered page (the SPA writes the same footer: src/components/site-footer.tsx).

const footerOf = (html: string) => /<footer class="tp-footer">.*?<\/footer>/s.exec(html)?.[0] ?? '';
const serverRendered = Object.entries(publicPages).filter(([name]) => name !== 'spa-shell-404');

describe('every public page', () => {
  it.each(Object.entries(publicPages))('%s names the site icons (SVG, ICO, apple-touch) in its head', (_name, html) => {
    const head = html.slice(0, html.indexOf('</head>')).replace(/\s*\/>/g, '>');
    for (const link of SITE_ICON_LINKS) expect(head).toContain(link);
  });

  it.each(serverRendered)('%s ends with the one footer: the line, then the blog, «Diventa partner», privacy and terms', (_name, html) => {
    const footer = footerOf(html);
    expect(footer).toContain(`<p>${siteFooter.line(new Date().getFullYear())}</p>`);
    expect(footer).toContain(
      '<nav class="tp-footer-links" aria-label="Link del sito"><a href="/blog">Blog</a><a href="/aziende">Sei un’azienda? Diventa partner</a><a href="/privacy">Privacy</a><a href="/termini">Termini</a><a href="/termini-aziende">Termini aziende</a></nav>',
    );
  });

  it('has the same footer on every server-rendered page that knows who runs the service, and on every one that does not', () => {
    const withCompany = new Set(serverRendered.map(([, html]) => footerOf(html)).filter((footer) => footer.includes('tp-company')));
    const without = new Set(serverRendered.map(([, html]) => footerOf(html)).filter((footer) => !footer.includes('tp-company')));
    expect(withCompany.size).toBe(1);
    expect(without.size).toBe(1);
  });
});
