/**
 * Placeholders a template may use: spec §3's list, plus `userName` (spec §3 lead confirmation chat
 * template), `userPhone` (the contacts email to a buyer), `verificationCode` (the code email) and
 * `inLocation`: the place inside a sentence, with its preposition («ad Agnone (Isernia)», «a Fano»),
 * left out with the space before it when the place is unknown (`{location}` is the bare place, for lists).
 * Privacy: `maxBuyers` (how many businesses may receive a request), `eraseUrl` (the confirmation email's
 * self-erase link) and `businessPhone` (the business that bought, in the email to the customer).
 * Partners and receipts: `receiptNumber`, `receiptUrl`, `netAmount`, `vatRate`, `vatAmount` (the receipt
 * email; `price` is its total) and `refusalReason` (the email to a refused sign-up).
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
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** The `{names}` used in the texts, each once, in order of first appearance. */
export function extractPlaceholders(...texts: ReadonlyArray<string | null | undefined>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(PLACEHOLDER)) found.add(match[1] as string);
  }
  return [...found];
}

/** Placeholders outside the allowed list (a template using one is refused with 400 naming it). */
export function unknownPlaceholders(...texts: ReadonlyArray<string | null | undefined>): string[] {
  return extractPlaceholders(...texts).filter((name) => !isTemplatePlaceholder(name));
}

/**
 * Replaces each `{name}` that has a value; others stay as written. Values are inserted verbatim:
 * HTML callers escape them first.
 */
export function fillPlaceholders(text: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = isTemplatePlaceholder(name) ? values[name] : undefined;
    return value ?? whole;
  });
}

/** Names of the chat templates the public chat reads (spec §3), each with a built-in default text. */
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
  partnerApproved: 'partner_approved_email',
  partnerRefused: 'partner_refused_email',
  purchaseReceipt: 'purchase_receipt_email',
} as const;
