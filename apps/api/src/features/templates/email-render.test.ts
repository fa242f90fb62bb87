import { TemplateRenderError } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './email-render.ts';

describe('renderEmail', () => {
  it('puts the place inside a sentence with its preposition, and leaves it out when unknown', () => {
    const offer = { subject: 'Nuova richiesta {inLocation}: {category}', content: 'Un cliente {inLocation} cerca aiuto.\n\nZona: {location}' };
    const known = renderEmail(offer, { category: 'Imbianchino', location: 'Agnone (Isernia)' });
    expect(known.subject).toBe('Nuova richiesta ad Agnone (Isernia): Imbianchino');
    expect(known.text).toBe('Un cliente ad Agnone (Isernia) cerca aiuto.\n\nZona: Agnone (Isernia)');
    expect(renderEmail(offer, { category: 'Idraulico', location: 'Fano (Pesaro e Urbino)' }).subject).toBe(
      'Nuova richiesta a Fano (Pesaro e Urbino): Idraulico',
    );
    for (const location of [null, '  ']) {
      const unknown = renderEmail(offer, { category: 'Imbianchino', location });
      expect(unknown.subject).toBe('Nuova richiesta: Imbianchino');
      expect(unknown.text).toBe('Un cliente cerca aiuto.\n\nZona: Non specificata');
      expect(`${unknown.subject} ${unknown.text} ${unknown.html}`).not.toMatch(/\bad? Non specificata/);
    }
  });

  it('refuses a template using the place when no place was given, rather than send {location} raw', () => {
    expect(() => renderEmail({ subject: 'Ciao', content: 'Zona: {location}' }, { category: 'Idraulico' })).toThrow(TemplateRenderError);
  });

  it('writes the values into the HTML as text, the five HTML-special characters escaped', () => {
    const message = renderEmail({ subject: 'Ciao', content: 'Richiesta: {userRequest}' }, { userRequest: `<b>&"'</b>` });
    expect(message.html).toContain('<p>Richiesta: &lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;</p>');
    expect(message.text).toBe(`Richiesta: <b>&"'</b>`);
  });
});
