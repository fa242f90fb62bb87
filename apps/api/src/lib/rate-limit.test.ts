import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { hit, mailboxKey, peek, purgeExpiredCounters, undo } from './rate-limit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const MINUTE = 60_000;

describe('rate limit counters', () => {
  it('count hits per key and report the limit once passed, with the seconds left', async () => {
    const { db } = database;
    const states = [];
    for (let i = 0; i < 4; i += 1) states.push(await hit(db, 'test:a', 3, 15 * MINUTE));
    expect(states.map((state) => [state.count, state.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(states[3]?.retryAfterSeconds).toBeGreaterThan(15 * 60 - 5);
    expect(states[3]?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

    expect(await peek(db, 'test:a', 5)).toMatchObject({ count: 4, limited: false });
    expect(await peek(db, 'test:a', 4)).toMatchObject({ count: 4, limited: true });
    expect(await peek(db, 'test:other', 1)).toEqual({ count: 0, limited: false, retryAfterSeconds: 0 });
  });

  it('take back an attempt with undo, never below zero', async () => {
    const { db } = database;
    await hit(db, 'test:b', 3, MINUTE);
    await undo(db, 'test:b');
    await undo(db, 'test:b');
    expect((await peek(db, 'test:b', 3)).count).toBe(0);
    expect((await hit(db, 'test:b', 3, MINUTE)).count).toBe(1);
  });

  it('open a new window once the old one has ended, and purge ended windows', async () => {
    const { db } = database;
    await hit(db, 'test:c', 1, 200);
    expect((await hit(db, 'test:c', 1, 200)).limited).toBe(true);
    await sleep(300);
    expect(await peek(db, 'test:c', 1)).toMatchObject({ count: 0 });
    expect(await hit(db, 'test:c', 1, 200)).toMatchObject({ count: 1, limited: false });

    await sleep(300);
    await purgeExpiredCounters(db);
    const left = await db.selectFrom('rate_limit_counters').select('key').where('key', '=', 'test:c').execute();
    expect(left).toEqual([]);
  });

  it('count concurrent hits exactly (atomic upsert)', async () => {
    const { db } = database;
    const states = await Promise.all(Array.from({ length: 25 }, () => hit(db, 'test:d', 10, MINUTE)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(states.filter((state) => state.limited)).toHaveLength(15);
  });
});

describe('mailboxKey', () => {
  it('is one key for the spellings of one mailbox: case, +tag, and at Gmail dots and googlemail.com', () => {
    expect(mailboxKey(' Victim+1@Example.it ')).toBe('victim@example.it');
    for (const spelling of ['r.tvictim@gmail.com', 'R.T.Victim+x@gmail.com', 'rtvictim@googlemail.com', 'r.t.victim@GoogleMail.com']) {
      expect(mailboxKey(spelling), spelling).toBe('rtvictim@gmail.com');
    }
    // Elsewhere a dot is part of the name.
    expect(mailboxKey('r.tvictim@example.it')).toBe('r.tvictim@example.it');
    expect(mailboxKey('r.tvictim@gmail.com.example.it')).toBe('r.tvictim@gmail.com.example.it');
  });
});
