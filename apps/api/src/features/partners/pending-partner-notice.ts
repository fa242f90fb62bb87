import { partnerEmailTexts, pendingPartnerNoticeTexts } from '@trovapro/copy';
import type { AdminNotifyConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { enqueueEmail } from '../email-outbox/email-outbox.service.ts';
import { adminNoticeBodies, adminNoticeRecipients, pendingPartnersConsoleUrl } from '../leads/leads.service.ts';

/**
 * What keeps the promise of the sign-up received email («ti scriviamo l’esito entro 2 giorni lavorativi»):
 * the admins hear of every confirmed sign-up as they hear of new leads (ADMIN_NOTIFY) — `each`: this email,
 * in the sign-up's transaction; `digest`: the daily digest lists every sign-up still waiting; `off`: nothing
 * (the console's «Da approvare» badge still counts them).
 */
export interface PendingPartnerNoticeSettings {
  readonly adminNotify: AdminNotifyConfig;
  readonly adminConsoleUrl: string;
  /** PARTNER_APPROVAL_DAYS */
  readonly approvalDays: number;
}

export interface PendingPartner {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  /** Its «Zona» («Provincia di Pesaro e Urbino»). */
  readonly area: string;
  readonly vatNumber: string;
}

/** Mode `each`: the admins' email about a confirmed sign-up (`admin-new-partner:<business>`). */
export async function enqueuePendingPartnerNotice(trx: Db, settings: PendingPartnerNoticeSettings, partner: PendingPartner): Promise<void> {
  if (settings.adminNotify.mode !== 'each') return;
  const to = await adminNoticeRecipients(trx, settings.adminNotify);
  if (to === undefined) return;
  await enqueueEmail(trx, {
    dedupeKey: `admin-new-partner:${partner.id}`,
    purpose: 'admin-new-partner',
    to,
    subject: pendingPartnerNoticeTexts.subject(partner.name),
    ...adminNoticeBodies(
      pendingPartnerNoticeTexts.paragraphs({
        name: partner.name,
        category: partner.category,
        area: partner.area,
        vatNumber: partner.vatNumber,
        approvalTime: partnerEmailTexts.approvalTime(settings.approvalDays),
        url: pendingPartnersConsoleUrl(settings.adminConsoleUrl),
      }),
    ),
  });
}
