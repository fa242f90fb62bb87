import { newLeadNoticeTexts, pendingPartnerNoticeTexts } from '@trovapro/copy';
import { adminSectionUrl, emailHtmlDocument, inPlace, romeDay, romeHour, textParagraph } from '@trovapro/domain';
import { sql } from 'kysely';
import type { AdminNotifyConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { csvDateTime } from '../../lib/italian-csv.ts';
import { enqueueEmail } from '../email-outbox/email-outbox.service.ts';

/**
 * How the admins hear of new leads (ADMIN_NOTIFY): `each` — one email per lead, written in the lead's
 * transaction; `digest` — one email a day, at or after 08:00 in Rome, listing the leads since the last one;
 * `off` — none. Recipients: ADMIN_NOTIFY_EMAIL, else every admin. The emails name no customer contact.
 */
export interface NewLeadNoticeSettings {
  readonly adminNotify: AdminNotifyConfig;
  readonly adminConsoleUrl: string;
}

export const LEAD_DIGEST_JOB = 'admin-lead-digest';
/** The digest goes out at the first check at or after this hour, Rome time. */
export const LEAD_DIGEST_HOUR = 8;
/** The digest lists at most this many leads, then says how many more. */
export const LEAD_DIGEST_MAX_LINES = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The console page that opens the lead's drawer. */
export function leadConsoleUrl(adminConsoleUrl: string, leadId: string): string {
  return adminSectionUrl(adminConsoleUrl, 'leads', { lead: leadId });
}

/** The console's «Aziende Partner» view «Da approvare». */
export function pendingPartnersConsoleUrl(adminConsoleUrl: string): string {
  return adminSectionUrl(adminConsoleUrl, 'businesses', { approval: 'pending' });
}

/** One address line: the configured recipients, else every admin's email (none: no email). */
export async function adminNoticeRecipients(db: Db, config: AdminNotifyConfig): Promise<string | undefined> {
  const addresses =
    config.recipients.length > 0
      ? config.recipients
      : (await db.selectFrom('admins').select('email').orderBy('email').execute()).map((row) => row.email);
  return addresses.length > 0 ? addresses.join(', ') : undefined;
}

/** Text and HTML of a notice: paragraphs, the HTML escaped, in the layout of the templates' emails. */
export function adminNoticeBodies(paragraphs: readonly string[]): { text: string; html: string } {
  const html = emailHtmlDocument(paragraphs.map(textParagraph));
  return { text: paragraphs.join('\n\n'), html };
}

export interface NoticeLead {
  readonly id: string;
  readonly category: string;
  readonly userRequest: string;
  /** The bare comune for «a Milano», and the place as listed («Milano», «Agnone (Isernia)»); null when unknown. */
  readonly municipality: string | null;
  readonly location: string | null;
}

/** Mode `each`: the admins' email about this new lead, in its transaction (`admin-new-lead:<id>`). */
export async function enqueueNewLeadNotice(trx: Db, settings: NewLeadNoticeSettings, lead: NoticeLead): Promise<void> {
  if (settings.adminNotify.mode !== 'each') return;
  const to = await adminNoticeRecipients(trx, settings.adminNotify);
  if (to === undefined) return;
  const url = leadConsoleUrl(settings.adminConsoleUrl, lead.id);
  await enqueueEmail(trx, {
    dedupeKey: `admin-new-lead:${lead.id}`,
    purpose: 'admin-new-lead',
    leadId: lead.id,
    to,
    subject: newLeadNoticeTexts.subject(lead.category, inPlace(lead.municipality)),
    ...adminNoticeBodies(newLeadNoticeTexts.paragraphs({ category: lead.category, location: lead.location, request: lead.userRequest, url })),
  });
}

/** Rome's date (YYYY-MM-DD) and hour at `now`. */
function romeClock(now: Date): { day: string; hour: number } {
  return { day: romeDay(now), hour: romeHour(now) };
}

export type DigestOutcome = 'not-due' | 'done-already' | 'no-leads' | 'no-recipients' | { readonly listed: number; readonly pendingPartners: number };

/**
 * Mode `digest`: from 08:00 Rome, today's digest, once across API instances (the instance whose insert into
 * `admin_digests` succeeds writes it): one email listing the leads created
 * since the previous digest (else in the last 24 hours), and every partner sign-up still waiting for approval
 * (each was promised an answer within PARTNER_APPROVAL_DAYS: it is listed every day until decided); nothing
 * when there are neither.
 */
export async function runLeadDigest(db: Db, settings: NewLeadNoticeSettings, now: Date): Promise<DigestOutcome> {
  const { day, hour } = romeClock(now);
  if (settings.adminNotify.mode !== 'digest' || hour < LEAD_DIGEST_HOUR) return 'not-due';
  return db.transaction().execute(async (trx): Promise<DigestOutcome> => {
    const previous = await trx.selectFrom('admin_digests').select('started_at').where('day', '<', day).orderBy('day', 'desc').executeTakeFirst();
    // Today's row, started at `now`: the next digest lists the leads after it.
    const claimed = await trx
      .insertInto('admin_digests')
      .values({ day, started_at: now })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (claimed === undefined) return 'done-already';
    const since = previous?.started_at ?? new Date(now.getTime() - DAY_MS);
    const leads = await trx
      .selectFrom('leads')
      .leftJoin('municipalities', 'municipalities.istat_code', 'leads.istat_code')
      .select(['leads.id', 'leads.category', 'leads.created_at', 'municipalities.name as municipality'])
      .where('leads.created_at', '>', since)
      .where('leads.created_at', '<=', now)
      .orderBy(sql`leads.created_at desc, leads.id desc`)
      .execute();
    const pending = await trx
      .selectFrom('businesses')
      .select(['name', 'category', 'location', 'created_at'])
      .where('approval', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .limit(LEAD_DIGEST_MAX_LINES)
      .execute();
    if (leads.length === 0 && pending.length === 0) return 'no-leads';
    const to = await adminNoticeRecipients(trx, settings.adminNotify);
    if (to === undefined) return 'no-recipients';
    const lines = leads.slice(0, LEAD_DIGEST_MAX_LINES).map((lead) =>
      newLeadNoticeTexts.digestLine({
        category: lead.category,
        inPlace: inPlace(lead.municipality),
        at: csvDateTime(lead.created_at),
        url: leadConsoleUrl(settings.adminConsoleUrl, lead.id),
      }),
    );
    const leadsSubject = leads.length === 0 ? null : newLeadNoticeTexts.digestSubject(leads.length);
    const leadsSection =
      leads.length === 0
        ? []
        : newLeadNoticeTexts.digestParagraphs({
            count: leads.length,
            lines,
            more: leads.length - lines.length,
            listUrl: adminSectionUrl(settings.adminConsoleUrl, 'leads'),
          });
    const partnersSection =
      pending.length === 0
        ? []
        : pendingPartnerNoticeTexts.digestParagraphs({
            count: pending.length,
            lines: pending.map((partner) =>
              pendingPartnerNoticeTexts.digestLine({
                name: partner.name,
                category: partner.category,
                area: partner.location,
                at: csvDateTime(partner.created_at),
              }),
            ),
            url: pendingPartnersConsoleUrl(settings.adminConsoleUrl),
          });
    await enqueueEmail(trx, {
      dedupeKey: `${LEAD_DIGEST_JOB}:${day}`,
      purpose: LEAD_DIGEST_JOB,
      to,
      subject: pending.length === 0 ? (leadsSubject as string) : pendingPartnerNoticeTexts.digestSubject(pending.length, leadsSubject),
      ...adminNoticeBodies([...leadsSection, ...partnersSection, newLeadNoticeTexts.digestSignature]),
    });
    return { listed: leads.length, pendingPartners: pending.length };
  });
}
