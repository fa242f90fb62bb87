import type { TemplateType } from '../schemas/template.ts';

/**
 * Every placeholder a template may hold: product §3's list, plus `userName` (product §3 lead confirmation chat
 * template), `userPhone` (the contacts email to a buyer), `verificationCode` (the code email) and
 * `inLocation`: the place inside a sentence, with its preposition («ad Agnone (Isernia)», «a Fano»),
 * left out with the space before it when the place is unknown (`{location}` is the bare place, for lists).
 * Privacy: `maxBuyers` (how many businesses may receive a request), `eraseUrl` (the confirmation email's
 * self-erase link) and `businessPhone` (the business that bought, in the email to the customer).
 * Partners and receipts: `receiptNumber`, `receiptUrl`, `netAmount`, `vatRate`, `vatAmount` (the receipt
 * email; `price` is its total) and `refusalReason` (the email to a refused sign-up).
 * The offer email: `availability` (how many businesses may buy it and how many places are left, a sentence)
 * and `nearby` («della zona» when the business is of the lead's comune or province, else nothing).
 * The sign-up received email: `approvalTime` («2 giorni lavorativi»).
 * The customer's request page (issue 34): `maxOffers` (LEAD_MAX_OFFERS: to how many businesses a request may be
 * offered in all), `requestUrl` (the request page's signed link), `requestList` (the emailed list of a customer's
 * requests, each with its link); the customer's choice: `proposals` («3 aziende») and `choiceLimit` («puoi
 * sceglierne al massimo 3»).
 * Reviews (issue 34): `reviewUrl` (the review request email's signed link), `rating` («★★★★☆ (4 su 5)»),
 * `reviewComment` (the customer's words, or a line saying there are none), `replyUntil` (dd/MM/yyyy) and
 * `areaUrl` (the «Recensioni» page of the Area aziende), in the email to the business.
 *
 * Which of them a template may use is `TEMPLATE_REGISTRY`'s: the ones its message is given.
 */
export const TEMPLATE_PLACEHOLDERS = [
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
  'userName',
  'userPhone',
  'verificationCode',
  'inLocation',
  'maxBuyers',
  'eraseUrl',
  'businessPhone',
  'receiptNumber',
  'receiptUrl',
  'netAmount',
  'vatRate',
  'vatAmount',
  'refusalReason',
  'availability',
  'nearby',
  'approvalTime',
  'proposals',
  'choiceLimit',
  'requestUrl',
  'maxOffers',
  'requestList',
  'reviewUrl',
  'rating',
  'reviewComment',
  'replyUntil',
  'areaUrl',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** Names of the chat templates the public chat reads (product §3), each with a built-in default text. */
export const CHAT_TEMPLATE_NAMES = {
  welcome: 'welcome_message',
  clarificationRequest: 'clarification_request',
  emailRequest: 'email_request',
  leadConfirmation: 'lead_confirmation',
  verificationCode: 'verification_code_message',
} as const;

/** Names of the email templates the API sends from (issue "Templates"). */
export const EMAIL_TEMPLATE_NAMES = {
  verificationCode: 'verification_code_email',
  leadConfirmation: 'lead_confirmation_email',
  leadOffer: 'lead_offer_email',
  purchaseContacts: 'purchase_contacts_email',
  refundNotice: 'refund_notice_email',
  leadPurchasedCustomer: 'lead_purchased_customer_email',
  partnerSignupCode: 'partner_signup_code_email',
  partnerSignupReceived: 'partner_signup_received_email',
  partnerApproved: 'partner_approved_email',
  partnerRefused: 'partner_refused_email',
  purchaseReceipt: 'purchase_receipt_email',
  leadChoice: 'lead_choice_email',
  customerRequestLink: 'customer_request_link_email',
  customerStopNotice: 'customer_stop_notice_email',
  reviewRequest: 'review_request_email',
  reviewReceived: 'review_received_email',
} as const;

/** The place of a request: a message given `location` is given `inLocation` too (both come from one place). */
const PLACE = ['location', 'inLocation'] as const;

/**
 * The one registry: for each template a message is sent from, the placeholders that message is given.
 * A template may use only these (saving any other is refused), and its message always fills them all.
 * A template whose name no message uses (an admin's own) is sent by nothing, so it has none.
 * The partners' emails get their «Zona» («Provincia di Parma») as `location`, which is no comune to put a
 * preposition before: no `inLocation` there.
 */
export const TEMPLATE_REGISTRY = {
  email: {
    verification_code_email: ['verificationCode', 'userEmail'],
    lead_confirmation_email: ['userName', 'userEmail', 'userRequest', 'category', ...PLACE, 'maxBuyers', 'maxOffers', 'requestUrl', 'eraseUrl'],
    lead_offer_email: [
      'businessName',
      'businessEmail',
      'category',
      ...PLACE,
      'userRequest',
      'price',
      'maxBuyers',
      'availability',
      'nearby',
      'purchaseUrl',
      'leadId',
    ],
    purchase_contacts_email: [
      'businessName',
      'businessEmail',
      'category',
      ...PLACE,
      'userName',
      'userEmail',
      'userPhone',
      'userRequest',
      'price',
      'leadId',
    ],
    refund_notice_email: ['businessName', 'businessEmail', 'category', ...PLACE, 'price', 'leadId'],
    lead_purchased_customer_email: [
      'userName',
      'userEmail',
      'category',
      ...PLACE,
      'businessName',
      'businessEmail',
      'businessPhone',
      'maxBuyers',
      'requestUrl',
      'eraseUrl',
      'leadId',
    ],
    partner_signup_code_email: ['businessName', 'businessEmail', 'verificationCode'],
    partner_signup_received_email: ['businessName', 'businessEmail', 'category', 'location', 'approvalTime'],
    partner_approved_email: ['businessName', 'businessEmail', 'category', 'location'],
    partner_refused_email: ['businessName', 'businessEmail', 'refusalReason'],
    purchase_receipt_email: [
      'businessName',
      'businessEmail',
      'category',
      ...PLACE,
      'receiptNumber',
      'receiptUrl',
      'netAmount',
      'vatRate',
      'vatAmount',
      'price',
      'leadId',
    ],
    lead_choice_email: ['userName', 'userEmail', 'category', ...PLACE, 'proposals', 'choiceLimit', 'requestUrl', 'leadId'],
    customer_request_link_email: ['userName', 'userEmail', 'requestList'],
    customer_stop_notice_email: ['businessName', 'businessEmail', 'category', ...PLACE, 'userName', 'leadId'],
    review_request_email: ['userName', 'userEmail', 'category', ...PLACE, 'businessName', 'reviewUrl', 'leadId'],
    review_received_email: ['businessName', 'businessEmail', 'category', ...PLACE, 'rating', 'reviewComment', 'replyUntil', 'areaUrl', 'leadId'],
  },
  chat: {
    welcome_message: [],
    clarification_request: [],
    email_request: ['category'],
    lead_confirmation: ['userName', 'userEmail'],
    verification_code_message: ['userEmail'],
  },
} as const satisfies {
  readonly email: { readonly [N in (typeof EMAIL_TEMPLATE_NAMES)[keyof typeof EMAIL_TEMPLATE_NAMES]]: readonly TemplatePlaceholder[] };
  readonly chat: { readonly [N in (typeof CHAT_TEMPLATE_NAMES)[keyof typeof CHAT_TEMPLATE_NAMES]]: readonly TemplatePlaceholder[] };
};

export type EmailTemplateName = keyof (typeof TEMPLATE_REGISTRY)['email'];
/** The placeholders the message of email template N is given. */
export type EmailPlaceholderOf<N extends EmailTemplateName> = (typeof TEMPLATE_REGISTRY)['email'][N][number];

/** True when a message is sent from the template of this type and name (it has a built-in text). */
export function isShippedTemplate(type: TemplateType, name: string): boolean {
  return Object.hasOwn(TEMPLATE_REGISTRY[type], name);
}

/** The placeholders the template of this type and name may use: its message's, none for a template no message uses. */
export function allowedPlaceholders(type: TemplateType, name: string): readonly TemplatePlaceholder[] {
  const registry: Readonly<Record<string, readonly TemplatePlaceholder[]>> = TEMPLATE_REGISTRY[type];
  return isShippedTemplate(type, name) ? (registry[name] ?? []) : [];
}

/** A piece of a parsed template: literal text (doubled braces already made single) or a placeholder. */
export type TemplatePart = { readonly text: string } | { readonly placeholder: string };

/**
 * A brace that is no placeholder and no doubled brace: `unclosed` («{userEmail»), `unopened` (a lone «}»),
 * `malformed` (braces around something that is not a name: «{ nome }», «{}», «{1a}»). `fragment` is the text
 * to show the admin.
 */
export interface BraceProblem {
  readonly kind: 'unclosed' | 'unopened' | 'malformed';
  readonly fragment: string;
}

export interface ParsedTemplate {
  readonly parts: readonly TemplatePart[];
  readonly problems: readonly BraceProblem[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FRAGMENT_LENGTH = 30;

/**
 * Reads a template: `{name}` is a placeholder, `{{` and `}}` write a literal brace, any other brace is a
 * problem (kept as literal text in `parts`, so a lenient reader shows it as written).
 */
export function parseTemplate(text: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  const problems: BraceProblem[] = [];
  let literal = '';
  const flush = () => {
    if (literal !== '') parts.push({ text: literal });
    literal = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    const pair = text.slice(index, index + 2);
    if (pair === '{{' || pair === '}}') {
      literal += char;
      index += 2;
    } else if (char === '}') {
      problems.push({ kind: 'unopened', fragment: '}' });
      literal += char;
      index += 1;
    } else if (char === '{') {
      const close = text.indexOf('}', index + 1);
      const nextOpen = text.indexOf('{', index + 1);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        const end = nextOpen === -1 ? text.length : nextOpen;
        problems.push({ kind: 'unclosed', fragment: clip(/^\{\S*/.exec(text.slice(index, end))?.[0] ?? '{') });
        literal += char;
        index += 1;
      } else {
        const inner = text.slice(index + 1, close);
        if (NAME.test(inner)) {
          flush();
          parts.push({ placeholder: inner });
        } else {
          problems.push({ kind: 'malformed', fragment: clip(text.slice(index, close + 1)) });
          literal += text.slice(index, close + 1);
        }
        index = close + 1;
      }
    } else {
      literal += char;
      index += 1;
    }
  }
  flush();
  return { parts, problems };
}

const clip = (fragment: string) => (fragment.length > FRAGMENT_LENGTH ? `${fragment.slice(0, FRAGMENT_LENGTH)}…` : fragment);

/** The `{names}` used in the texts, each once, in order of first appearance (doubled braces are no placeholder). */
export function extractPlaceholders(...texts: ReadonlyArray<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const part of parseTemplate(text ?? '').parts) if ('placeholder' in part) found.add(part.placeholder);
  }
  return [...found];
}

export type TemplateField = 'subject' | 'content';

/** What breaks the rule in a template's field: a brace problem, or placeholders its message is not given. */
export type TemplateIssue =
  | ({ readonly field: TemplateField } & BraceProblem)
  | { readonly field: TemplateField; readonly kind: 'not_allowed'; readonly placeholders: readonly string[] };

/**
 * Everything that breaks the rule in a template (subject first, then content): each field's brace problems,
 * and the placeholders that its message is not given (all of a field's in one issue). Empty: the template
 * can be saved and sent.
 */
export function templateIssues(
  type: TemplateType,
  name: string,
  texts: { readonly subject?: string | null; readonly content: string },
): TemplateIssue[] {
  const allowed = new Set<string>(allowedPlaceholders(type, name));
  const issues: TemplateIssue[] = [];
  for (const [field, text] of [
    ['subject', texts.subject ?? ''],
    ['content', texts.content],
  ] as const) {
    const parsed = parseTemplate(text);
    issues.push(...parsed.problems.map((problem) => ({ field, ...problem })));
    const notAllowed = extractPlaceholders(text).filter((placeholder) => !allowed.has(placeholder));
    if (notAllowed.length > 0) issues.push({ field, kind: 'not_allowed', placeholders: notAllowed });
  }
  return issues;
}

/** A template that cannot become a message: a brace problem, or a placeholder without a value. */
export class TemplateRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateRenderError';
  }
}

export type PlaceholderValueMap = Partial<Record<TemplatePlaceholder, string>>;

/**
 * The message a template text makes: every placeholder replaced by its value (values inserted verbatim, then
 * passed through `escapeText` — HTML callers pass `escapeHtml`, which the literal text gets too), a doubled brace written once.
 * An empty value takes the space or tab before it away («Ciao {userName},» → «Ciao,»). Throws
 * `TemplateRenderError` for a brace problem or a placeholder without a value: no message goes out with a raw
 * `{price}` or a stray brace in it.
 */
export function renderTemplateText(text: string, values: PlaceholderValueMap, escapeText: (text: string) => string = (same) => same): string {
  const { parts, problems } = parseTemplate(text);
  if (problems.length > 0) {
    throw new TemplateRenderError(`brace problems: ${problems.map((problem) => `${problem.kind} ${problem.fragment}`).join(', ')}`);
  }
  const missing = parts.flatMap((part) =>
    'placeholder' in part && (!isTemplatePlaceholder(part.placeholder) || values[part.placeholder] === undefined) ? [part.placeholder] : [],
  );
  if (missing.length > 0) throw new TemplateRenderError(`placeholders without a value: ${missing.join(', ')}`);
  let output = '';
  for (const part of parts) {
    if ('text' in part) {
      output += escapeText(part.text);
      continue;
    }
    const value = values[part.placeholder as TemplatePlaceholder] as string;
    output = value === '' ? output.replace(/[ \t]$/, '') : output + escapeText(value);
  }
  return output;
}

/**
 * The lenient reading of the public chat, which must always show something: like `renderTemplateText`, but a
 * placeholder without a value and a brace problem stay as written. The API serves the chat only templates that
 * break no rule (the others fall back to their built-in text), so this never shows one to a visitor.
 */
export function fillPlaceholders(text: string, values: PlaceholderValueMap): string {
  let output = '';
  for (const part of parseTemplate(text).parts) {
    if ('text' in part) {
      output += part.text;
      continue;
    }
    const value = isTemplatePlaceholder(part.placeholder) ? values[part.placeholder] : undefined;
    if (value === undefined) output += `{${part.placeholder}}`;
    else output = value === '' ? output.replace(/[ \t]$/, '') : output + value;
  }
  return output;
}
