import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeLandingHtml } from './sanitize.ts';

const ATTACKS = [
  '<p>prima</p><script>alert(1)</script><p>dopo</p>',
  '<p onclick="alert(1)">testo</p>',
  '<div onmouseover="alert(1)" class="box">x</div>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<svg onload="alert(1)"><circle r="1"></circle></svg>',
  '<img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">stile</p>',
  '<iframe src="https://example.com"></iframe>',
  '<form action="/x"><input name="a"></form>',
  '<style>p{color:red}</style><p>ok</p>',
];

function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<svg|<iframe|<form|<input|<style/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript|data:text|style=/i);
  expect(html).not.toContain('alert');
}

describe('sanitizeLandingHtml (product §5 allowlist)', () => {
  it.each(ATTACKS)('removes the dangerous parts of %s', (attack) => {
    expectHarmless(sanitizeLandingHtml(attack));
  });

  it('keeps the allowed tags, class, id and every data-* attribute, with their nesting', () => {
    const html =
      '<div class="landing" id="servizi" data-location="Torino" data-service="idraulico" data-step="2">' +
      '<h1>Titolo</h1><h2>Sezione</h2><h3>Sotto</h3><p>Uno <strong>forte</strong> e <em>enfasi</em><br />a capo</p>' +
      '<ul><li><a href="/p/idraulico-moncalieri">Moncalieri</a></li></ul><ol><li>primo</li></ol></div>';
    expect(sanitizeLandingHtml(html)).toBe(html);
  });

  it('drops tags outside the allowlist but keeps their text', () => {
    expect(sanitizeLandingHtml('<p>uno <span>due</span> <b>tre</b></p><h4>quattro</h4><table><tr><td>5</td></tr></table>')).toBe(
      '<p>uno due tre</p>quattro5',
    );
  });

  it('allows web, relative, mail and phone links only', () => {
    expect(sanitizeLandingHtml('<a href="https://trovapro.it/x">a</a>')).toBe('<a href="https://trovapro.it/x">a</a>');
    expect(sanitizeLandingHtml('<a href="/p/x">a</a>')).toBe('<a href="/p/x">a</a>');
    expect(sanitizeLandingHtml('<a href="mailto:info@trovapro.it">a</a>')).toBe('<a href="mailto:info@trovapro.it">a</a>');
    expect(sanitizeLandingHtml('<a href="tel:+39011123456">a</a>')).toBe('<a href="tel:+39011123456">a</a>');
    expect(sanitizeLandingHtml('<a href="//evil.example/x">a</a>')).toBe('<a>a</a>');
    expect(sanitizeLandingHtml('<a href="ftp://x.example">a</a>')).toBe('<a>a</a>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and drops any other rel', () => {
    expect(sanitizeLandingHtml('<a href="https://x.it" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://x.it" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeLandingHtml('<a href="https://x.it" rel="opener">a</a>')).toBe('<a href="https://x.it">a</a>');
    expect(sanitizeLandingHtml('<a href="https://x.it" target="javascript:x">a</a>')).toBe('<a href="https://x.it">a</a>');
  });

  it('is stable: sanitizing twice changes nothing', () => {
    const once = sanitizeLandingHtml(`${ATTACKS.join('')}<p>L&#39;idraulico &amp; co. &lt;3</p>`);
    expect(sanitizeLandingHtml(once)).toBe(once);
  });
});

describe('sanitizeArticleHtml (blog allowlist)', () => {
  it.each(ATTACKS)('removes the dangerous parts of %s', (attack) => {
    expectHarmless(sanitizeArticleHtml(attack));
  });

  it('keeps headings, text formatting, lists, quotes, tables, figures and code with their nesting', () => {
    const html =
      '<h2>Costi</h2><h3>Dettaglio</h3><h4>Nota</h4><p>Testo <strong>forte</strong> <em>e</em> <b>b</b> <i>i</i> <u>u</u><br />riga</p>' +
      '<blockquote><p>citazione</p></blockquote><ul><li>uno</li></ul><ol><li>due</li></ol><hr />' +
      '<table><thead><tr><th colspan="2">Lavoro</th></tr></thead><tbody><tr><td rowspan="2">A</td><td>B</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example.it/a.jpg" alt="Foto" title="T" width="640" height="480" loading="lazy" /><figcaption>Didascalia</figcaption></figure>' +
      '<pre><code>codice</code></pre><p><a href="https://example.it" title="Sito">sito</a> e <a href="/blog">blog</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes images whose source is not http(s) or relative, and non-numeric sizes', () => {
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)" alt="x">')).toBe('');
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
    expect(sanitizeArticleHtml('<img src="/img/a.png" width="100%" height="20" onerror="x">')).toBe('<img src="/img/a.png" height="20" />');
  });

  it('turns h1 into h2 and drops tags outside the allowlist, keeping their text', () => {
    expect(sanitizeArticleHtml('<h1>Titolo</h1><div class="x"><span>testo</span></div>')).toBe('<h2>Titolo</h2>testo');
  });

  it('makes target=_blank links safe', () => {
    expect(sanitizeArticleHtml('<a href="https://x.it" target="_blank">a</a>')).toBe(
      '<a href="https://x.it" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
