import { describe, expect, it } from 'vitest';
import { renderEmailMessage } from './email-message.ts';
import { TemplateRenderError } from './template-placeholders.ts';

describe('renderEmailMessage', () => {
  const template = {
    subject: 'Richiesta di {category}',
    content: 'Ciao {userName},\n\nhai scritto:\n«{userRequest}»\n\nPrezzi {{indicativi}}',
  };

  it('fills the text part verbatim, and writes doubled braces once', () => {
    const email = renderEmailMessage(template, { userName: 'Anna', userRequest: 'Perdita <sotto> il lavello & "altro"', category: 'Idraulico' });
    expect(email.subject).toBe('Richiesta di Idraulico');
    expect(email.text).toBe('Ciao Anna,\n\nhai scritto:\n«Perdita <sotto> il lavello & "altro"»\n\nPrezzi {indicativi}');
  });

  it('escapes every value in the HTML part, and turns paragraphs and line breaks into markup', () => {
    const email = renderEmailMessage(template, { userName: '<b>Anna</b>', userRequest: `<script>alert('x')</script>`, category: 'Idraulico' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Anna</b>');
    expect(email.html).toContain('<p>Ciao &lt;b&gt;Anna&lt;/b&gt;,</p>');
    expect(email.html).toContain('<p>hai scritto:<br>\n«&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;»</p>');
    expect(email.html).toContain('<p>Prezzi {indicativi}</p>');
    expect(email.html).toMatch(/^<!doctype html>/);
  });

  it('keeps the subject on one line whatever the values hold', () => {
    expect(renderEmailMessage(template, { category: 'Idraulico\r\nBcc: x@y.it', userName: 'A', userRequest: 'R' }).subject).toBe(
      'Richiesta di Idraulico Bcc: x@y.it',
    );
  });

  it('throws rather than send a placeholder without a value or a stray brace', () => {
    expect(() => renderEmailMessage(template, { userName: 'Anna', category: 'Idraulico' })).toThrow(TemplateRenderError);
    expect(() => renderEmailMessage({ subject: 'Ciao {userName', content: 'Testo' }, { userName: 'Anna' })).toThrow(TemplateRenderError);
  });
});
