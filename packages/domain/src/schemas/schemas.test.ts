import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { BLOG_POST_STATUSES, BlogPostStatusSchema, CreateBlogPostBodySchema } from './blog-post.ts';
import { BusinessLeadViewSchema, CreateBusinessBodySchema, PAYMENT_FORMS, PurchaseResponseSchema } from './business.ts';
import { LeadSubmissionSchema } from './chat.ts';
import { EmailSchema, IdParamsSchema, MoneySchema, PositiveMoneySchema } from './common.ts';
import { EMAIL_STATUSES, EmailStatusSchema } from './email.ts';
import { BulkUpdateLandingPagesBodySchema, GENERATION_JOB_STATUSES, GenerationJobSchema, SlugSchema } from './landing-page.ts';
import { LEAD_SORTS, LEAD_STATUSES, LeadSortSchema, LeadStatusSchema, UpdateLeadBodySchema } from './lead.ts';
import { LEAD_EVENT_TYPES, LeadEventTypeSchema } from './lead-desk.ts';
import { TEMPLATE_TYPES, TemplateTypeSchema, UpdateTemplateBodySchema } from './template.ts';

const id = '3f0e7f6e-1111-4b8c-9a2d-1234567890ab';

describe('schemas', () => {
  it('keep literal unions and their const arrays in step', () => {
    const pairs: Array<[readonly string[], unknown]> = [
      [LEAD_STATUSES, LeadStatusSchema],
      [LEAD_SORTS, LeadSortSchema],
      [LEAD_EVENT_TYPES, LeadEventTypeSchema],
      [BLOG_POST_STATUSES, BlogPostStatusSchema],
      [TEMPLATE_TYPES, TemplateTypeSchema],
      [EMAIL_STATUSES, EmailStatusSchema],
      [GENERATION_JOB_STATUSES, GenerationJobSchema.properties.status],
      [PAYMENT_FORMS, PurchaseResponseSchema.properties.paymentForm],
    ];
    for (const [values, schema] of pairs) {
      const literals = (schema as { anyOf: Array<{ const: string }> }).anyOf.map((member) => member.const);
      expect(literals).toEqual([...values]);
    }
  });

  it('accept money and refuse floats, and a price of zero', () => {
    expect(Value.Check(MoneySchema, '15.00')).toBe(true);
    expect(Value.Check(MoneySchema, '15.5')).toBe(false);
    expect(Value.Check(MoneySchema, 15)).toBe(false);
    expect(Value.Check(PositiveMoneySchema, '0.00')).toBe(false);
    expect(Value.Check(PositiveMoneySchema, '000.00')).toBe(false);
    expect(Value.Check(PositiveMoneySchema, '0.50')).toBe(true);
  });

  it('let a lead PATCH carry only a status or a price', () => {
    expect(Value.Check(UpdateLeadBodySchema, { status: 'rejected' })).toBe(true);
    expect(Value.Check(UpdateLeadBodySchema, { price: '30.00' })).toBe(true);
    expect(Value.Check(UpdateLeadBodySchema, {})).toBe(false);
    expect(Value.Check(UpdateLeadBodySchema, { status: 'sent', price: '30.00' })).toBe(false);
    expect(Value.Check(UpdateLeadBodySchema, { userEmail: 'x@y.it' })).toBe(false);
    expect(Value.Check(UpdateLeadBodySchema, { status: 'archived' })).toBe(false);
    expect(Value.Check(UpdateLeadBodySchema, { price: '0.00' })).toBe(false);
  });

  it('refuse a template PATCH that carries its type', () => {
    expect(Value.Check(UpdateTemplateBodySchema, { content: 'Ciao' })).toBe(true);
    expect(Value.Check(UpdateTemplateBodySchema, { content: 'Ciao', type: 'chat' })).toBe(false);
  });

  it('refuse a lead submission that smuggles a price or a service outside the six', () => {
    const submission = { userEmail: 'anna@example.it', userRequest: 'Perdita sotto il lavello', userName: 'Anna', leadId: id, privacyConsent: true };
    expect(Value.Check(LeadSubmissionSchema, submission)).toBe(true);
    // Consent to share the request with businesses is required, and only `true` is consent.
    const { privacyConsent: _consent, ...withoutConsent } = submission;
    expect(Value.Check(LeadSubmissionSchema, withoutConsent)).toBe(false);
    for (const consent of [false, 'true', 1, null]) expect(Value.Check(LeadSubmissionSchema, { ...submission, privacyConsent: consent })).toBe(false);
    // The verification the chat received is required: it binds the lead to that chat.
    const { leadId: _leadId, ...withoutLeadId } = submission;
    expect(Value.Check(LeadSubmissionSchema, withoutLeadId)).toBe(false);
    expect(Value.Check(LeadSubmissionSchema, { ...submission, price: '1.00' })).toBe(false);
    // Issue 29: the service and the comune the visitor confirmed; only the six services, only an ISTAT code.
    expect(Value.Check(LeadSubmissionSchema, { ...submission, category: 'Idraulico', istatCode: '015146' })).toBe(true);
    for (const category of ['Avvocato', 'Altro', 'idraulico', '']) expect(Value.Check(LeadSubmissionSchema, { ...submission, category })).toBe(false);
    for (const istatCode of ['15146', 'Milano', '0151460']) expect(Value.Check(LeadSubmissionSchema, { ...submission, istatCode })).toBe(false);
  });

  it('take bulk landing page updates by ids or by filters, not both nor neither', () => {
    const updates = { isPublished: true };
    expect(Value.Check(BulkUpdateLandingPagesBodySchema, { ids: [id], updates })).toBe(true);
    expect(Value.Check(BulkUpdateLandingPagesBodySchema, { filters: { keyword: 'idraulico' }, updates })).toBe(true);
    expect(Value.Check(BulkUpdateLandingPagesBodySchema, { ids: [id], filters: {}, updates })).toBe(false);
    expect(Value.Check(BulkUpdateLandingPagesBodySchema, { updates })).toBe(false);
    expect(Value.Check(BulkUpdateLandingPagesBodySchema, { ids: Array(101).fill(id), updates })).toBe(false);
  });

  it('require the business fields of product §5', () => {
    const business = { name: 'Idraulica Rossi', email: 'info@rossi.it', category: 'Idraulico', location: 'Milano' };
    expect(Value.Check(CreateBusinessBodySchema, business)).toBe(true);
    expect(Value.Check(CreateBusinessBodySchema, { ...business, website: 'https://rossi.it' })).toBe(true);
    expect(Value.Check(CreateBusinessBodySchema, { ...business, website: '' })).toBe(true);
    expect(Value.Check(CreateBusinessBodySchema, { ...business, website: 'javascript:alert(1)' })).toBe(false);
    expect(Value.Check(CreateBusinessBodySchema, { ...business, name: '' })).toBe(false);
    expect(Value.Check(CreateBusinessBodySchema, { ...business, totalSpent: '9.00' })).toBe(false);
  });

  it('never put a contact detail in the lead a business sees', () => {
    const fields = Object.keys(BusinessLeadViewSchema.properties);
    expect(fields.filter((field) => /email|phone|name/i.test(field))).toEqual([]);
  });

  it('validate ids, slugs, blog posts and emails', () => {
    expect(Value.Check(IdParamsSchema, { id })).toBe(true);
    expect(Value.Check(IdParamsSchema, { id: '1; drop table leads' })).toBe(false);
    expect(Value.Check(SlugSchema, 'trova-idraulico-ancona')).toBe(true);
    expect(Value.Check(SlugSchema, 'Trova--x')).toBe(false);
    expect(
      Value.Check(CreateBlogPostBodySchema, {
        title: 'T',
        slug: 't',
        excerpt: 'E',
        content: '<p>C</p>',
        metaDescription: 'M',
        categoryTags: ['casa'],
      }),
    ).toBe(true);
    expect((EmailSchema as { pattern?: string }).pattern).toBe(EMAIL_PATTERN.source);
    expect(Value.Check(EmailSchema, 'anna@example.it')).toBe(true);
    expect(Value.Check(EmailSchema, 'anna@example')).toBe(false);
  });
});
