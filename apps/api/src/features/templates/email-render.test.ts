import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './email-render.ts';

describe('renderEmail', () => {
  const template = {
    subject: 'Richiesta di {category}',
    content: 'Ciao {userName},\n\nhai scritto:\n«{userRequest}»\n\n{unknown} resta com’è',
  };

  it('fills the text part verbatim and keeps unknown placeholders as written', () => {
    const email = renderEmail(template, { userName: 'Anna', userRequest: 'Perdita <sotto> il lavello & "altro"', category: 'Idraulico' });
    expect(email.subject).toBe('Richiesta di Idraulico');
    expect(email.text).toBe('Ciao Anna,\n\nhai scritto:\n«Perdita <sotto> il lavello & "altro"»\n\n{unknown} resta com’è');
  });

  it('escapes every value in the HTML part, and turns paragraphs and line breaks into markup', () => {
    const email = renderEmail(template, { userName: '<b>Anna</b>', userRequest: `<script>alert('x')</script>`, category: 'Idraulico' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Anna</b>');
    expect(email.html).toContain('<p>Ciao &lt;b&gt;Anna&lt;/b&gt;,</p>');
    expect(email.html).toContain('<p>hai scritto:<br>\n«&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;»</p>');
    expect(email.html).toMatch(/^<!doctype html>/);
  });

  it('keeps the subject on one line whatever the values hold', () => {
    expect(renderEmail(template, { category: 'Idraulico\r\nBcc: x@y.it' }).subject).toBe('Richiesta di Idraulico Bcc: x@y.it');
  });

  it('puts the place inside a sentence with its preposition, and leaves it out when unknown', () => {
    const offer = { subject: 'Nuova richiesta {inLocation}: {category}', content: 'Un cliente {inLocation} cerca aiuto.\n\nZona: {location}' };
    const known = renderEmail(offer, { category: 'Imbianchino', location: 'Agnone (Isernia)' });
    expect(known.subject).toBe('Nuova richiesta ad Agnone (Isernia): Imbianchino');
    expect(known.text).toBe('Un cliente ad Agnone (Isernia) cerca aiuto.\n\nZona: Agnone (Isernia)');
    expect(renderEmail(offer, { category: 'Idraulico', location: 'Fano (Pesaro e Urbino)' }).subject).toBe(
      'Nuova richiesta a Fano (Pesaro e Urbino): Idraulico',
    );
    for (const location of [null, undefined, '  ']) {
      const unknown = renderEmail(offer, { category: 'Imbianchino', location });
      expect(unknown.subject).toBe('Nuova richiesta: Imbianchino');
      expect(unknown.text).toBe('Un cliente cerca aiuto.\n\nZona: Non specificata');
      expect(`${unknown.subject} ${unknown.text} ${unknown.html}`).not.toMatch(/\bad? Non specificata/);
    }
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
