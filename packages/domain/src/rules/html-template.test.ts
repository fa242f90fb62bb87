import { describe, expect, it } from 'vitest';
import { html, htmlTag, joinHtml, jsonLdScript, SafeHtml, styleElement, trustedHtml } from './html-template.ts';

const ATTACK = `<script>alert(1)</script>"'"><img src=x onerror=alert(1)>`;

describe('html`…`', () => {
  it('escapes every interpolated string, in text and in a quoted attribute', () => {
    const out = html`<p title="${ATTACK}">${ATTACK}</p>`.toString();
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
  });

  it('writes markup it made, and trustedHtml, as it is (nested once, not escaped twice)', () => {
    const inner = html`<b>${'a & b'}</b>`;
    expect(html`<p>${inner}</p>`.toString()).toBe('<p><b>a &amp; b</b></p>');
    expect(html`<div>${trustedHtml('<h2>Sanitized</h2>')}</div>`.toString()).toBe('<div><h2>Sanitized</h2></div>');
  });

  it('joins arrays with nothing, escaping their strings and keeping their fragments', () => {
    expect(html`<ul>${['<x>', html`<li>1</li>`, [html`<li>2</li>`, 'y']]}</ul>`.toString()).toBe('<ul>&lt;x&gt;<li>1</li><li>2</li>y</ul>');
  });

  it('writes nothing for null, undefined and false, and numbers as they are (0 included)', () => {
    expect(html`[${null}${undefined}${false}${0}${12.5}]`.toString()).toBe('[012.5]');
  });

  it('refuses an unquoted attribute value, where a space would open an attribute of its own', () => {
    expect(() => html`<a href=${'x onmouseover=alert(1)'}>`).toThrow(/unquoted attribute/);
    expect(() => html`<a data-x=${'1'}>`).toThrow(/unquoted attribute/);
    // A value after "=" in text is fine.
    expect(html`<p>1 + 1 = ${2}</p>`.toString()).toBe('<p>1 + 1 = 2</p>');
  });

  it('makes SafeHtml only through its own functions', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the point is calling the constructor as other code would
    expect(() => new (SafeHtml as any)(Symbol('SafeHtml'), '<script>')).toThrow(/made only by/);
    expect(String(html`<i>${'x'}</i>`)).toBe('<i>x</i>');
  });

  it('can be made with another text rule (the writers keep apostrophes)', () => {
    const keepApostrophe = htmlTag((text) => text.replaceAll('<', '&lt;'));
    expect(keepApostrophe`<p>${"l'<b>"}</p>`.toString()).toBe("<p>l'&lt;b></p>");
  });
});

describe('joinHtml', () => {
  it('puts the separator between fragments and escapes strings', () => {
    expect(joinHtml([html`<li>a</li>`, '<b>', null], html`\n  `).toString()).toBe('<li>a</li>\n  &lt;b&gt;\n  ');
    expect(joinHtml([], html`,`).toString()).toBe('');
  });
});

describe('jsonLdScript', () => {
  it('writes JSON that cannot close its script element or open a comment', () => {
    const out = jsonLdScript({ name: '</script><script>alert(1)</script><!--', amp: 'a & b', line: '\u2028' }).toString();
    expect(out).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--","amp":"a \\u0026 b","line":"\\u2028"}</script>',
    );
    const json = out.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--', amp: 'a & b', line: '\u2028' });
  });
});

describe('styleElement', () => {
  it('writes CSS as it is, and refuses CSS that would close the element', () => {
    expect(styleElement('a>b{content:"&"}').toString()).toBe('<style>a>b{content:"&"}</style>');
    expect(() => styleElement('a{}</STYLE><script>alert(1)</script>')).toThrow(/close/);
  });
});
