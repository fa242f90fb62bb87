import { adminEmails, emailPurposeLabels, emailStatusLabels } from '@trovapro/copy';
import type { EmailStatus } from '@trovapro/domain';

export const EMAIL_STATUS_COLORS: Record<EmailStatus, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };

export function emailStatusLabel(status: EmailStatus): string {
  return emailStatusLabels[status];
}

/** Why the message was sent, in Italian; a purpose unknown here reads 'Altro', never as the internal name. */
export function emailPurposeLabel(purpose: string): string {
  return (Object.hasOwn(emailPurposeLabels, purpose) ? emailPurposeLabels[purpose] : undefined) ?? adminEmails.otherPurpose;
}
