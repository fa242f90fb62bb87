import { randomUUID } from 'node:crypto';
import { apiErrorMessages, apiSuccessMessages } from '@trovapro/copy';
import {
  EMAIL_TEMPLATE_NAMES,
  type SendVerificationBody,
  type VerificationResponse,
  type VerifyCodeBody,
  type VerifyCodeResponse,
} from '@trovapro/domain';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits, hit, perAddress, perMailbox } from '../../lib/rate-limit.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { renderEmailTemplate } from '../templates/templates.service.ts';
import { codeMatches, generateCode, hashCode } from './verification-code.ts';

export { codeMatches, generateCode, hashCode, verificationSecret } from './verification-code.ts';
import {
  consumeRecentVerification,
  expireUnverifiedCodes,
  findConsumableVerification,
  findLatestOpenVerification,
  insertVerification,
  markReplaced,
  markVerified,
  takeAttempt,
} from './verification.repository.ts';

export const CODE_TTL_SECONDS = 15 * 60;
/** Wrong tries per code; the next try, even with the right code, is refused. */
export const MAX_CODE_ATTEMPTS = 5;
/** A lead may be completed this long after the email was verified. */
export const VERIFIED_EMAIL_WINDOW_SECONDS = 30 * 60;

const WINDOW_MS = 15 * 60 * 1000;
/** Seconds between two codes to one mailbox: the chat's «Invia di nuovo il codice» counts them down. */
export const RESEND_COOLDOWN_SECONDS = 60;
export const SENDS_PER_EMAIL = 5;
export const SENDS_PER_ADDRESS = 20;
export const CHECKS_PER_ADDRESS = 60;

export interface VerificationContext {
  readonly db: Db;
  /** HMAC key of the codes (see verificationSecret). */
  readonly secret: Buffer;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const invalidCode = () => new AppError('invalid_code', apiErrorMessages.invalidVerificationCode);

/**
 * Creates a 4-digit code for the email (15 minutes; any earlier unverified code stops working) and
 * writes the code email to the outbox in the same transaction. One code a minute per mailbox (429
 * `resend_too_soon`), and limited per email and per client address. The verification's id is the id the lead
 * will have; the one the chat had before (`replacesLeadId`: a resend, or another address) stops counting. The
 * answer says when another code may be asked.
 */
export async function sendVerification(
  { db, secret }: VerificationContext,
  { email: rawEmail, replacesLeadId }: SendVerificationBody,
  clientAddress: string,
): Promise<VerificationResponse> {
  const email = normalizeEmail(rawEmail);
  // The cooldown first, so a request it refuses spends nothing of the limits below.
  const cooldown = perMailbox('verification-resend', email, 1, RESEND_COOLDOWN_SECONDS * 1000);
  const wait = await hit(db, cooldown.key, cooldown.limit, cooldown.windowMs);
  if (wait.limited) {
    throw new AppError('resend_too_soon', apiErrorMessages.resendTooSoon, {
      headers: { 'retry-after': String(Math.max(wait.retryAfterSeconds, 1)) },
    });
  }
  const limits = [
    perMailbox('verification-send', email, SENDS_PER_EMAIL, WINDOW_MS),
    perAddress('verification-send', clientAddress, SENDS_PER_ADDRESS, WINDOW_MS),
  ];
  const states = await enforceRateLimits(db, limits, { code: 'too_many_requests', message: apiErrorMessages.tooManyVerificationRequests });
  const id = randomUUID();
  const code = generateCode();
  await db.transaction().execute(async (trx) => {
    if (replacesLeadId !== undefined) await markReplaced(trx, replacesLeadId);
    await expireUnverifiedCodes(trx, email);
    await insertVerification(trx, { id, email, codeHash: hashCode(secret, code), ttlSeconds: CODE_TTL_SECONDS });
    // The code is put into the email only as it leaves: the stored message never holds it.
    const secrets = new OutboxSecrets();
    const message = await renderEmailTemplate(trx, EMAIL_TEMPLATE_NAMES.verificationCode, {
      verificationCode: secrets.hide(code),
      userEmail: email,
    });
    // The verification's id is the id its lead will take: the lead's timeline lists this email.
    await enqueueEmail(trx, { dedupeKey: `verification:${id}`, purpose: 'verification-code', to: email, ...message, secrets, leadId: id });
  });
  // This send used the last one a limit allows in its window: the next waits for the window's end.
  const spent = states.filter((state, index) => state.count >= limits[index]!.limit);
  const resendAfterSeconds = Math.max(RESEND_COOLDOWN_SECONDS, ...spent.map((state) => state.retryAfterSeconds));
  return { success: true, message: apiSuccessMessages.verificationSent, leadId: id, resendAfterSeconds };
}

/**
 * Checks a code against the newest open verification of the email. Wrong or expired: 400
 * `invalid_code`. Each try takes one of the code's 5 tries atomically before the comparison; with
 * none left the answer is 429 `verification_blocked`, even for the right code. Right: verified.
 */
export async function verifyCode({ db, secret }: VerificationContext, body: VerifyCodeBody, clientAddress: string): Promise<VerifyCodeResponse> {
  await enforceRateLimits(db, [perAddress('verification-check', clientAddress, CHECKS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiErrorMessages.tooManyVerificationRequests,
  });
  const verification = await findLatestOpenVerification(db, normalizeEmail(body.email));
  if (verification === undefined) throw invalidCode();

  // Already verified (e.g. the chat retried after a lost answer): the right code confirms it again.
  if (verification.verified_at !== null) {
    if (codeMatches(secret, body.code, verification.code_hash)) return verified();
    throw invalidCode();
  }
  if (verification.attempts >= MAX_CODE_ATTEMPTS) throw blocked();
  if (!verification.live) throw invalidCode();
  if ((await takeAttempt(db, verification.id, MAX_CODE_ATTEMPTS)) === undefined) throw blocked();

  if (!codeMatches(secret, body.code, verification.code_hash)) throw invalidCode();
  await markVerified(db, verification.id);
  return verified();
}

const verified = (): VerifyCodeResponse => ({ success: true, message: apiSuccessMessages.emailVerified });
const blocked = () => new AppError('verification_blocked', apiErrorMessages.verificationBlocked);

const notVerified = () => new AppError('email_not_verified', apiErrorMessages.emailNotVerified);

/**
 * 403 `email_not_verified` unless the email was verified in the last 30 minutes by a verification no
 * lead used yet. A read-only check: `consumeVerifiedEmail` is what settles it.
 */
export async function assertEmailVerified(db: Db, rawEmail: string, leadId: string): Promise<void> {
  const id = await findConsumableVerification(db, normalizeEmail(rawEmail), VERIFIED_EMAIL_WINDOW_SECONDS, leadId);
  if (id === undefined) throw notVerified();
}

/**
 * Uses up the verification `leadId` (the id the chat received from send-verification) when it verified
 * this email in the last 30 minutes and no lead used it yet (one verification, one lead), and returns
 * its id; 403 `email_not_verified` otherwise. A lead is thus bound to the browser that verified: nobody
 * else can spend a fresh verification of someone's email. Call it inside the lead's transaction.
 */
export async function consumeVerifiedEmail(trx: Db, rawEmail: string, leadId: string): Promise<string> {
  const id = await consumeRecentVerification(trx, normalizeEmail(rawEmail), VERIFIED_EMAIL_WINDOW_SECONDS, leadId);
  if (id === undefined) throw notVerified();
  return id;
}
