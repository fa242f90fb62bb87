import { randomBytes, randomUUID } from 'node:crypto';
import { apiPartnerMessages, businessTermsCopy, partnerAreaTexts, partnerEmailTexts, partnerSignupTakenEmailTexts } from '@trovapro/copy';
import {
  compactTaxId,
  EMAIL_TEMPLATE_NAMES,
  formatLocation,
  isValidPartitaIva,
  type PartnerSignupBody,
  type PartnerSignupResponse,
  type PartnerVerifyCodeBody,
  type PartnerVerifyCodeResponse,
  type ServiceReach,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, invalidField } from '../../lib/app-error.ts';
import { requiredLine, requiredPhone } from '../../lib/fields.ts';
import { enforceRateLimits, perAddress, perMailbox } from '../../lib/rate-limit.ts';
import { recordAcceptance, versionToAccept } from '../business-terms/business-terms.service.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { adminNoticeBodies } from '../leads/leads.service.ts';
import { findComune } from '../municipalities/municipalities.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { codeMatches, generateCode, hashCode } from '../verification/verification.service.ts';
import { enqueuePendingPartnerNotice, type PendingPartnerNoticeSettings } from './pending-partner-notice.ts';
import {
  businessEmailExists,
  expireOpenSignups,
  findSignup,
  insertPendingBusiness,
  insertSignup,
  lockSignup,
  markSignupConfirmed,
  takeSignupAttempt,
} from './partners.repository.ts';

export interface SignupContext {
  readonly db: Db;
  /** HMAC key of the codes (the visitors' verification key). */
  readonly secret: Buffer;
  /** SUPPORT_EMAIL, named when an email is taken. */
  readonly supportEmail: string;
  /** How the admins hear of the confirmed sign-up, and within how long it was promised an answer. */
  readonly notice: PendingPartnerNoticeSettings;
}

export const SIGNUP_CODE_TTL_SECONDS = 15 * 60;
export const MAX_SIGNUP_CODE_ATTEMPTS = 5;
const WINDOW_MS = 15 * 60 * 1000;
export const SIGNUPS_PER_EMAIL = 5;
export const SIGNUPS_PER_ADDRESS = 10;
export const SIGNUP_CHECKS_PER_ADDRESS = 60;

const duplicateEmail = (supportEmail: string) => conflict('email', apiPartnerMessages.duplicateEmail(supportEmail));
const invalidCode = () => new AppError('invalid_code', apiPartnerMessages.invalidCode);
const blocked = () => new AppError('verification_blocked', apiPartnerMessages.codeBlocked);

/** The «Zona» a sign-up's seat and reach make: «Fano (Pesaro e Urbino)», «Provincia di Pesaro e Urbino», «Marche». */
function areaText(comune: { name: string; province: string; region: string }, reach: ServiceReach): string {
  if (reach === 'province') return partnerAreaTexts.province(comune.province);
  if (reach === 'region') return partnerAreaTexts.region(comune.region);
  return partnerAreaTexts.comune(formatLocation({ municipality: comune.name, province: comune.province }));
}

/**
 * `POST /api/partners/signup`: every field checked (the partita IVA by its check digit, the phone, the
 * comune against the gazetteer), then a 4-digit code emailed (any earlier code of the email stops working).
 * Nothing is a business until the code comes back.
 *
 * An email a partner has already gets exactly the same answer and the same work (a sign-up row, one email
 * in the same transaction), so the answer says nothing about who is registered: the row's code hash is of
 * a random value no 4-digit code matches (verify-code answers as for any wrong code, then blocks after 5
 * tries), and the email goes to the owner of the address, telling them someone tried.
 */
export async function startSignup(
  { db, secret, supportEmail }: SignupContext,
  body: PartnerSignupBody,
  clientAddress: string,
): Promise<PartnerSignupResponse> {
  const email = body.email.trim().toLowerCase();
  await enforceRateLimits(
    db,
    [perMailbox('partner-signup', email, SIGNUPS_PER_EMAIL, WINDOW_MS), perAddress('partner-signup', clientAddress, SIGNUPS_PER_ADDRESS, WINDOW_MS)],
    { code: 'too_many_requests', message: apiPartnerMessages.tooManySignups },
  );
  const companyName = requiredLine(body.companyName, 'companyName');
  const phone = requiredPhone(body.phone, 'phone');
  if (!isValidPartitaIva(body.vatNumber)) throw invalidField('vatNumber', apiPartnerMessages.invalidVatNumber);
  if (findComune(body.istatCode) === undefined) throw invalidField('istatCode', apiPartnerMessages.unknownComune);
  if (body.termsAccepted !== true) throw invalidField('termsAccepted', businessTermsCopy.apiSignupRequired);
  const taken = await businessEmailExists(db, email);

  const id = randomUUID();
  const code = taken ? randomBytes(32).toString('base64url') : generateCode();
  await db.transaction().execute(async (trx) => {
    await expireOpenSignups(trx, email);
    await insertSignup(trx, {
      id,
      email,
      companyName,
      phone,
      vatNumber: compactTaxId(body.vatNumber),
      category: body.category,
      istatCode: body.istatCode,
      serviceReach: body.serviceReach,
      codeHash: hashCode(secret, code),
      ttlSeconds: SIGNUP_CODE_TTL_SECONDS,
      termsVersion: versionToAccept(new Date()).version,
    });
    // The code is put into the email only as it leaves: the stored message never holds it. Rendered for a taken
    // address too, so both answers do the same database work (no timing difference to read).
    const secrets = new OutboxSecrets();
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.partnerSignupCode, {
      businessName: companyName,
      businessEmail: email,
      verificationCode: secrets.hide(code),
    });
    if (taken) {
      await enqueueEmail(trx, {
        dedupeKey: `partner-signup-taken:${id}`,
        purpose: 'partner-signup-taken',
        to: email,
        subject: partnerSignupTakenEmailTexts.subject,
        ...adminNoticeBodies(partnerSignupTakenEmailTexts.paragraphs({ email, supportEmail })),
      });
      return;
    }
    await enqueueEmail(trx, { dedupeKey: `partner-signup:${id}`, purpose: 'partner-signup-code', to: email, ...message, secrets });
  });
  return { signupId: id, message: apiPartnerMessages.signupCodeSent };
}

/**
 * `POST /api/partners/verify-code`: the right code (within 15 minutes, 5 tries, each taken atomically
 * before the comparison) turns the sign-up into a business waiting for approval, in one transaction that
 * holds the sign-up row (a repeated confirmation answers success and creates nothing more). The same
 * transaction writes the email that tells the business what happens next and within how long
 * (PARTNER_APPROVAL_DAYS), and the admins' notice that keeps that promise.
 */
export async function confirmSignup(
  { db, secret, supportEmail, notice }: SignupContext,
  body: PartnerVerifyCodeBody,
  clientAddress: string,
): Promise<PartnerVerifyCodeResponse> {
  await enforceRateLimits(db, [perAddress('partner-signup-check', clientAddress, SIGNUP_CHECKS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiPartnerMessages.tooManySignups,
  });
  const signup = await findSignup(db, body.signupId);
  if (signup === undefined) throw invalidCode();
  if (signup.verified_at !== null) {
    if (codeMatches(secret, body.code, signup.code_hash)) return confirmed();
    throw invalidCode();
  }
  if (signup.attempts >= MAX_SIGNUP_CODE_ATTEMPTS) throw blocked();
  if (!signup.live) throw invalidCode();
  if ((await takeSignupAttempt(db, signup.id, MAX_SIGNUP_CODE_ATTEMPTS)) === undefined) {
    // No try left, or a concurrent request (a double click on «Conferma») confirmed it meanwhile.
    const now = await findSignup(db, signup.id);
    if (now?.verified_at != null && codeMatches(secret, body.code, now.code_hash)) return confirmed();
    throw blocked();
  }
  if (!codeMatches(secret, body.code, signup.code_hash)) throw invalidCode();

  await db.transaction().execute(async (trx) => {
    const locked = await lockSignup(trx, signup.id);
    if (locked === undefined || locked.verified_at !== null) return;
    const comune = findComune(locked.istat_code);
    if (comune === undefined) throw invalidField('istatCode', apiPartnerMessages.unknownComune);
    const business = await insertPendingBusiness(trx, {
      name: locked.company_name,
      email: locked.email,
      phone: locked.phone,
      category: locked.category,
      location: areaText(comune, locked.service_reach),
      istatCode: comune.istatCode,
      provinceCode: comune.provinceCode,
      region: comune.region,
      vatNumber: locked.vat_number,
      serviceReach: locked.service_reach,
    });
    if (business === undefined) throw duplicateEmail(supportEmail);
    await markSignupConfirmed(trx, locked.id, business.id);
    // The terms accepted on the form become the business's (a sign-up started before the terms existed has none).
    if (locked.terms_version !== null && locked.terms_accepted_at !== null)
      await recordAcceptance(trx, {
        businessId: business.id,
        version: locked.terms_version,
        context: 'signup',
        acceptedAt: locked.terms_accepted_at,
      });
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.partnerSignupReceived, {
      businessName: business.name,
      businessEmail: business.email,
      category: business.category,
      location: business.location,
      approvalTime: partnerEmailTexts.approvalTime(notice.approvalDays),
    });
    await enqueueEmail(trx, {
      dedupeKey: `partner-signup-received:${business.id}`,
      purpose: 'partner-signup-received',
      to: business.email,
      ...message,
    });
    await enqueuePendingPartnerNotice(trx, notice, {
      id: business.id,
      name: business.name,
      category: business.category,
      area: business.location,
      vatNumber: locked.vat_number,
    });
  });
  return confirmed();
}

const confirmed = (): PartnerVerifyCodeResponse => ({ success: true, message: apiPartnerMessages.signupConfirmed });
