import { newLeadNoticeTexts, partnerEmailTexts, pendingPartnerNoticeTexts } from '@trovapro/copy';
import { TEMPLATE_REGISTRY, type EmailTemplateName } from '@trovapro/domain';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../test/parsed-html.ts';
import { OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { adminNoticeBodies } from '../leads/leads.service.ts';
import { withOfferStopLink, type OfferLinks } from '../partners/partners.service.ts';
import { renderEmail, type PlaceholderValues } from './email-render.ts';
import { defaultTemplateText } from './templates.service.ts';

// Escaping by default (decision 0011) in every HTML email: the template's text (an admin writes it) and
// every value a person wrote (a request, a name, a business, a place, a refusal reason) carry markup.
// Parsed as a mail client parses it, the message has exactly the elements and attributes of the same message
// with plain values, and every value reads back as typed.

const ATTACK = `<script>alert(1)</script> "' "><img src=x onerror=alert(1)> </p><!--`;
type Typed = (field: string) => string;
const attack: Typed = (field) => `${field}:${ATTACK}`;
const plain: Typed = (field) => `${field}:Valore`;

function expectSameMarkup(hostile: string, reference: string, fields: readonly string[], typed: Typed = attack): void {
  const parsed = parseHtml(hostile);
  const expected = parseHtml(reference);
  expect(parsed.elements).toEqual(expected.elements);
  expect(parsed.attributes).toEqual(expected.attributes);
  expect(parsed.elements).not.toContain('img');
  expect(parsed.elements).not.toContain('script');
  expect(parsed.attributes.filter((attribute) => /\[on/.test(attribute))).toEqual([]);
  for (const field of fields)
    expect(
      parsed.values.some((value) => value.includes(typed(field))),
      field,
    ).toBe(true);
}

const names = Object.keys(TEMPLATE_REGISTRY.email) as EmailTemplateName[];

/** The template as an admin could save it: their own line first, then the built-in text. */
function template(name: EmailTemplateName, typed: Typed) {
  const builtIn = defaultTemplateText('email', name)!;
  return { subject: `${typed('subject')} ${builtIn.subject ?? ''}`, content: `${typed('templateText')}\n\n${builtIn.content}` };
}

/** Every value the template's message is given, typed (the place given once: `{inLocation}` comes from it). */
function values(name: EmailTemplateName, typed: Typed): PlaceholderValues {
  const given = TEMPLATE_REGISTRY.email[name] as readonly string[];
  return Object.fromEntries(given.filter((placeholder) => placeholder !== 'inLocation').map((placeholder) => [placeholder, typed(placeholder)]));
}

describe('HTML emails: what a person typed stays text', () => {
  it.each(names)('%s', (name) => {
    const hostile = renderEmail(template(name, attack), values(name, attack));
    const reference = renderEmail(template(name, plain), values(name, plain));
    const used = (TEMPLATE_REGISTRY.email[name] as readonly string[]).filter(
      (placeholder) => placeholder !== 'inLocation' && defaultTemplateText('email', name)!.content.includes(`{${placeholder}}`),
    );
    expectSameMarkup(hostile.html, reference.html, ['templateText', ...used]);
    // The text part and the subject take the values verbatim.
    expect(hostile.text).toContain(attack('templateText'));
    expect(hostile.subject).toContain(attack('subject'));
  });

  it('the offer email with its stop link', () => {
    const links: OfferLinks = {
      pageUrl: (id) => `https://pay.example/business/unsubscribe?b=${id}`,
      oneClickUrl: (id) => `https://pay.example/api/u?b=${id}`,
      verify: () => true,
    };
    const render = (typed: Typed) =>
      withOfferStopLink(renderEmail(template('lead_offer_email', typed), values('lead_offer_email', typed)), links, 'b-1', new OutboxSecrets()).html;
    expectSameMarkup(render(attack), render(plain), ['templateText', 'userRequest', 'businessName']);
  });

  it('the admins’ notices: a new lead, a sign-up waiting, the digest', () => {
    const lead = (typed: Typed) =>
      adminNoticeBodies(
        newLeadNoticeTexts.paragraphs({
          category: typed('category'),
          location: typed('location'),
          request: typed('request'),
          url: 'https://admin.example/l',
        }),
      ).html;
    expectSameMarkup(lead(attack), lead(plain), ['category', 'location', 'request']);

    const partner = (typed: Typed) =>
      adminNoticeBodies(
        pendingPartnerNoticeTexts.paragraphs({
          name: typed('name'),
          category: typed('category'),
          area: typed('area'),
          vatNumber: typed('vatNumber'),
          approvalTime: partnerEmailTexts.approvalTime(2),
          url: 'https://admin.example/p',
        }),
      ).html;
    expectSameMarkup(partner(attack), partner(plain), ['name', 'category', 'area', 'vatNumber']);

    const digest = (typed: Typed) =>
      adminNoticeBodies([
        ...newLeadNoticeTexts.digestParagraphs({
          count: 1,
          lines: [
            newLeadNoticeTexts.digestLine({
              category: typed('category'),
              inPlace: typed('inPlace'),
              at: '14/05 09:30',
              url: 'https://admin.example/l',
            }),
          ],
          more: 0,
          listUrl: 'https://admin.example/list',
        }),
        ...pendingPartnerNoticeTexts.digestParagraphs({
          count: 1,
          lines: [
            pendingPartnerNoticeTexts.digestLine({ name: typed('name'), category: typed('partnerCategory'), area: typed('area'), at: '14/05 09:30' }),
          ],
          url: 'https://admin.example/p',
        }),
      ]).html;
    expectSameMarkup(digest(attack), digest(plain), ['category', 'inPlace', 'name', 'partnerCategory', 'area']);
  });
});
