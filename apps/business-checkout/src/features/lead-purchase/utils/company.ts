import { isValidEmail, type PurchaseBody } from '@trovapro/domain';
import { checkoutCompany as copy } from '@trovapro/copy';

export interface CompanyInput {
  name: string;
  email: string;
}

export type CompanyCheck = { ok: true; body: PurchaseBody } | { ok: false; title: string; message: string };

/** Spec §5 Purchase: company name and email required, the email well-formed; both sent trimmed. */
export function checkCompany({ name, email }: CompanyInput): CompanyCheck {
  const businessName = name.trim();
  const businessEmail = email.trim();
  if (!businessName || !businessEmail) return { ok: false, title: copy.requiredTitle, message: copy.requiredMessage };
  if (!isValidEmail(businessEmail)) return { ok: false, title: copy.invalidEmailTitle, message: copy.invalidEmailMessage };
  return { ok: true, body: { businessName, businessEmail } };
}
