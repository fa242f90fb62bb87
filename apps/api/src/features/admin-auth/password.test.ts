import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, spendPasswordCheck, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('una password lunga');
    const second = await hashPassword('una password lunga');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);

    expect(await verifyPassword('una password lunga', first)).toBe(true);
    expect(await verifyPassword('una password lunga ', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$salt$')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('checks unknown emails against a hash of the same cost as real ones (no user enumeration by timing)', async () => {
    const real = (await hashPassword('segreto-segreto')).split('$').slice(0, 4);
    const dummy = (await dummyPasswordHash()).split('$').slice(0, 4);
    expect(dummy).toEqual(real);
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
    expect(await spendPasswordCheck('segreto-segreto')).toBe(false);
  });
});
