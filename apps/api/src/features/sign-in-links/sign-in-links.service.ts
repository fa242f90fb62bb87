import { createHash, randomBytes } from 'node:crypto';
import { apiSignInLinkMessages } from '@trovapro/copy';
import type { Db } from '../../db/database.ts';
import type { SignInLinkPurpose } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits, perAddress, perMailbox } from '../../lib/rate-limit.ts';
import { enqueueEmail, OutboxSecrets } from '../email-outbox/email-outbox.service.ts';
import { adminNoticeBodies } from '../leads/leads.service.ts';
import { consumeSignInLink, deleteOldSignInLinks, insertSignInLink, signInLinkState } from './sign-in-links.repository.ts';

/**
 * THE one mechanism for every emailed sign-in link (issue 31; admins now, businesses and customers later): a
 * 32-byte random token, only its SHA-256 stored, valid 15 minutes, spent once by one conditional UPDATE; asking
 * is limited per mailbox and per client address, and answers the same whether or not the address is known.
 * A new kind of link is a new `purpose` (widen the table's check) and a `SignInLinkKind`; the session it opens
 * is the caller's (the admin's in admin-auth).
 */

export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
const WINDOW_MS = 15 * 60 * 1000;
/**
 * Links asked per mailbox in 15 minutes. Whoever uses up an address's budget has had that many links sent to
 * the address, the last one valid until after the window ends: the owner is never left without one.
 */
export const LINK_REQUESTS_PER_MAILBOX = 5;
export const LINK_REQUESTS_PER_ADDRESS = 20;
/** Redemptions tried per client address in 15 minutes (a 256-bit token cannot be guessed; this bounds the noise). */
export const LINK_REDEEMS_PER_ADDRESS = 30;
/** Spent and expired links are kept a day (to tell «scaduto» and «già usato» from «non valido»), then deleted. */
const KEEP_EXPIRED_SECONDS = 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who a link can sign in, as found by the email it is asked for. */
export interface SignInLinkSubject {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** What differs between kinds of link: whom they sign in, where they lead, what their email says. */
export interface SignInLinkKind {
  readonly purpose: SignInLinkPurpose;
  /** `email` trimmed and lowercase; undefined when nobody of this kind has it. */
  findSubject(db: Db, email: string): Promise<SignInLinkSubject | undefined>;
  /** The page the emailed link opens, carrying the token. */
  url(token: string): string;
  /** The email: subject and paragraphs, the link (as given, a secret marker) among them. */
  message(subject: SignInLinkSubject, url: string, minutes: number): { subject: string; paragraphs: readonly string[] };
}

/** Deletes the links spent or expired more than a day ago (the `sign-in-link-purge` task, every 10 minutes). */
export function purgeOldSignInLinks(db: Db): Promise<void> {
  return deleteOldSignInLinks(db, KEEP_EXPIRED_SECONDS);
}

/** SHA-256 (hex) of a token: what the table keeps. */
export function hashSignInToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Asks a link for `email`: counted against the mailbox (its spellings are one, see mailboxKey) and the client
 * address before anything is looked up, so a limit answers the same for any address; then, only when someone of
 * this kind has the email, the link is stored and its email queued in one transaction. The caller answers the
 * same in both cases. The token is in the stored email only as a secret marker.
 */
export async function requestSignInLink(db: Db, kind: SignInLinkKind, email: string, clientAddress: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await enforceRateLimits(
    db,
    [
      perMailbox(`sign-in-link:${kind.purpose}`, normalized, LINK_REQUESTS_PER_MAILBOX, WINDOW_MS),
      perAddress(`sign-in-link:${kind.purpose}`, clientAddress, LINK_REQUESTS_PER_ADDRESS, WINDOW_MS),
    ],
    { code: 'too_many_requests', message: apiSignInLinkMessages.tooManyRequests },
  );
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSignInToken(token);
  const subject = await kind.findSubject(db, normalized);
  if (subject === undefined) return;
  await db.transaction().execute(async (trx) => {
    const id = await insertSignInLink(trx, { purpose: kind.purpose, subjectId: subject.id, tokenHash, ttlSeconds: SIGN_IN_LINK_TTL_SECONDS });
    const secrets = new OutboxSecrets();
    const message = kind.message(subject, secrets.hide(kind.url(token)), SIGN_IN_LINK_TTL_SECONDS / 60);
    await enqueueEmail(trx, {
      dedupeKey: `sign-in-link:${id}`,
      purpose: `sign-in-link-${kind.purpose}`,
      to: subject.email,
      subject: message.subject,
      ...adminNoticeBodies(message.paragraphs),
      secrets,
    });
  });
}

/**
 * Spends a link of `purpose`: the subject it signs in, once. Refused, with the reason a person can act on:
 * 400 `invalid_token` (no such link), 410 `link_expired`, 410 `link_already_used`; limited per client address.
 */
export async function redeemSignInLink(db: Db, purpose: SignInLinkPurpose, token: string, clientAddress: string): Promise<string> {
  await enforceRateLimits(db, [perAddress(`sign-in-link-redeem:${purpose}`, clientAddress, LINK_REDEEMS_PER_ADDRESS, WINDOW_MS)], {
    code: 'too_many_requests',
    message: apiSignInLinkMessages.tooManyRequests,
  });
  const trimmed = token.trim();
  if (!TOKEN_PATTERN.test(trimmed)) throw invalidLink();
  const tokenHash = hashSignInToken(trimmed);
  const spent = await consumeSignInLink(db, purpose, tokenHash);
  if (spent !== undefined) return spent.subjectId;
  const state = await signInLinkState(db, purpose, tokenHash);
  if (state === 'used') throw new AppError('link_already_used', apiSignInLinkMessages.used);
  if (state === 'expired') throw new AppError('link_expired', apiSignInLinkMessages.expired);
  throw invalidLink();
}

export const invalidLink = () => new AppError('invalid_token', apiSignInLinkMessages.invalid);
