import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's device cookie: a browser that signed in as this admin before. */
export const DEVICE_COOKIE_NAME = 'trovapro_device';
/** Renewed at every sign-in; a browser unused for a year is a stranger again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only to the login call, the one place that reads it. */
export const DEVICE_COOKIE_PATH = '/api/admin/login';

export interface DeviceCookie {
  readonly adminId: string;
  /** Random per issue: failures with this cookie are counted against it. */
  readonly nonce: string;
}

/**
 * Issues and reads the signed device cookie `<adminId>.<nonce>.<signature>` (HMAC-SHA256 with a key
 * derived from the session secret). Anything unsigned, tampered with or malformed reads as none.
 */
export class DeviceCookies {
  readonly #key: Buffer;

  constructor(sessionSecret: string) {
    this.#key = createHmac('sha256', sessionSecret).update('trovapro:admin-device-cookie').digest();
  }

  issue(adminId: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${adminId}.${nonce}.${this.#sign(adminId, nonce)}`;
  }

  read(value: string | undefined): DeviceCookie | undefined {
    const [adminId, nonce, signature, ...rest] = value?.split('.') ?? [];
    if (adminId === undefined || nonce === undefined || signature === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.#sign(adminId, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { adminId, nonce } : undefined;
  }

  #sign(adminId: string, nonce: string): string {
    return createHmac('sha256', this.#key).update(`${adminId}.${nonce}`).digest('base64url');
  }
}
