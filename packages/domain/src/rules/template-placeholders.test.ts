import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import {
  CHAT_TEMPLATE_NAMES,
  EMAIL_TEMPLATE_NAMES,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_REGISTRY,
  TemplateRenderError,
  allowedPlaceholders,
  extractPlaceholders,
  fillPlaceholders,
  isShippedTemplate,
  parseTemplate,
  renderTemplateText,
  templateIssues,
} from './template-placeholders.ts';

describe('template placeholders', () => {
  it('includes every placeholder of product §3', () => {
    for (const name of [
      'userEmail',
      'userRequest',
      'category',
      'location',
      'price',
      'businessName',
      'businessEmail',
      'leadId',
      'verificationUrl',
      'purchaseUrl',
    ]) {
      expect(TEMPLATE_PLACEHOLDERS).toContain(name);
    }
  });

  it('extracts each placeholder once, in order, across subject and content', () => {
    expect(extractPlaceholders('Nuovo lead {category}', 'Ciao {businessName}, lead {category} a {location}: {price}€')).toEqual([
      'category',
      'businessName',
      'location',
      'price',
    ]);
  });

  it('reads doubled braces as literal braces, never as a placeholder', () => {
    expect(extractPlaceholders('{ spazio } {} {1abc} {{doppie}} {a-b}', null, undefined)).toEqual([]);
    expect(extractPlaceholders('')).toEqual([]);
    expect(parseTemplate('Prezzo {{fisso}}: {price}').parts).toEqual([{ text: 'Prezzo {fisso}: ' }, { placeholder: 'price' }]);
    expect(parseTemplate('{{{userName}}}').parts).toEqual([{ text: '{' }, { placeholder: 'userName' }, { text: '}' }]);
  });
});

describe('brace problems', () => {
  const problems = (text: string) => parseTemplate(text).problems;

  it('finds an unclosed brace, naming what follows it', () => {
    expect(problems('Scrivi a {userEmail per conferma')).toEqual([{ kind: 'unclosed', fragment: '{userEmail' }]);
    expect(problems('{userEmail {price}')).toEqual([{ kind: 'unclosed', fragment: '{userEmail' }]);
    expect(problems('fine {')).toEqual([{ kind: 'unclosed', fragment: '{' }]);
  });

  it('finds a closing brace without its opening one', () => {
    expect(problems('Ciao userName}')).toEqual([{ kind: 'unopened', fragment: '}' }]);
    expect(problems('{a}}')).toEqual([{ kind: 'unopened', fragment: '}' }]);
  });

  it('finds braces around something that is not a name', () => {
    expect(problems('{ nome } {} {1a} {a-b}')).toEqual([
      { kind: 'malformed', fragment: '{ nome }' },
      { kind: 'malformed', fragment: '{}' },
      { kind: 'malformed', fragment: '{1a}' },
      { kind: 'malformed', fragment: '{a-b}' },
    ]);
  });

  it('finds nothing in doubled braces and well-formed placeholders', () => {
    expect(problems('{{ JSON }} e {userName} {{}}')).toEqual([]);
  });
});

describe('the registry of the placeholders each message is given', () => {
  it('has every template the API sends and the chat reads, with placeholders of the vocabulary only', () => {
    expect(Object.keys(TEMPLATE_REGISTRY.email).sort()).toEqual(Object.values(EMAIL_TEMPLATE_NAMES).sort());
    expect(Object.keys(TEMPLATE_REGISTRY.chat).sort()).toEqual(Object.values(CHAT_TEMPLATE_NAMES).sort());
    for (const type of ['email', 'chat'] as const) {
      for (const [name, placeholders] of Object.entries(TEMPLATE_REGISTRY[type])) {
        for (const placeholder of placeholders) expect(TEMPLATE_PLACEHOLDERS, `${type}/${name}`).toContain(placeholder);
        // `{inLocation}` is derived from the place the message is given as `{location}`.
        if ((placeholders as readonly string[]).includes('inLocation')) expect(placeholders, name).toContain('location');
      }
    }
  });

  it('gives a template no message uses no placeholder', () => {
    expect(isShippedTemplate('email', 'lead_offer_email')).toBe(true);
    expect(isShippedTemplate('chat', 'lead_offer_email')).toBe(false);
    expect(isShippedTemplate('email', 'promemoria')).toBe(false);
    expect(isShippedTemplate('email', 'toString')).toBe(false);
    expect(allowedPlaceholders('email', 'promemoria')).toEqual([]);
    expect(allowedPlaceholders('chat', 'email_request')).toEqual(['category']);
  });
});

describe('templateIssues', () => {
  it('refuses a placeholder the message is not given, naming the field and every such placeholder', () => {
    expect(templateIssues('email', 'partner_refused_email', { subject: 'Esito', content: 'Ciao {businessName}, {price} e {userPhone}' })).toEqual([
      { field: 'content', kind: 'not_allowed', placeholders: ['price', 'userPhone'] },
    ]);
    expect(templateIssues('email', 'partner_refused_email', { subject: '{category}', content: 'Ciao {businessName}' })).toEqual([
      { field: 'subject', kind: 'not_allowed', placeholders: ['category'] },
    ]);
  });

  it('lists the subject before the content, and brace problems with the placeholders', () => {
    expect(
      templateIssues('email', 'verification_code_email', { subject: 'Codice {verificationCode', content: 'Per {userEmail} e {sconto}' }),
    ).toEqual([
      { field: 'subject', kind: 'unclosed', fragment: '{verificationCode' },
      { field: 'content', kind: 'not_allowed', placeholders: ['sconto'] },
    ]);
  });

  it('accepts the placeholders of its message and doubled braces', () => {
    expect(templateIssues('chat', 'lead_confirmation', { content: 'Grazie {userName}! {{scriveremo}} a {userEmail}' })).toEqual([]);
    expect(templateIssues('email', 'promemoria', { subject: 'Promemoria', content: 'Testo senza segnaposto {{ok}}' })).toEqual([]);
    expect(templateIssues('email', 'promemoria', { subject: null, content: 'Ciao {userName}' })).toEqual([
      { field: 'content', kind: 'not_allowed', placeholders: ['userName'] },
    ]);
  });
});

describe('renderTemplateText', () => {
  it('fills every placeholder and writes doubled braces once', () => {
    expect(renderTemplateText('Ciao {userName}, {{codice}}: {verificationCode}', { userName: 'Anna', verificationCode: '1234' })).toBe(
      'Ciao Anna, {codice}: 1234',
    );
  });

  it('takes the space before an empty value away', () => {
    expect(renderTemplateText('Un cliente {inLocation} cerca aiuto.', { inLocation: '' })).toBe('Un cliente cerca aiuto.');
    expect(renderTemplateText('Ciao {userName},', { userName: '' })).toBe('Ciao,');
  });

  it('refuses a placeholder without a value and any brace problem, rather than send them raw', () => {
    expect(() => renderTemplateText('Prezzo: {price}', { userName: 'Anna' })).toThrow(TemplateRenderError);
    expect(() => renderTemplateText('Prezzo: {price}', { userName: 'Anna' })).toThrow(/price/);
    expect(() => renderTemplateText('Scrivi a {userEmail', { userEmail: 'a@b.it' })).toThrow(TemplateRenderError);
    expect(() => renderTemplateText('fine }', {})).toThrow(TemplateRenderError);
    expect(() => renderTemplateText('{sconosciuto}', {})).toThrow(/sconosciuto/);
  });

  it('inserts values verbatim, without reading placeholders inside them, and escapes text and values alike', () => {
    expect(renderTemplateText('{userRequest}', { userRequest: '{price} <b>', price: '10.00' })).toBe('{price} <b>');
    expect(renderTemplateText('<{{x}}> {userName}', { userName: '<b>Anna</b>' }, escapeHtml)).toBe('&lt;{x}&gt; &lt;b&gt;Anna&lt;/b&gt;');
  });
});

describe('fillPlaceholders (the chat: never fails)', () => {
  it('fills known placeholders and leaves the rest as written', () => {
    expect(
      fillPlaceholders('Grazie {userName}! Scriveremo a {userEmail} per {category} {sconosciuto}', {
        userName: 'Anna',
        userEmail: 'anna@example.it',
      }),
    ).toBe('Grazie Anna! Scriveremo a anna@example.it per {category} {sconosciuto}');
  });

  it('writes doubled braces once, and keeps a brace problem as written', () => {
    expect(fillPlaceholders('{{ciao}} {userName', { userName: 'Anna' })).toBe('{ciao} {userName');
  });

  it('inserts values verbatim, without re-expanding placeholders inside them', () => {
    expect(fillPlaceholders('{userRequest}', { userRequest: '{price} <b>', price: '10.00' })).toBe('{price} <b>');
  });
});
